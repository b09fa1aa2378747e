import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../../components/upcoming-page';

export default function VinDecoderPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.vinDecoder.title', 'VIN decoder')}
      purpose={t('pages.vinDecoder.purpose', 'Decode a vehicle identification number to find the vehicle\'s model, model year and features.')}
    />
  );
}
