/** Keeps each page from users its access rules close it to, online or offline (shell spec, section 2 and 6). */
import { Suspense, lazy, type ReactNode } from 'react';
import { decidePageAccess } from '../../../domain/access/page-access';
import { PageSkeleton } from '../../components/page-skeleton';
import { useSiteLocale } from '../../i18n/site-locale-context';
import { localToday, useViewer } from '../../machines/session/use-viewer';

// Shown only when a page is not open, so open pages and the landing page do not carry it.
const PageAccessNotice = lazy(() =>
  import('./page-access-notice').then((module) => ({ default: module.PageAccessNotice })),
);

/**
 * The route guard: every route's page renders through it, and it decides from the page rules
 * (src/domain/access/page-access.ts) whether the user may open the page. A closed page is
 * replaced by the reason and what to do, before the page's own code is even loaded, so no
 * catalogue request is made for a user the server would refuse. Offline the decision uses the
 * customer kept on the device.
 */
export function PageGuard({ children }: { children: ReactNode }) {
  const { appPath } = useSiteLocale();
  const viewer = useViewer();
  const decision = decidePageAccess(appPath, viewer, localToday(), new Date());

  switch (decision.kind) {
    case 'open': {
      return children;
    }
    case 'wait': {
      return <PageSkeleton />;
    }
    default: {
      return (
        <Suspense fallback={<PageSkeleton />}>
          <PageAccessNotice decision={decision.kind} />
        </Suspense>
      );
    }
  }
}
