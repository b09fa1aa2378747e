/** Holds the registration route until its form is built (catalogue spec, section 2). */
import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function RegistrationPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.registration.title', 'Registration')}
      purpose={t('pages.registration.purpose', 'Register for an account of the parts catalogue.')}
    />
  );
}
