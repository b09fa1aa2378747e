import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../../components/upcoming-page';

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.home.title', 'Home')}
      purpose={t('pages.home.purpose', 'Choose a brand and a model, or enter a VIN or a registration number, to open that vehicle\'s catalogue.')}
    />
  );
}
