import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../../components/upcoming-page';

export default function NotesPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.notes.title', 'My Notes')}
      purpose={t('pages.notes.purpose', 'Your notes on catalogue pages and parts.')}
    />
  );
}
