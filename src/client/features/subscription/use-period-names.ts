/** The words for the four periods a subscription is bought by (EU 2018/858, Art. 63). */
import { useTranslation } from 'react-i18next';
import type { SubscriptionPeriod } from '../../../domain/subscription/subscription-period';

export function usePeriodNames(): Record<SubscriptionPeriod, string> {
  const { t } = useTranslation();
  return {
    hour: t('subscription.period.hour', 'One hour'),
    day: t('subscription.period.day', 'One day'),
    month: t('subscription.period.month', 'One month'),
    year: t('subscription.period.year', 'One year'),
  };
}
