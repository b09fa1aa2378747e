/** Assembles the frame around every page: headers, banners, footer and cookie notice (shell spec, section 1 and 2). */
import { FluentProvider, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { cataloguePaths } from '../../../config/shell';
import { footerCollapsible, showsFooter } from '../../../domain/shell/header-selection';
import { useLocaleSync } from '../../i18n/use-locale-sync';
import type { AppLocation } from '../routing/site-locale-gate';
import { useSiteLocale } from '../../i18n/site-locale-context';
import { AccountRefusalWatcher } from '../../features/session/account-refusal-watcher';
import { AfterLogout } from '../../features/session/after-logout';
import { CustomerFetchErrorNotice } from '../../features/session/customer-fetch-error-notice';
import { CustomerSync } from '../../features/session/customer-sync';
import { SessionEndedNotice } from '../../features/session/session-ended-notice';
import { brandTheme } from '../../theme/brand-theme';
import { useLayoutContainerStyles } from '../../theme/layout-container';
import { AppIconBadge } from './app-icon-badge';
import { CookieNotice } from './cookie-notice/cookie-notice';
import { InstallButton } from './install-button';
import { LaunchHandler } from './launch-handler';
import { ShellHeader } from './shell-header';
import { OfflineBanner } from './offline-banner';
import { PageArea } from './page-area';
import { SyncRuntimeForUser } from './sync-runtime';
import { UpdatePrompt } from './update-prompt';
import { WindowTitle } from './window-title';

// Below the page, and with its dialogs and PDF viewer, it loads after the page's own scripts.
const SiteFooter = lazy(() => import('./footer/site-footer').then((module) => ({ default: module.SiteFooter })));

const useStyles = makeStyles({
  shell: { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
  skipLink: {
    position: 'absolute',
    left: '-10000px',
    ':focus': { left: tokens.spacingHorizontalM, top: tokens.spacingVerticalM, zIndex: 1 },
  },
  // At least a screen high, so the footer starts below the fold and is not pushed down as the
  // page's content arrives, and the page always scrolls, so the scrollbar never appears
  // later and moves the centred container sideways (issue 19: layout shift).
  main: { flexGrow: 1, minHeight: '100vh' },
});

/**
 * The frame around every page, themed for the brand (site) in the URL: the header the path
 * calls for, the cookie notice until accepted, the page, and the footer where it belongs.
 */
export function AppShell({ appLocation }: { appLocation: AppLocation }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const container = useLayoutContainerStyles();
  const { brand, locale } = useSiteLocale();
  useLocaleSync(locale.id);

  return (
    // The layout class goes on a div inside the provider: Fluent copies the provider's
    // className to its portal nodes, where a full-height flex box would cover the page.
    <FluentProvider theme={brandTheme(brand)} dir="ltr">
      <div className={styles.shell}>
        <a className={styles.skipLink} href="#main-content">
          {t('shell.skipToContent', 'Skip to main content')}
        </a>
        <AfterLogout />
        <AccountRefusalWatcher />
        <CustomerSync />
        <SyncRuntimeForUser />
        {/* The installed app's window (issue 21): its title, its icon's badge, what it was opened with. */}
        <WindowTitle appPath={appLocation.pathname} />
        <AppIconBadge />
        <LaunchHandler />
        <ShellHeader appPath={appLocation.pathname} />
        <InstallButton />
        <CookieNotice />
        <OfflineBanner />
        <SessionEndedNotice />
        <CustomerFetchErrorNotice />
        <UpdatePrompt />
        <main id="main-content" className={styles.main} tabIndex={-1}>
          {/* Every page in the spec's layout container (shell spec, section 9). */}
          <div className={container.container} data-testid="layout-container">
            <PageArea appLocation={appLocation} />
          </div>
        </main>
        {showsFooter(appLocation.pathname) && (
          <Suspense fallback={null}>
            <SiteFooter collapsible={footerCollapsible(appLocation.pathname, cataloguePaths)} />
          </Suspense>
        )}
      </div>
    </FluentProvider>
  );
}
