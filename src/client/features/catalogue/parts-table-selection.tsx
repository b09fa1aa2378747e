/**
 * The parts table's check boxes (issue 20): which rows to add to the shopping list together.
 * Apart from the row selection that ties rows to the illustration's callouts, so a click on a
 * check box checks the row and selects nothing.
 */
import { Checkbox, TableHeaderCell, TableSelectionCell, makeStyles, mergeClasses } from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  // A printed parts list has no use for them, like the other columns of actions.
  printHidden: { '@media print': { display: 'none' } },
  // As wide as the rows' selection cells below it (Fluent's TableSelectionCell).
  checkAll: { width: '44px', paddingLeft: 0, paddingRight: 0, textAlign: 'center' },
});

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

export function CheckAllRowsHeaderCell({
  checkedCount,
  rowCount,
  onToggleAll,
}: {
  checkedCount: number;
  rowCount: number;
  onToggleAll: () => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const checked = checkedCount === 0 ? false : checkedCount === rowCount ? true : 'mixed';
  // A header cell (th), not a selection cell (td): the rows' check boxes below need a column
  // header, which assistive technology reads with each of them (axe's td-has-header).
  return (
    <TableHeaderCell className={mergeClasses(styles.checkAll, styles.printHidden)} onClick={stopRowClick}>
      <Checkbox
        checked={checked}
        aria-label={t('catalogue.parts.checkAll', 'Select all parts on this page')}
        onChange={onToggleAll}
      />
    </TableHeaderCell>
  );
}

export function CheckRowCell({
  partNumber,
  callOutCode,
  checked,
  onToggle,
}: {
  partNumber: string;
  callOutCode: string;
  checked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <TableSelectionCell
      className={styles.printHidden}
      checked={checked}
      checkboxIndicator={{
        'aria-label': t('catalogue.parts.checkRow', 'Select {{partNumber}}, callout {{callOutCode}}', {
          partNumber,
          callOutCode,
        }),
      }}
      onClick={(event) => {
        stopRowClick(event);
        onToggle();
      }}
    />
  );
}
