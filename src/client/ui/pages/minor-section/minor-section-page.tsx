import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../../components/upcoming-page';

export default function MinorSectionPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.minorSection.title', 'Minor section')}
      purpose={t('pages.minorSection.purpose', 'Browse the page sections of a minor section of the catalogue.')}
    />
  );
}
