/** Holds the parts-list upload route until it is built (catalogue spec, section 2). */
import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function UploadCsvXmlPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.uploadCsvXml.title', 'Upload CSV or XML')}
      purpose={t('pages.uploadCsvXml.purpose', 'Upload a parts list as a CSV or XML file.')}
    />
  );
}
