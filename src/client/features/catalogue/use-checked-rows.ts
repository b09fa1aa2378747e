/**
 * Which rows of a parts list are checked for adding to the shopping list together (issue 20).
 * A row hidden by the applicability switch stays checked but is not counted or added while it
 * is hidden: only what the user sees is added.
 */
import { useMemo, useState } from 'react';
import type { SelectableRow } from '../../../domain/catalogue/page-selection';

export interface CheckedRows<Row extends SelectableRow> {
  checkedRows: ReadonlySet<number>;
  /** The shown rows that are checked, in the list's order. */
  checkedParts: Row[];
  toggleChecked: (row: Row) => void;
  /** Checks every shown row, or none when all are checked already. */
  toggleAllChecked: () => void;
  clearChecked: () => void;
}

export function useCheckedRows<Row extends SelectableRow>(rows: readonly Row[]): CheckedRows<Row> {
  const [checkedRows, setCheckedRows] = useState<ReadonlySet<number>>(() => new Set());
  const checkedParts = useMemo(() => rows.filter((row) => checkedRows.has(row.index)), [rows, checkedRows]);
  const toggleChecked = (row: Row) =>
    setCheckedRows((checked) => {
      const next = new Set(checked);
      if (!next.delete(row.index)) next.add(row.index);
      return next;
    });
  const toggleAllChecked = () =>
    setCheckedRows(checkedParts.length === rows.length ? new Set() : new Set(rows.map((row) => row.index)));
  return { checkedRows, checkedParts, toggleChecked, toggleAllChecked, clearChecked: () => setCheckedRows(new Set()) };
}
