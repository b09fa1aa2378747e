/** Picks which header a path and user get (shell spec, section 2). */
import { Suspense, lazy } from 'react';
import { cataloguePaths } from '../../../config/shell';
import { selectHeader } from '../../../domain/shell/header-selection';
import { HeaderPlaceholder } from './header/header-placeholder';
import { useShellSession } from '../../machines/session/use-shell-session';
import { lazyWithPreload } from '../../components/lazy-with-preload';
import { hasLastCustomer } from '../../store/last-customer';
import { SimpleHeader } from './simple-header';

// Only the Data Download Platform shows it; its logout guard dialog stays out of other pages.
const LogoutOnlyHeader = lazy(() =>
  import('./logout-only-header').then((module) => ({ default: module.LogoutOnlyHeader })),
);

// Registered users only: its news, bookmarks and profile parts stay out of the landing page's scripts.
const fullHeader = lazyWithPreload(() => import('./full-header').then((module) => module.FullHeader));

/**
 * Loads the full header's code when the app starts on a path that shows it to the user kept
 * on this device, so it is drawn at once rather than growing from its stand-in (issue 19).
 */
export function preloadHeaderFor(appPath: string): Promise<void> {
  const kind = selectHeader({ appPath, registered: hasLastCustomer(), cataloguePaths });
  return kind === 'full' ? fullHeader.preload() : Promise.resolve();
}

/** The header the shell spec's header selection (section 2) gives this path and user. */
export function ShellHeader({ appPath }: { appPath: string }) {
  const { registered, customer } = useShellSession();
  const kind = selectHeader({ appPath, registered: registered && customer !== undefined, cataloguePaths });
  if (kind === 'logout-only') {
    return (
      <Suspense fallback={<HeaderPlaceholder />}>
        <LogoutOnlyHeader />
      </Suspense>
    );
  }
  if (kind === 'full' && customer) {
    return (
      <Suspense fallback={<HeaderPlaceholder />}>
        <fullHeader.Component customer={customer} />
      </Suspense>
    );
  }
  return <SimpleHeader />;
}
