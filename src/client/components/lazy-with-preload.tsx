/**
 * A component whose code loads when first rendered, or earlier when `preload` is called (on
 * hover or focus of what opens it), so that opening a drawer or dialog does not wait for the
 * network. Keeps controls the landing page shows but rarely opens out of its scripts (issue 19).
 * Render it inside a DeferredControl, which says so when the code cannot load (offline before
 * the service worker has kept it) and lets the next try load it again.
 */
import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadOnce } from './load-once';

export interface PreloadableComponent<Props extends object> {
  Component: ComponentType<Props>;
  /** Loads the code; resolves (never rejects) once it is here or could not be had. */
  preload: () => Promise<void>;
}

export function lazyWithPreload<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableComponent<Props> {
  // Once loaded it renders directly (code.loaded): a lazy component suspends on its first
  // render even when its code is already here, which would show the fallback for a frame (and,
  // for a page part, hold it back for React's minimum fallback time).
  const code = loadOnce(load);
  let failed = false;
  const loadForLazy = () =>
    code.load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        failed = true;
        throw error;
      },
    );
  let Lazy: LazyExoticComponent<ComponentType<Props>> = lazy(loadForLazy);

  function Component(props: Props) {
    // Decided once per mount: switching from the lazy component to the loaded one on a later
    // render would mount it afresh and lose its state.
    const [Direct] = useState(code.loaded);
    if (Direct) return <Direct {...props} />;
    // React keeps a rejected lazy component rejected: a new one loads again.
    if (failed) {
      failed = false;
      Lazy = lazy(loadForLazy);
    }
    return <Lazy {...props} />;
  }

  return {
    Component,
    preload: () =>
      code.load().then(
        () => undefined,
        () => undefined,
      ),
  };
}
