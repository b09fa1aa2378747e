import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../../components/upcoming-page';

export default function CallbackPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.callback.title', 'Signing you in')}
      purpose={t('pages.callback.purpose', 'This page receives you back from your identity provider and completes your sign-in.')}
    />
  );
}
