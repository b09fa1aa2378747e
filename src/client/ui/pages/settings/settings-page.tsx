import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../../components/upcoming-page';

export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.settings.title', 'Settings')}
      purpose={t('pages.settings.purpose', 'Your preferences for the catalogue.')}
    />
  );
}
