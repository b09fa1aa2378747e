import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../../components/upcoming-page';

export default function SharedCataloguePage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.sharedCatalogue.title', 'Shared catalogue')}
      purpose={t('pages.sharedCatalogue.purpose', 'Open a catalogue someone shared with you by link.')}
    />
  );
}
