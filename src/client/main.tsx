/** Starts the app: service worker, translations and the React root (shell spec, section 1). */
import { FluentProvider } from '@fluentui/react-components';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { firstVisitUrl, localeInForce } from '../domain/site-locale/locale-in-force';
import { resolveSiteFromUrl } from '../domain/site-locale/resolve';
import { stripSiteLocale } from '../domain/site-locale/strip-url';
import { App } from './app/app';
import { levelToAskEarly } from './app/routing/opened-level';
import { preloadPageFor } from './app/routing/route-table';
import { preloadHeaderFor } from './app/shell/shell-header';
import { preloadSyncRuntime } from './app/shell/sync-runtime';
import { readLastCustomer } from './store/last-customer';
import { localToday } from './machines/session/use-viewer';
import { appSiteLocaleConfig, loadUrlModes } from './i18n/app-site-locale-config';
import { startAppActors, type AppActors } from './machines/app-actors';
import { registeredUserKey } from './machines/session/registered-user-key';
import { createI18n } from './i18n/create-i18n';
import { thisDevice } from './i18n/locale-choice';
import { codeComesFromDevice } from './pwa/code-from-device';
import { watchInstallPrompt } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/service-worker-updates';
import { startErrorReporting } from './reporting/error-reporting';
import { ErrorScreen } from './app/shell/error-screen';
import { keepTabsterRootGuardsOutOfTabOrder } from './components/tabster-root-dummies';
import { yieldToBrowser } from './yield-to-browser';
import { brandTheme } from './theme/brand-theme';
import { brands, productSiteId } from '../config/sites';

function rootElement(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  return container;
}

let root: Root | undefined;

/** How long the first render waits for the header's and the page's code before drawing skeletons instead. */
const pagePreloadWaitMs = 1_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function start(): Promise<void> {
  // Evaluating the app's modules was one task; what start does is others (yield-to-browser.ts).
  await yieldToBrowser();
  registerServiceWorker();
  // The browser may offer installation before anything is drawn (issue 21).
  watchInstallPrompt();
  keepTabsterRootGuardsOutOfTabOrder(document);
  startErrorReporting().catch((error: unknown) => console.warn('Error reporting could not start', error));
  await loadUrlModes();
  const config = appSiteLocaleConfig();
  // A first visit opens in the browser's language (issue 18), before anything renders.
  const firstVisit = firstVisitUrl(currentUrl(), config, thisDevice());
  if (firstVisit !== undefined) window.history.replaceState(window.history.state, '', firstVisit);
  const locale = localeInForce(currentUrl(), config, thisDevice());
  await yieldToBrowser();
  // Running before anything renders (started-actor-context.tsx); the session's login, when it
  // needs one, goes out beside the translations and the page's code.
  const actors = await startAppActors();
  await yieldToBrowser();
  const userDbChosen = chooseUserDbBeforeFirstRender(actors);
  // The header's and the page's code load beside the translations, so the first render shows
  // them rather than skeletons, and a header never swaps under the page. On a first visit the
  // page's code comes over the network: the shell, with the page's skeleton, is drawn without
  // waiting for it.
  const appPath = stripSiteLocale(currentUrl(), config);
  const pageLoaded = preloadPageFor(appPath);
  const keptCustomer = readLastCustomer();
  const siteId = resolveSiteFromUrl(currentUrl(), config).id;
  const level = levelToAskEarly(appPath, siteId, keptCustomer, localToday(), new Date());
  if (level !== undefined) {
    import('./features/catalogue/ask-early-for-level')
      // The brand's level is /home's, which shows its models' pictures.
      .then(({ askEarlyForLevel }) => askEarlyForLevel(level, locale.id, keptCustomer, level === siteId))
      // The page asks for its level itself all the same.
      .catch(() => undefined);
  }
  const headerLoaded = preloadHeaderFor(appPath);
  // A user signed in on this device gets the sync runtime's code beside them, not waited for.
  if (keptCustomer) preloadSyncRuntime().catch(() => undefined);
  const pageCode = Promise.race([
    Promise.all(codeComesFromDevice() ? [headerLoaded, pageLoaded, userDbChosen] : [headerLoaded, userDbChosen]),
    delay(pagePreloadWaitMs),
  ]);
  const [i18nInstance] = await Promise.all([createI18n(locale.id), pageCode]);
  const appRoot = createRoot(rootElement());
  root = appRoot;
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree: a slow phone stays responsive while the app starts.
  startTransition(() =>
    appRoot.render(
      <StrictMode>
        <App i18nInstance={i18nInstance} actors={actors} />
      </StrictMode>,
    ),
  );
}

/**
 * The signed-in registered user's database, made the screens' before the first render. The
 * sync runtime sets it too, but only once it is drawn: a page then drew every reader of the
 * database again at once, synchronously, as it opened (about 120 ms on a slow phone). Its code
 * (Dexie) is imported here only for such a user, so the landing page does not load it.
 */
function chooseUserDbBeforeFirstRender({ session }: AppActors): Promise<void> {
  const userKey = registeredUserKey(session.getSnapshot());
  if (userKey === null) return Promise.resolve();
  return import('./store/user-db/current-user-db')
    .then(({ setCurrentUser }) => setCurrentUser(userKey))
    .catch((error: unknown) => console.warn("The user's database is chosen after the first render", error));
}

function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** If the app cannot even start, the fatal error page still shows, in its inline English. */
function showStartFailure(error: unknown): void {
  console.error(error);
  const productBrand = brands.find(({ siteId }) => siteId === productSiteId);
  root ??= createRoot(rootElement());
  root.render(
    <FluentProvider theme={productBrand && brandTheme(productBrand)}>
      <ErrorScreen homeHref="/home" />
    </FluentProvider>,
  );
}

start().catch(showStartFailure);
