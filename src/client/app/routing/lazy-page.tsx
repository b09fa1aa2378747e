/**
 * A route's page, loaded on first visit. A load that fails for want of the network (or of the
 * file, after a new version replaced it) becomes a ChunkLoadError, which the shell shows as the
 * offline screen; navigating or Retry Connection tries the load again.
 */
import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import {
  ChunkLoadError,
  chunkIdFromRequest,
  chunkLoadTimeoutMs,
  classifyChunkFailure,
  describeFailedImport,
} from '../../../domain/errors/chunk-load-error';
import { probeChunkStatus } from '../../api/probe-chunk';

type PageModule = { default: ComponentType };

/** Browsers word a failed module fetch differently; an error thrown by the module itself is none of these. */
const failedFetchMessages =
  /dynamically imported module|Importing a module script failed|error loading dynamically|preload CSS/i;

class ChunkTimeout extends Error {}

function withTimeout(load: Promise<PageModule>): Promise<PageModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeout()), chunkLoadTimeoutMs);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

async function toChunkLoadError(pageName: string, error: unknown): Promise<unknown> {
  const timedOut = error instanceof ChunkTimeout;
  const message = error instanceof Error ? error.message : String(error);
  if (!timedOut && !failedFetchMessages.test(message)) return error;
  const { request, isStyle } = describeFailedImport(message);
  const probeStatus = request ? await probeChunkStatus(request) : undefined;
  const chunkId = request ? chunkIdFromRequest(request) : pageName;
  return new ChunkLoadError(chunkId, classifyChunkFailure({ timedOut, probeStatus }), request ?? pageName, isStyle);
}

let retryRound = 0;
let lastRetryKey: string | undefined;

/**
 * Lets pages whose code failed to load try again. Called while rendering with a key that
 * changes on navigation and on Retry Connection; a repeated key changes nothing, so a failed
 * load is not retried in a loop while React re-renders.
 */
export function allowFailedPagesToRetry(retryKey: string): void {
  if (retryKey === lastRetryKey) return;
  lastRetryKey = retryKey;
  retryRound += 1;
}

/**
 * Browsers remember a failed dynamic import by URL and fail it again without asking the
 * network, so a retry asks for the same file under a new query string.
 */
function reloadFrom(request: string, round: number): Promise<PageModule> {
  const url = new URL(request, window.location.href);
  url.searchParams.set('retry', String(round));
  return import(/* @vite-ignore */ url.href) as Promise<PageModule>;
}

/** A route's page, with a way to load its code before it is first rendered. */
export type PreloadablePage = ComponentType & {
  /** Loads the page's code; resolves (never rejects) once it is there or could not be had. */
  preload: () => Promise<void>;
};

export function lazyPage(pageName: string, load: () => Promise<PageModule>): PreloadablePage {
  let failedInRound: number | undefined;
  let failedRequest: string | undefined;
  // Once the code is here the page renders directly: a lazy component suspends on its first
  // render even when its module is loaded, and React then holds the page back for its
  // fallback's minimum time (300 ms), which an app start with the page preloaded would pay.
  let Loaded: ComponentType | undefined;
  let Page = makeLazy();

  function makeLazy(): LazyExoticComponent<ComponentType> {
    const request = failedRequest;
    return lazy(() => {
      const startedInRound = retryRound;
      return withTimeout(request ? reloadFrom(request, startedInRound) : load()).then(
        remember,
        async (error: unknown) => {
          failedInRound = startedInRound;
          const failure = await toChunkLoadError(pageName, error);
          if (failure instanceof ChunkLoadError && /^(https?:|\/)/.test(failure.request))
            failedRequest = failure.request;
          throw failure;
        },
      );
    });
  }

  function remember(module: PageModule): PageModule {
    Loaded = module.default;
    return module;
  }

  function LazyPage() {
    // Decided once per mount: a page first rendered through the lazy component and switched
    // to the loaded one on a later render would be mounted afresh, losing its state and the
    // focus within it (an open 'Add to list' popover after an offline reload).
    const [Direct] = useState(() => Loaded);
    if (Direct) return <Direct />;
    // React keeps a rejected lazy component rejected; a fresh one is needed to load again.
    if (failedInRound !== undefined && failedInRound < retryRound) {
      Page = makeLazy();
      failedInRound = undefined;
    }
    return <Page />;
  }
  LazyPage.displayName = `LazyPage(${pageName})`;
  // A failed preload is left to the render, which loads again and shows the offline screen.
  LazyPage.preload = () =>
    Loaded
      ? Promise.resolve()
      : load()
          .then(remember, () => undefined)
          .then(() => undefined);
  return LazyPage;
}
