import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../../components/upcoming-page';

export default function IllustrationDisplayPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.illustrationDisplay.title', 'Illustration')}
      purpose={t('pages.illustrationDisplay.purpose', 'A catalogue illustration with its numbered parts, for viewing and printing.')}
    />
  );
}
