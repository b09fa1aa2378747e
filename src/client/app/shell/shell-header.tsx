/** Picks which header a path and user get (shell spec, section 2). */
import { Suspense, lazy } from 'react';
import { cataloguePaths } from '../../../config/shell';
import { selectHeader } from '../../../domain/shell/header-selection';
import { HeaderPlaceholder } from './header/header-placeholder';
import { useShellSession } from '../../machines/session/use-shell-session';
import { SimpleHeader } from './simple-header';

// Registered users only: its news, bookmarks and profile parts stay out of the landing page's scripts.
// Only the Data Download Platform shows it; its logout guard dialog stays out of other pages.
const LogoutOnlyHeader = lazy(() =>
  import('./logout-only-header').then((module) => ({ default: module.LogoutOnlyHeader })),
);
const FullHeader = lazy(() => import('./full-header').then((module) => ({ default: module.FullHeader })));

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
        <FullHeader customer={customer} />
      </Suspense>
    );
  }
  return <SimpleHeader />;
}
