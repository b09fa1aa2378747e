/** Holds the subscription route for independent users until it is built (shell spec, section 2). */
import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function ManageSubscriptionPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.manageSubscription.title', 'Manage Subscription')}
      purpose={t('pages.manageSubscription.purpose', 'Manage your subscription to the parts catalogue.')}
    />
  );
}
