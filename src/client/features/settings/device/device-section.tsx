/**
 * What this device keeps besides the vehicles kept offline (listed just above it on the
 * settings page): the pages cached from browsing and the changes waiting to sync.
 */
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../settings-section';
import { CachedPages } from './cached-pages';
import { QueuedChanges } from './queued-changes';

export function DeviceSection({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <SettingsSection
      title={t('settings.device.title', 'What else this device keeps')}
      testId="settings-device"
      offline={t(
        'settings.device.offlineNote',
        'Offline: cached pages open and can be cleared; changes made offline wait here and are sent by themselves when the network returns, and are never cleared from here.',
      )}
    >
      <CachedPages />
      {signedIn && <QueuedChanges />}
    </SettingsSection>
  );
}
