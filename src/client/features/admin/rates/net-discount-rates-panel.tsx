/**
 * Net discount rates (admin selector option net_discount_rates; catalogue spec, sections 3, 5,
 * 7 and 8): a dealer's discount codes and rates in a market and its discount markets (market,
 * market-1, market-2), read as stored, changed or added, and saved with POST
 * /admin/api/v1/discountCodes (discountType 'default', codes trimmed, two decimals). A failed
 * save says so and that nothing was changed.
 */
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { checkRate, discountType } from '../../../../domain/admin/rate-entries';
import { discountMarketsOf } from '../../../../domain/shopping-list/rate-resolution';
import { readDiscountRates, writeDiscountCodes } from '../../../api/admin/admin-rates';
import { adminFailure } from '../admin-failure';
import { useAdminStart } from './admin-viewer';
import { MarketDealerFields, type MarketDealer } from './market-dealer-fields';
import { RateRowsEditor, rowProblems } from './rate-rows-editor';
import { RatesOutcome } from './rates-outcome';
import { newRowKey, useRatesPanelState } from './rates-panel-state';
import { useTwoDecimals } from './use-rate-format';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalM,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

export function NetDiscountRatesPanel() {
  const { t } = useTranslation();
  const styles = useStyles();
  const start = useAdminStart();
  const twoDecimals = useTwoDecimals();
  const state = useRatesPanelState();
  const { shown, rows, busy } = state;

  const show = async (choice: MarketDealer) => {
    state.setBusy(true);
    state.setOutcome(undefined);
    try {
      const stored = await readDiscountRates(choice.market, choice.dealerCode);
      state.setShown(choice);
      state.setViewerId(stored.viewer.userId);
      state.setShowProblems(false);
      state.setRows(
        stored.markets.flatMap(({ market, rates }) =>
          rates.map(({ code, rate }) => ({ key: newRowKey(), code, rate, market, stored: rate })),
        ),
      );
    } catch (error) {
      state.setShown(undefined);
      state.setOutcome({ intent: 'error', text: adminFailure(error, t, 'read') });
    } finally {
      state.setBusy(false);
    }
  };

  const save = async () => {
    if (shown === undefined) return;
    state.setShowProblems(true);
    if (rows.length === 0 || rowProblems(rows).some((problem) => problem.code ?? problem.rate)) return;
    const discountRates = rows.map((row) => {
      const rate = checkRate(row.rate);
      return {
        discountCode: row.code.trim(),
        market: row.market,
        discountType,
        discountRate: rate.ok ? rate.value : row.rate,
      };
    });
    state.setBusy(true);
    try {
      const written = await writeDiscountCodes({
        updatedBy: state.viewerId,
        marketCode: shown.market,
        dealerCodes: [shown.dealerCode],
        discountRates,
      });
      if (!written) {
        state.setOutcome({
          intent: 'error',
          text: t('admin.discounts.failed', 'The discount rates could not be saved; nothing was changed. Try again.'),
        });
        return;
      }
      const list = discountRates
        .map((entry) => `${entry.discountCode} (${entry.market}) ${twoDecimals(entry.discountRate)} %`)
        .join(', ');
      await show(shown);
      state.setOutcome({
        intent: 'success',
        text: t('admin.discounts.saved', 'Discount rates saved for {{dealer}}: {{list}}.', {
          dealer: shown.dealerCode,
          list,
        }),
      });
    } catch (error) {
      state.setOutcome({ intent: 'error', text: adminFailure(error, t) });
    } finally {
      state.setBusy(false);
    }
  };

  return (
    <div className={styles.panel} data-testid="net-discount-rates-panel">
      <Text as="p">
        {t(
          'admin.discounts.purpose',
          "A dealer's discount codes and rates in a market and its discount markets (market-1, market-2), used to price their shopping lists. Rates are percentages with two decimals.",
        )}
      </Text>
      <MarketDealerFields start={start} idPrefix="discount" onShow={(choice) => void show(choice)} />
      {shown !== undefined && (
        <>
          <Text as="p" weight="semibold">
            {t('admin.discounts.showing', 'Discount rates of {{dealer}} in {{market}}', {
              dealer: shown.dealerCode,
              market: shown.market,
            })}
          </Text>
          <RateRowsEditor
            rows={rows}
            onChange={state.setRows}
            showProblems={state.showProblems}
            codeLabel={t('admin.discounts.code', 'Discount code')}
            markets={discountMarketsOf(shown.market)}
          />
          <div className={styles.actions}>
            <Button
              onClick={() => state.setRows([...rows, { key: newRowKey(), code: '', rate: '', market: shown.market }])}
            >
              {t('admin.discounts.add', 'Add a discount code')}
            </Button>
            <Button appearance="primary" disabled={busy} onClick={() => void save()}>
              {t('admin.discounts.save', 'Save discount rates')}
            </Button>
          </div>
        </>
      )}
      <RatesOutcome outcome={state.outcome} testId="net-discount-rates-outcome" />
    </div>
  );
}
