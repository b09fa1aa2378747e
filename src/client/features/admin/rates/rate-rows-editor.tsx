/**
 * Rows of code and rate (and, for discounts, the discount market), each checked beside its
 * field by the rules the server writes by (src/domain/admin/rate-entries.ts: codes trimmed,
 * rates from 0 to 100 with at most two decimals). The stored rate shows with two decimals.
 */
import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { checkRate, checkRateCode } from '../../../../domain/admin/rate-entries';
import { useTwoDecimals } from './use-rate-format';

export interface RateRow {
  key: number;
  code: string;
  rate: string;
  /** The discount market (market, market-1 or market-2); unused for tax. */
  market: string;
  /** The rate as stored, when the row came from the server. */
  stored?: string;
}

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: 0, margin: 0 },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
});

/** The first problem of each row's fields, for the panel to block a save and the editor to show. */
export function rowProblems(rows: readonly RateRow[]) {
  return rows.map((row) => {
    const code = checkRateCode(row.code);
    const rate = checkRate(row.rate);
    const duplicate =
      code.ok &&
      rows.some(
        (other) =>
          other.key < row.key &&
          other.market === row.market &&
          checkRateCode(other.code).ok &&
          other.code.trim() === code.value,
      );
    return {
      code: code.ok ? (duplicate ? 'twice' : undefined) : code.problem,
      rate: rate.ok ? undefined : rate.problem,
    };
  });
}

export function RateRowsEditor({
  rows,
  onChange,
  showProblems,
  codeLabel,
  markets,
}: {
  rows: RateRow[];
  onChange: (rows: RateRow[]) => void;
  showProblems: boolean;
  codeLabel: string;
  /** The discount markets to choose from; none for tax. */
  markets?: readonly string[];
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const twoDecimals = useTwoDecimals();
  const problems = rowProblems(rows);
  const change = (key: number, fields: Partial<RateRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...fields } : row)));

  return (
    <ul className={styles.list} aria-label={t('admin.rates.rows', 'Codes and rates')}>
      {rows.map((row, index) => {
        const problem = problems[index];
        const codeProblem =
          problem?.code === 'twice' ? t('admin.rates.codeTwice', 'This code is already in the list.') : problem?.code;
        return (
          <li key={row.key} className={styles.row} style={{ listStyle: 'none' }}>
            <Field
              label={codeLabel}
              validationMessage={showProblems ? codeProblem : undefined}
              validationState={showProblems && codeProblem !== undefined ? 'error' : 'none'}
            >
              <Input value={row.code} onChange={(_e, data) => change(row.key, { code: data.value })} />
            </Field>
            {markets !== undefined && (
              <Field label={t('admin.rates.discountMarket', 'Discount market')}>
                <Select value={row.market} onChange={(_e, data) => change(row.key, { market: data.value })}>
                  {markets.map((market) => (
                    <option key={market} value={market}>
                      {market}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            <Field
              label={t('admin.rates.rate', 'Rate (%)')}
              hint={
                row.stored === undefined
                  ? t('admin.rates.newCode', 'New code')
                  : t('admin.rates.storedRate', 'Now {{rate}} %', { rate: twoDecimals(row.stored) })
              }
              validationMessage={showProblems ? problem?.rate : undefined}
              validationState={showProblems && problem?.rate !== undefined ? 'error' : 'none'}
            >
              <Input
                value={row.rate}
                inputMode="decimal"
                onChange={(_e, data) => change(row.key, { rate: data.value })}
              />
            </Field>
            {row.stored === undefined && (
              <Button
                appearance="subtle"
                onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
                aria-label={t('admin.rates.removeRow', 'Remove new code {{code}}', {
                  code: row.code.trim() || index + 1,
                })}
              >
                {t('admin.rates.remove', 'Remove')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
