/**
 * Tax rates (admin selector option tax_rates; catalogue spec, sections 3, 5, 7 and 8): the
 * dealer's tax codes and rates in a market, read as stored, changed or added, and saved with
 * POST /admin/api/v1/taxRates (two decimals, trimmed codes). A failed save says so and that
 * nothing was changed. A saved code is never removed: the server merges by code.
 */
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { checkRate, checkRateCode } from '../../../../domain/admin/rate-entries';
import { readTaxRates, writeTaxRates } from '../../../api/admin/admin-rates';
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

export function TaxRatesPanel() {
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
      const stored = await readTaxRates(choice.market, choice.dealerCode);
      state.setShown(choice);
      state.setViewerId(stored.viewer.userId);
      state.setShowProblems(false);
      state.setRows(stored.rates.map(({ code, rate }) => ({ key: newRowKey(), code, rate, market: '', stored: rate })));
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
    const taxRates = rows.map((row) => ({
      taxCode: checkRateCode(row.code).ok ? row.code.trim() : row.code,
      taxRate: (() => {
        const rate = checkRate(row.rate);
        return rate.ok ? rate.value : row.rate;
      })(),
    }));
    state.setBusy(true);
    try {
      const written = await writeTaxRates({
        updatedBy: state.viewerId,
        createdBy: state.viewerId,
        marketCode: shown.market,
        dealerCodes: [shown.dealerCode],
        taxRates,
      });
      if (!written) {
        state.setOutcome({
          intent: 'error',
          text: t('admin.taxRates.failed', 'The tax rates could not be saved; nothing was changed. Try again.'),
        });
        return;
      }
      const list = taxRates.map((entry) => `${entry.taxCode} ${twoDecimals(entry.taxRate)} %`).join(', ');
      await show(shown);
      state.setOutcome({
        intent: 'success',
        text: t('admin.taxRates.saved', 'Tax rates saved for {{dealer}} in {{market}}: {{list}}.', {
          dealer: shown.dealerCode,
          market: shown.market,
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
    <div className={styles.panel} data-testid="tax-rates-panel">
      <Text as="p">
        {t(
          'admin.taxRates.purpose',
          "A dealer's tax codes and rates in a market, used to price their shopping lists. Rates are percentages with two decimals.",
        )}
      </Text>
      <MarketDealerFields start={start} idPrefix="tax" onShow={(choice) => void show(choice)} />
      {shown !== undefined && (
        <>
          <Text as="p" weight="semibold">
            {rows.some((row) => row.stored !== undefined)
              ? t('admin.taxRates.showing', 'Tax rates of {{dealer}} in {{market}}', {
                  dealer: shown.dealerCode,
                  market: shown.market,
                })
              : t('admin.taxRates.none', '{{dealer}} has no tax rates in {{market}} yet; add a code.', {
                  dealer: shown.dealerCode,
                  market: shown.market,
                })}
          </Text>
          <RateRowsEditor
            rows={rows}
            onChange={state.setRows}
            showProblems={state.showProblems}
            codeLabel={t('admin.taxRates.code', 'Tax code')}
          />
          <div className={styles.actions}>
            <Button onClick={() => state.setRows([...rows, { key: newRowKey(), code: '', rate: '', market: '' }])}>
              {t('admin.taxRates.add', 'Add a tax code')}
            </Button>
            <Button appearance="primary" disabled={busy} onClick={() => void save()}>
              {t('admin.taxRates.save', 'Save tax rates')}
            </Button>
          </div>
        </>
      )}
      <RatesOutcome outcome={state.outcome} testId="tax-rates-outcome" />
    </div>
  );
}
