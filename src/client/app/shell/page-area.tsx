/**
 * Where the current route's page renders: through the route guard (a page the user may not
 * open says why instead), a skeleton while its code loads, the offline screen when that code
 * could not be loaded, the error page when the page itself failed.
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { isChunkLoadError } from '../../../domain/errors/chunk-load-error';
import { ConnectivityContext } from '../../machines/connectivity-context';
import { allowFailedPagesToRetry } from '../routing/lazy-page';
import { PageGuard } from '../routing/page-guard';
import { appRoutes } from '../routing/route-table';
import type { AppLocation } from '../routing/site-locale-gate';
import { useSiteLocale } from '../../i18n/site-locale-context';
import { ErrorBoundary } from '../../components/error-boundary';
import { ErrorScreen } from './error-screen';
import { OfflineScreen } from './offline-screen';
import { PageSkeleton } from '../../components/page-skeleton';
import { useErrorLoadingFlag } from './use-error-loading-flag';

/** Counts the times a failed chunk was cleared (retry, navigation, back online): each one tries again. */
function useChunkRetryGeneration(): number {
  const failedChunk = ConnectivityContext.useSelector((snapshot) => snapshot.context.failedChunk);
  const [previous, setPrevious] = useState(failedChunk);
  const [generation, setGeneration] = useState(0);
  if (previous !== failedChunk) {
    setPrevious(failedChunk);
    if (previous && !failedChunk) setGeneration(generation + 1);
  }
  return generation;
}

function useRouteChangeSignal(pathname: string): void {
  const connectivity = ConnectivityContext.useActorRef();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    connectivity.send({ type: 'route.changed', path: pathname });
  }, [connectivity, pathname]);
}

export function PageArea({ appLocation }: { appLocation: AppLocation }) {
  const connectivity = ConnectivityContext.useActorRef();
  const { hrefFor } = useSiteLocale();
  const generation = useChunkRetryGeneration();
  useRouteChangeSignal(appLocation.pathname);
  const retryKey = `${appLocation.pathname}#${generation}`;
  allowFailedPagesToRetry(retryKey);

  // Checked before the error page is displayed (shell spec, 8): after a failed logout the
  // first page is that error page, saying so (docs/decisions.md).
  const logoutFailed = useErrorLoadingFlag(appLocation.pathname);

  const onError = (error: unknown) => {
    if (isChunkLoadError(error)) connectivity.send({ type: 'chunk.failed', error, path: appLocation.pathname });
  };

  if (logoutFailed) {
    return <ErrorScreen homeHref={hrefFor('/home')} logoutFailed />;
  }
  return (
    <ErrorBoundary
      resetKey={retryKey}
      onError={onError}
      fallback={(error) => (isChunkLoadError(error) ? <OfflineScreen /> : <ErrorScreen homeHref={hrefFor('/home')} />)}
    >
      <Suspense fallback={<PageSkeleton />}>
        <Routes location={appLocation}>
          {appRoutes.map(({ path, Page }) => (
            <Route
              key={path}
              path={path}
              element={
                <PageGuard>
                  <Page />
                </PageGuard>
              }
            />
          ))}
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
