/** The words for the four periods a subscription is bought by, in the user's language. */
import { periodNames } from '../../../domain/commerce/receipt';
import type { SubscriptionPeriod } from '../../../domain/subscription/subscription-period';
import { useTranslate } from '../../i18n/use-translate';

export function usePeriodNames(): Record<SubscriptionPeriod, string> {
  return periodNames(useTranslate());
}
