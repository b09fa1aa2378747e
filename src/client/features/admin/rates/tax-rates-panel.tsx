/**
 * Tax rates (admin selector option tax_rates; catalogue spec, sections 3, 5, 7 and 8): the
 * dealer's tax codes and rates in a market, read as stored, changed or added, and saved with
 * POST /admin/api/v1/taxRates (two decimals, trimmed codes). A failed save says so and that
 * nothing was changed. A saved code is never removed: the server merges by code.
 */
import { useTranslation } from 'react-i18next';
import { checkRate, checkRateCode } from '../../../../domain/admin/rate-entries';
import { readTaxRates, writeTaxRates } from '../../../api/admin/admin-rates';
import { RatesPanel } from './rates-panel';
import { newRowKey, type RatesSource } from './use-rates-editor';
import { useTwoDecimals } from './use-rate-format';

export function TaxRatesPanel() {
  const { t } = useTranslation();
  const twoDecimals = useTwoDecimals();

  const source: RatesSource = {
    read: async (choice) => {
      const stored = await readTaxRates(choice.market, choice.dealerCode);
      return {
        viewerId: stored.viewer.userId,
        rows: stored.rates.map(({ code, rate }) => ({ key: newRowKey(), code, rate, market: '', stored: rate })),
      };
    },
    write: async (shown, rows, viewerId) => {
      const taxRates = rows.map((row) => {
        const rate = checkRate(row.rate);
        return {
          taxCode: checkRateCode(row.code).ok ? row.code.trim() : row.code,
          taxRate: rate.ok ? rate.value : row.rate,
        };
      });
      const written = await writeTaxRates({
        updatedBy: viewerId,
        createdBy: viewerId,
        marketCode: shown.market,
        dealerCodes: [shown.dealerCode],
        taxRates,
      });
      if (!written) return undefined;
      const list = taxRates.map((entry) => `${entry.taxCode} ${twoDecimals(entry.taxRate)} %`).join(', ');
      return t('admin.taxRates.saved', 'Tax rates saved for {{dealer}} in {{market}}: {{list}}.', {
        dealer: shown.dealerCode,
        market: shown.market,
        list,
      });
    },
    notSaved: t('admin.taxRates.failed', 'The tax rates could not be saved; nothing was changed. Try again.'),
  };

  return (
    <RatesPanel
      name="tax-rates"
      source={source}
      texts={{
        purpose: t(
          'admin.taxRates.purpose',
          "A dealer's tax codes and rates in a market, used to price their shopping lists. Rates are percentages with two decimals.",
        ),
        heading: (shown, rows) =>
          rows.some((row) => row.stored !== undefined)
            ? t('admin.taxRates.showing', 'Tax rates of {{dealer}} in {{market}}', {
                dealer: shown.dealerCode,
                market: shown.market,
              })
            : t('admin.taxRates.none', '{{dealer}} has no tax rates in {{market}} yet; add a code.', {
                dealer: shown.dealerCode,
                market: shown.market,
              }),
        code: t('admin.taxRates.code', 'Tax code'),
        add: t('admin.taxRates.add', 'Add a tax code'),
        save: t('admin.taxRates.save', 'Save tax rates'),
      }}
    />
  );
}
