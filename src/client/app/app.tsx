/** The app's root: translation, errors, connectivity, session and router around the shell (shell spec, section 1). */
import { RendererProvider } from '@fluentui/react-components';
import type { i18n } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import type { AppActors } from '../machines/app-actors';
import { ConnectivityProvider } from '../machines/connectivity-context';
import { SessionProvider } from '../machines/session/session-context';
import { SiteLocaleGate } from './routing/site-locale-gate';
import { AppShell } from './shell/app-shell';
import { DocumentSignalsWriter } from './shell/document-signals';
import { ErrorBoundary } from '../components/error-boundary';
import { ErrorScreen } from './shell/error-screen';
import { PageSkeleton } from '../components/page-skeleton';
import { createStyleRenderer } from '../theme/style-renderer';

/** One renderer for the page's life: it remembers which components' styles are in the page. */
const styleRenderer = createStyleRenderer(document);

export function App({ i18nInstance, actors }: { i18nInstance: i18n; actors: AppActors }) {
  return (
    <RendererProvider renderer={styleRenderer} targetDocument={document}>
      <I18nextProvider i18n={i18nInstance}>
        <ErrorBoundary fallback={() => <ErrorScreen homeHref="/home" />}>
          <ConnectivityProvider actor={actors.connectivity}>
            <SessionProvider actor={actors.session}>
              <DocumentSignalsWriter />
              <BrowserRouter>
                <Suspense fallback={<PageSkeleton />}>
                  <SiteLocaleGate>{(appLocation) => <AppShell appLocation={appLocation} />}</SiteLocaleGate>
                </Suspense>
              </BrowserRouter>
            </SessionProvider>
          </ConnectivityProvider>
        </ErrorBoundary>
      </I18nextProvider>
    </RendererProvider>
  );
}
