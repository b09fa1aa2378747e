/** The shopping list's price, discount, tax and total sums (catalogue spec, section 4). */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AmountFormatter } from '../../../domain/shopping-list/display-amounts';
import type { ListTotals as Totals } from '../../../domain/shopping-list/shopping-list-contracts';
import { useLineFieldLabels } from './line-field-labels';

const useStyles = makeStyles({
  totals: {
    display: 'grid',
    gridTemplateColumns: 'max-content max-content',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
  },
  group: { display: 'contents' },
  term: { fontWeight: tokens.fontWeightSemibold },
  amount: { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

const totalFields = ['price', 'discountedPrice', 'tax', 'total'] as const;

/** The list's totals: the sums of the lines' rounded figures (domain/shopping-list/pricing.ts). */
export function ListTotals({ totals, money }: { totals: Totals | undefined; money: AmountFormatter }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const labels = useLineFieldLabels();
  return (
    <section aria-label={t('shoppingList.totals', 'List totals')}>
      <dl className={styles.totals} data-testid="list-totals">
        {totalFields.map((field) => (
          <div key={field} className={styles.group}>
            <dt className={styles.term}>{labels[field]}</dt>
            <dd className={styles.amount} data-field={field}>
              {money(totals?.[field])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
