/**
 * The preview of an uploaded parts list: every row with its line in the file, what it says,
 * and either the quantity its part will have in the list after adding (the merge rules of
 * catalogue spec, section 4) or why the row is left out.
 */
import {
  Badge,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PartsListRow } from '../../../../domain/parts-list/read-parts-list';
import type { ShoppingListLine } from '../../../../domain/shopping-list/shopping-list-contracts';
import { useLineFieldLabels } from '../line-field-labels';
import { useNumberFormat } from '../../../components/use-number-format';
import { useRowProblemText } from './use-upload-texts';

const useStyles = makeStyles({
  scroller: { maxWidth: '100%', overflowX: 'auto', maxHeight: '60vh', overflowY: 'auto' },
  number: { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  problems: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, color: tokens.colorPaletteRedForeground1 },
});

export interface PartsListPreviewProps {
  rows: readonly PartsListRow[];
  /** The list as it would be after adding the good rows; undefined when they cannot be added. */
  after: readonly ShoppingListLine[] | undefined;
}

export function PartsListPreview({ rows, after }: PartsListPreviewProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const labels = useLineFieldLabels();
  const problemText = useRowProblemText();
  const number = useNumberFormat();
  const quantityAfter = new Map((after ?? []).map((line) => [line.partNumber, line.quantity]));
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={t('uploadList.preview.title', 'Preview')}>
      <Table size="small" data-testid="upload-preview">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('uploadList.preview.line', 'Line')}</TableHeaderCell>
            <TableHeaderCell>{labels.partNumber}</TableHeaderCell>
            <TableHeaderCell>{labels.quantity}</TableHeaderCell>
            <TableHeaderCell>{labels.priceAmmend}</TableHeaderCell>
            <TableHeaderCell>{t('uploadList.preview.outcome', 'Result')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.line} data-line={row.line} data-ok={row.listLine ? 'true' : 'false'}>
              <TableCell className={styles.number}>{number(row.line)}</TableCell>
              <TableCell>{row.given.partNumber}</TableCell>
              <TableCell className={styles.number}>{row.given.quantity}</TableCell>
              <TableCell className={styles.number}>{row.given.priceAmmend}</TableCell>
              <TableCell>
                {row.listLine ? (
                  <Badge appearance="tint" color="success">
                    {after
                      ? t('uploadList.preview.after', 'Quantity in your list after adding: {{quantity}}', {
                          quantity: quantityAfter.get(row.listLine.partNumber) ?? row.listLine.quantity,
                        })
                      : t('uploadList.preview.good', 'Ready to add')}
                  </Badge>
                ) : (
                  <ul className={styles.problems}>
                    {row.problems.map((problem) => (
                      <li key={problem.field}>
                        {labels[problem.field]}: {problemText(problem)}
                      </li>
                    ))}
                  </ul>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
