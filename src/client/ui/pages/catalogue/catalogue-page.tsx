import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../../components/upcoming-page';

export default function CataloguePage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.catalogue.title', 'Catalogue')}
      purpose={t('pages.catalogue.purpose', 'Browse a vehicle catalogue by its major sections.')}
    />
  );
}
