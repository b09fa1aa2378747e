import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../../components/upcoming-page';

export default function SearchPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.search.title', 'Part search')}
      purpose={t('pages.search.purpose', 'Search a catalogue by part number or description.')}
    />
  );
}
