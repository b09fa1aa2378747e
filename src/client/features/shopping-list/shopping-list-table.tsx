/** The shopping list's lines, with their prices and editable fields (catalogue spec, sections 2-4). */
import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartReplacement } from '../../../domain/catalogue/supersession';
import { twoDecimals } from '../../../domain/money/decimal';
import type { AmountFormatter } from '../../../domain/shopping-list/display-amounts';
import { checkPriceAmmend, checkQuantity } from '../../../domain/shopping-list/line-validation';
import type { PricedLine, ShoppingListLine } from '../../../domain/shopping-list/shopping-list-contracts';
import { lineFields, useLineFieldLabels, type LineField } from './line-field-labels';
import { LineValueField } from './line-value-field';
import { SupersededLine } from './superseded-line';
import type { ChangeList } from './use-change-shopping-list';

const useStyles = makeStyles({
  scroller: { maxWidth: '100%', overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  number: { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  nowrap: { whiteSpace: 'nowrap' },
  partNumber: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  removeFailed: { color: tokens.colorPaletteRedForeground1 },
});

const moneyFields = new Set<LineField>(['unitPrice', 'price', 'discountedPrice', 'tax', 'total']);
const rateFields = new Set<LineField>(['discountRate', 'taxRate']);

export interface ShoppingListTableProps {
  lines: readonly ShoppingListLine[];
  /** The priced lines by productId (may lag a moment behind an edit). */
  pricedLines: ReadonlyMap<string, PricedLine>;
  pendingProductIds: ReadonlySet<string>;
  /** Lines a change the server refused touches (the list's refused changes say why). */
  refusedProductIds: ReadonlySet<string>;
  /** What replaced the superseded parts among the lines' (issue 20). */
  replacements: ReadonlyMap<string, PartReplacement>;
  money: AmountFormatter;
  rate: AmountFormatter;
  changeList: ChangeList;
  /** Where focus goes when the line removed was the only one (stable, or every row re-renders). */
  onLastLineRemoved: () => void;
  /** The columns shown: every list-line field, or unpricedLineFields without price access (issue 20). */
  fields?: readonly LineField[];
}

/**
 * The list's lines with every list-line field of catalogue spec, section 3, money and rates with two
 * decimals. Quantity and priceAmmend are edited in place; a line can be removed; a line with a
 * change the server has not acknowledged says it is waiting to sync.
 */
export function ShoppingListTable({
  lines,
  pricedLines,
  pendingProductIds,
  refusedProductIds,
  replacements,
  money,
  rate,
  changeList,
  onLastLineRemoved,
  fields = lineFields,
}: ShoppingListTableProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const labels = useLineFieldLabels();
  const [removeFailure, setRemoveFailure] = useState<{ productId: string; message: string } | null>(null);
  const remove = useCallback(
    async (productId: string, button: HTMLElement) => {
      // Focus moves to the next line's Remove (or the previous one's), not to the page's start.
      const row = button.closest('tr');
      const neighbour = (row?.nextElementSibling ?? row?.previousElementSibling)?.querySelector<HTMLElement>(
        '[data-remove-line]',
      );
      const message = await changeList({ action: 'remove', productId });
      setRemoveFailure(message === null ? null : { productId, message });
      if (message !== null) return;
      if (neighbour) neighbour.focus();
      else onLastLineRemoved();
    },
    [changeList, onLastLineRemoved],
  );
  // A replaced line leaves the table: focus goes to the line of its current part once it is drawn.
  const tableRef = useRef<HTMLTableElement>(null);
  const [focusLine, setFocusLine] = useState<string | null>(null);
  useEffect(() => {
    if (focusLine === null) return;
    const row = tableRef.current?.querySelector<HTMLElement>(`tr[data-product-id="${CSS.escape(focusLine)}"]`);
    const button = row?.querySelector<HTMLElement>('[data-remove-line]');
    if (!button) return;
    button.focus();
    setFocusLine(null);
  }, [focusLine, lines]);

  return (
    <div className={styles.scroller}>
      <Table
        ref={tableRef}
        className={styles.table}
        aria-label={t('shoppingList.table', 'Lines of your shopping list')}
        data-testid="shopping-list-table"
      >
        <TableHeader>
          <TableRow>
            {fields.map((field) => (
              <TableHeaderCell
                key={field}
                className={moneyFields.has(field) || rateFields.has(field) ? styles.number : styles.nowrap}
              >
                {labels[field]}
              </TableHeaderCell>
            ))}
            <TableHeaderCell>{t('shoppingList.line.actions', 'Actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line) => (
            <ShoppingListRow
              key={line.productId}
              line={line}
              fields={fields}
              priced={pricedLines.get(line.productId)}
              pending={pendingProductIds.has(line.productId)}
              refused={refusedProductIds.has(line.productId)}
              replacement={replacements.get(line.partNumber)}
              onReplaced={setFocusLine}
              money={money}
              rate={rate}
              changeList={changeList}
              onRemove={remove}
              removeFailure={removeFailure?.productId === line.productId ? removeFailure.message : undefined}
            />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

interface ShoppingListRowProps {
  line: ShoppingListLine;
  fields: readonly LineField[];
  priced: PricedLine | undefined;
  pending: boolean;
  /** A change to it was refused by the server (the list's refused changes say why). */
  refused: boolean;
  replacement: PartReplacement | undefined;
  onReplaced: (productId: string) => void;
  money: AmountFormatter;
  rate: AmountFormatter;
  changeList: ChangeList;
  onRemove: (productId: string, button: HTMLElement) => Promise<void>;
  removeFailure: string | undefined;
}

/**
 * One line. The device's lines and their prices are read afresh after every change, as new
 * objects with the same values, so rows compare them field by field: an edit re-renders its
 * own row (and rows whose price it changed), not a long list's every row.
 */
const ShoppingListRow = memo(function ShoppingListRow({
  line,
  fields,
  priced,
  pending,
  refused,
  replacement,
  onReplaced,
  money,
  rate,
  changeList,
  onRemove,
  removeFailure,
}: ShoppingListRowProps) {
  const { t } = useTranslation();
  const styles = useStyles();

  const cell = (field: LineField) => {
    switch (field) {
      case 'partNumber':
        return (
          <span className={styles.partNumber}>
            {line.partNumber}
            {pending && (
              <Badge appearance="tint" color="warning" size="small" data-testid="line-pending">
                {t('shoppingList.line.pending', 'Waiting to sync')}
              </Badge>
            )}
            {refused && (
              <Badge appearance="tint" color="danger" size="small" data-testid="line-refused">
                {t('sync.refused.mark', 'Refused by the server')}
              </Badge>
            )}
            {replacement && (
              <SupersededLine line={line} replacement={replacement} changeList={changeList} onReplaced={onReplaced} />
            )}
          </span>
        );
      case 'partDescription':
        return line.partDescription || priced?.partDescription;
      case 'quantity':
        return (
          <LineValueField
            label={t('shoppingList.line.quantityFor', 'Quantity, {{partNumber}}', { partNumber: line.partNumber })}
            value={line.quantity}
            check={checkQuantity}
            onSave={(quantity) => changeList({ action: 'update', productId: line.productId, quantity })}
          />
        );
      case 'priceAmmend':
        return (
          <LineValueField
            label={t('shoppingList.line.priceAmmendFor', 'Price adjustment %, {{partNumber}}', {
              partNumber: line.partNumber,
            })}
            value={line.priceAmmend}
            shown={twoDecimals}
            check={checkPriceAmmend}
            onSave={(priceAmmend) => changeList({ action: 'update', productId: line.productId, priceAmmend })}
          />
        );
      case 'discountCode':
      case 'taxCode':
        return priced?.[field];
      default:
        return (moneyFields.has(field) ? money : rate)(priced?.[field]);
    }
  };

  return (
    <TableRow data-product-id={line.productId}>
      {fields.map((field) => (
        <TableCell key={field} className={moneyFields.has(field) || rateFields.has(field) ? styles.number : undefined}>
          {cell(field)}
        </TableCell>
      ))}
      <TableCell>
        <Button
          size="small"
          icon={<Delete20Regular />}
          aria-label={t('shoppingList.line.removeFor', 'Remove, {{partNumber}}', { partNumber: line.partNumber })}
          data-remove-line
          onClick={(event) => void onRemove(line.productId, event.currentTarget)}
        >
          {t('shoppingList.line.remove', 'Remove')}
        </Button>
        {removeFailure !== undefined && (
          <Text as="p" size={200} role="alert" className={styles.removeFailed}>
            {removeFailure}
          </Text>
        )}
      </TableCell>
    </TableRow>
  );
}, sameRow);

function sameRow(before: ShoppingListRowProps, after: ShoppingListRowProps): boolean {
  return (
    sameFields(before.line, after.line) &&
    before.fields === after.fields &&
    sameFields(before.priced, after.priced) &&
    before.pending === after.pending &&
    before.refused === after.refused &&
    before.replacement === after.replacement &&
    before.onReplaced === after.onReplaced &&
    before.money === after.money &&
    before.rate === after.rate &&
    before.changeList === after.changeList &&
    before.onRemove === after.onRemove &&
    before.removeFailure === after.removeFailure
  );
}

/** Flat records (a line, a priced line) with the same value in every field. */
function sameFields<T extends object>(before: T | undefined, after: T | undefined): boolean {
  if (before === after) return true;
  if (before === undefined || after === undefined) return false;
  const keys = Object.keys(before) as (keyof T)[];
  return keys.length === Object.keys(after).length && keys.every((key) => Object.is(before[key], after[key]));
}
