/** Holds the admin area's route until it is built (catalogue spec, section 2; shell spec, section 6). */
import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function AdminManagementPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.adminManagement.title', 'Admin management')}
      purpose={t(
        'pages.adminManagement.purpose',
        'Manage users, tax rates, prices, discounts, updates and service messages.',
      )}
    />
  );
}
