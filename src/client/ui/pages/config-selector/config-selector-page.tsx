import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../../components/upcoming-page';

export default function ConfigSelectorPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.configSelector.title', 'Configuration selector')}
      purpose={t('pages.configSelector.purpose', 'Choose the configuration of the vehicle whose catalogue you want to open.')}
    />
  );
}
