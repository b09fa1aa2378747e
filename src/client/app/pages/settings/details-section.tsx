/** The profile details section of the settings page (catalogue spec, sections 3 and 5), queued as setDetails. */
import { useTranslation } from 'react-i18next';
import { queueProfileChange, type ProfileDetails } from '../../../features/profile';
import { DetailsForm, type SaveOutcome } from '../../../features/settings/details/details-form';
import { SettingsSection } from '../../../features/settings/settings-section';

async function saveDetails(details: ProfileDetails): Promise<SaveOutcome> {
  const queued = await queueProfileChange({ action: 'setDetails', details });
  return queued.ok ? { ok: true } : queued;
}

export function DetailsSection({ saved, loaded }: { saved: ProfileDetails; loaded: boolean }) {
  const { t } = useTranslation();
  return (
    <SettingsSection
      title={t('settings.details.title', 'Your details')}
      testId="settings-details"
      offline={t(
        'settings.details.offlineNote',
        'Offline: your details can be changed without a network; they are kept on this device and reach your account when the network returns.',
      )}
    >
      {loaded && <DetailsForm saved={saved} onSave={saveDetails} />}
    </SettingsSection>
  );
}
