import { FluentProvider, makeStaticStyles, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocaleSync } from '../../i18n/use-locale-sync';
import type { AppLocation } from '../routing/site-locale-gate';
import { useSiteLocale } from '../routing/site-locale-context';
import { AfterLogout } from '../session/after-logout';
import { CustomerSync } from '../session/customer-sync';
import { brandTheme } from '../theme/brand-theme';
import { OfflineBanner } from './offline-banner';
import { PageArea } from './page-area';
import { SimpleHeader } from './simple-header';
import { SyncRuntimeForUser } from './sync-runtime';
import { UpdatePrompt } from './update-prompt';

const useGlobalStyles = makeStaticStyles({
  body: { margin: 0 },
});

const useStyles = makeStyles({
  shell: { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
  skipLink: {
    position: 'absolute',
    left: '-10000px',
    ':focus': { left: tokens.spacingHorizontalM, top: tokens.spacingVerticalM, zIndex: 1 },
  },
  main: { flexGrow: 1, padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}` },
});

/** The frame around every page, themed for the brand (site) in the URL. */
export function AppShell({ appLocation }: { appLocation: AppLocation }) {
  const { t } = useTranslation();
  useGlobalStyles();
  const styles = useStyles();
  const { brand, locale } = useSiteLocale();
  useLocaleSync(locale.id);

  return (
    <FluentProvider theme={brandTheme(brand)} className={styles.shell} dir="ltr">
      <a className={styles.skipLink} href="#main-content">
        {t('shell.skipToContent', 'Skip to main content')}
      </a>
      <AfterLogout />
      <CustomerSync />
      <SyncRuntimeForUser />
      <SimpleHeader />
      <OfflineBanner />
      <UpdatePrompt />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <PageArea appLocation={appLocation} />
      </main>
    </FluentProvider>
  );
}
