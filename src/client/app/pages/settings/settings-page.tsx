/**
 * Settings (catalogue spec, section 2 and 3; shell spec, section 2): the user's language and
 * market, shopping-list export configuration and profile details, their password where it is
 * kept here, and what this device keeps. Each section says what works offline.
 */
import { Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { OfflineNote } from '../../../components/offline-note';
import { AvailableOfflineList } from '../../../features/catalogue/offline/available-offline-list';
import { DeviceSection } from '../../../features/settings/device/device-section';
import { RemoveKeptVehicles } from '../../../features/settings/device/remove-kept-vehicles';
import { PasswordSection } from '../../../features/settings/password/password-section';
import { useUserProfile } from '../../../features/profile';
import { useSessionKind } from '../../../machines/session/session-context';
import { useSignedInCustomer } from '../../../machines/session/use-signed-in-customer';
import { DetailsSection } from './details-section';
import { ExportConfigSection } from './export-config-section';
import { LanguageMarketSection } from './language-market-section';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '1024px' },
  kept: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
});

/** The settings page; a guest gets what this device keeps, and is told that the rest needs signing in. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const registered = useSessionKind() === 'registered';
  const customer = useSignedInCustomer();
  const profileView = useUserProfile();
  const { profile } = profileView;
  // Signed in, but this user's store on the device is not open yet (the sync runtime opens it
  // just after start): the forms wait, or they would start from an empty profile.
  const loaded = profileView.loaded && profileView.registered === registered;

  return (
    <article className={styles.page}>
      <Title1 as="h1">{t('pages.settings.title', 'Settings')}</Title1>
      <Text as="p">{t('pages.settings.purpose', 'Your preferences for the catalogue.')}</Text>
      {!registered && (
        <Text as="p" data-testid="settings-sign-in">
          {t(
            'settings.signInForProfile',
            'Sign in to change your market, export configuration and details; they then follow you to every device.',
          )}
        </Text>
      )}
      <LanguageMarketSection />
      {registered && <ExportConfigSection saved={profile.exportConfig} loaded={loaded} />}
      {registered && <DetailsSection saved={profile.details} loaded={loaded} />}
      {customer && <PasswordSection customer={customer} />}
      <div className={styles.kept}>
        <AvailableOfflineList />
        <RemoveKeptVehicles />
      </div>
      <DeviceSection signedIn={registered} />
      <OfflineNote>
        {t(
          'settings.offlineNoteWithProfile',
          'Offline: this page works without a network; your settings change on this device and reach your account when the network returns, except the password, which needs a network. The vehicles kept on this device are listed here and can be removed, and making another available offline needs a network.',
        )}
      </OfflineNote>
    </article>
  );
}
