/**
 * A part's price and stock as text (issue 20): money in the market's currency with two
 * decimals, "your price" when a discount applies, stock in units or the lead time in days,
 * and, for a value that is not current, the day it was read ("Price on 24 Nov 2026").
 */
import { Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { offerDateFormatter, type PartOfferView } from '../../../domain/shopping-list/part-offer';
import { useSiteLocale } from '../../i18n/site-locale-context';
import { useAmountFormatters } from '../shopping-list/use-amount-formatters';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
  dated: { color: tokens.colorNeutralForeground3 },
  noWrap: { whiteSpace: 'nowrap' },
});

function useOfferDate(): (iso: string) => string {
  const { locale } = useSiteLocale();
  return useMemo(() => offerDateFormatter(locale.id), [locale.id]);
}

/** The unit price, your price when a discount applies, and the day it was read when not current. */
export function PriceText({ offer }: { offer: PartOfferView | undefined }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { money } = useAmountFormatters(offer?.currency ?? '');
  const day = useOfferDate();
  if (offer === undefined) return <Text data-testid="part-price">{t('prices.noPrice', 'No price')}</Text>;
  return (
    <span className={styles.stack} data-testid="part-price" data-dated={offer.asOf !== undefined}>
      <Text className={styles.noWrap}>{money(offer.unitPrice)}</Text>
      {offer.discounted && (
        <Caption1 className={styles.noWrap}>
          {t('prices.yourPrice', 'Your price {{amount}}', { amount: money(offer.yourPrice) })}
        </Caption1>
      )}
      {offer.asOf !== undefined && (
        <Caption1 className={styles.dated}>
          {t('prices.priceOn', 'Price on {{date}}', { date: day(offer.asOf) })}
        </Caption1>
      )}
    </span>
  );
}

/** Units in the dealer's stock, or the lead time when none, and the day it was read when not current. */
export function StockText({ offer }: { offer: PartOfferView | undefined }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const day = useOfferDate();
  if (offer === undefined) return null;
  const { stock } = offer;
  const text =
    stock.kind === 'in-stock'
      ? t('prices.inStock', 'In stock: {{count}}', { count: stock.quantity })
      : stock.kind === 'lead-time'
        ? t('prices.leadTime', 'Not in stock; lead time in days: {{count}}', { count: stock.days })
        : t('prices.stockUnknown', 'Stock not known');
  return (
    <span className={styles.stack} data-testid="part-stock" data-stock={stock.kind}>
      <Text>{text}</Text>
      {offer.asOf !== undefined && stock.kind !== 'unknown' && (
        <Caption1 className={styles.dated}>
          {t('prices.stockOn', 'Stock on {{date}}', { date: day(offer.asOf) })}
        </Caption1>
      )}
    </span>
  );
}
