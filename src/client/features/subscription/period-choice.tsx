/**
 * Choosing the period to buy (EU 2018/858, Art. 63: by the hour, day, month or year), each
 * with its price in the market's currency and what it buys: the end it would give, counted
 * from the current end while the subscription runs, from now once it has ended.
 */
import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { nextSubscriptionEnd } from '../../../domain/subscription/subscription-end';
import type { SubscriptionPeriod } from '../../../domain/subscription/subscription-period';
import type { SubscriptionOffer } from '../../api/commerce/subscription-products';
import { usePeriodNames } from './use-period-names';
import { useSubscriptionFormatters } from './use-subscription-formatters';

export function PeriodChoice({
  offers,
  chosen,
  onChoose,
  currentEnd,
  now,
  disabled,
}: {
  offers: readonly SubscriptionOffer[];
  chosen: SubscriptionPeriod | undefined;
  onChoose: (period: SubscriptionPeriod) => void;
  currentEnd: string | undefined;
  now: Date;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const periods = usePeriodNames();
  const format = useSubscriptionFormatters();
  return (
    <Field label={t('subscription.choose.label', 'Period to buy')} required>
      <RadioGroup
        value={chosen ?? ''}
        disabled={disabled}
        onChange={(_, data) => {
          const offer = offers.find((candidate) => candidate.period === data.value);
          if (offer !== undefined) onChoose(offer.period);
        }}
        data-testid="subscription-periods"
      >
        {offers.map((offer) => (
          <Radio
            key={offer.period}
            value={offer.period}
            data-testid={`period-${offer.period}`}
            label={t('subscription.choose.option', '{{period}}: {{price}}, until {{end}}', {
              period: periods[offer.period],
              price: format.money(offer.price, offer.currency),
              end: format.moment(nextSubscriptionEnd(currentEnd, offer.period, now)),
            })}
          />
        ))}
      </RadioGroup>
    </Field>
  );
}
