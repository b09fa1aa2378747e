import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../../components/upcoming-page';

export default function SearchHistoryPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.searchHistory.title', 'Search History')}
      purpose={t('pages.searchHistory.purpose', 'Your recent searches, to go back to a session.')}
    />
  );
}
