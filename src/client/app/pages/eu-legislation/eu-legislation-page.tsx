/** Holds the Data Download Platform's route until it is built (shell spec, section 2). */
import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function EuLegislationPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.euLegislation.title', 'Data Download Platform')}
      purpose={t('pages.euLegislation.purpose', 'Download EU legislation data.')}
    />
  );
}
