import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../../components/upcoming-page';

export default function PageSectionPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.pageSection.title', 'Page section')}
      purpose={t('pages.pageSection.purpose', 'See the illustration and parts of one catalogue page.')}
    />
  );
}
