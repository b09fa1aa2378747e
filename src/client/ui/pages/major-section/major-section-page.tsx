import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../../components/upcoming-page';

export default function MajorSectionPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.majorSection.title', 'Major section')}
      purpose={t('pages.majorSection.purpose', 'Browse the minor sections of a major section of the catalogue.')}
    />
  );
}
