/**
 * Net discount rates (admin selector option net_discount_rates; catalogue spec, sections 3, 5,
 * 7 and 8): a dealer's discount codes and rates in a market and its discount markets (market,
 * market-1, market-2), read as stored, changed or added, and saved with POST
 * /admin/api/v1/discountCodes (discountType 'default', codes trimmed, two decimals). A failed
 * save says so and that nothing was changed.
 */
import { useTranslation } from 'react-i18next';
import { checkRate, discountType } from '../../../../domain/admin/rate-entries';
import { discountMarketsOf } from '../../../../domain/shopping-list/rate-resolution';
import { readDiscountRates, writeDiscountCodes } from '../../../api/admin/admin-rates';
import { RatesPanel } from './rates-panel';
import { newRowKey, type RatesSource } from './use-rates-editor';
import { useTwoDecimals } from './use-rate-format';

export function NetDiscountRatesPanel() {
  const { t } = useTranslation();
  const twoDecimals = useTwoDecimals();

  const source: RatesSource = {
    read: async (choice) => {
      const stored = await readDiscountRates(choice.market, choice.dealerCode);
      return {
        viewerId: stored.viewer.userId,
        rows: stored.markets.flatMap(({ market, rates }) =>
          rates.map(({ code, rate }) => ({ key: newRowKey(), code, rate, market, stored: rate })),
        ),
      };
    },
    write: async (shown, rows, viewerId) => {
      const discountRates = rows.map((row) => {
        const rate = checkRate(row.rate);
        return {
          discountCode: row.code.trim(),
          market: row.market,
          discountType,
          discountRate: rate.ok ? rate.value : row.rate,
        };
      });
      const written = await writeDiscountCodes({
        updatedBy: viewerId,
        marketCode: shown.market,
        dealerCodes: [shown.dealerCode],
        discountRates,
      });
      if (!written) return undefined;
      const list = discountRates
        .map((entry) => `${entry.discountCode} (${entry.market}) ${twoDecimals(entry.discountRate)} %`)
        .join(', ');
      return t('admin.discounts.saved', 'Discount rates saved for {{dealer}}: {{list}}.', {
        dealer: shown.dealerCode,
        list,
      });
    },
    notSaved: t('admin.discounts.failed', 'The discount rates could not be saved; nothing was changed. Try again.'),
  };

  return (
    <RatesPanel
      name="net-discount-rates"
      source={source}
      marketsOf={discountMarketsOf}
      texts={{
        purpose: t(
          'admin.discounts.purpose',
          "A dealer's discount codes and rates in a market and its discount markets (market-1, market-2), used to price their shopping lists. Rates are percentages with two decimals.",
        ),
        heading: (shown) =>
          t('admin.discounts.showing', 'Discount rates of {{dealer}} in {{market}}', {
            dealer: shown.dealerCode,
            market: shown.market,
          }),
        code: t('admin.discounts.code', 'Discount code'),
        add: t('admin.discounts.add', 'Add a discount code'),
        save: t('admin.discounts.save', 'Save discount rates'),
      }}
    />
  );
}
