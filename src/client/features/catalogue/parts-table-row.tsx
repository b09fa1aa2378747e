/** One part of a page section's parts list, drawn again only when what it shows changes. */
import { TableCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { memo, type KeyboardEvent, type ReactNode } from 'react';
import type { PagePart } from '../../api/catalogue/next-level-hierarchies';
import type { ShownPart } from '../../../domain/catalogue/shown-parts';
import { sameElement } from '../../components/same-element';
import { ApplicabilityCell, DescriptionCell, PartNumberCell, QuantityCell } from './part-cells';
import { PartDetailsButton } from './part-details-button';
import { CheckRowCell } from './parts-table-selection';

const useStyles = makeStyles({
  row: { cursor: 'pointer' },
  selected: {
    backgroundColor: tokens.colorBrandBackground2,
    boxShadow: `inset ${tokens.strokeWidthThickest} 0 0 ${tokens.colorBrandStroke1}`,
    fontWeight: tokens.fontWeightSemibold,
  },
  nowrap: { whiteSpace: 'nowrap' },
  printHidden: { '@media print': { display: 'none' } },
});

export interface PartsTableRowProps {
  row: ShownPart<PagePart>;
  selected: boolean;
  checked: boolean;
  vehicleDecoded: boolean;
  userLanguage: string;
  searchScope: string;
  /** The price and stock cell's content; undefined when the viewer has no such column. */
  offerCell: ReactNode | undefined;
  addToListCell: ReactNode;
  // The handlers keep their identity from render to render (PartsTable's useEventCallback).
  onSelectRow: (row: ShownPart<PagePart>) => void;
  onToggleChecked: (row: ShownPart<PagePart>) => void;
  rowRef: (index: number, element: HTMLElement | null) => void;
  onShowDetails: (partNumber: string) => void;
}

function PartsTableRowView({
  row,
  selected,
  checked,
  vehicleDecoded,
  userLanguage,
  searchScope,
  offerCell,
  addToListCell,
  onSelectRow,
  onToggleChecked,
  rowRef,
  onShowDetails,
}: PartsTableRowProps) {
  const styles = useStyles();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys pressed on the row's own button are the button's.
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    onSelectRow(row);
  };
  return (
    <TableRow
      ref={(element) => rowRef(row.index, element)}
      className={mergeClasses(styles.row, selected && styles.selected)}
      aria-selected={selected}
      tabIndex={0}
      data-callout={row.callOutCode}
      onClick={() => onSelectRow(row)}
      onKeyDown={onKeyDown}
    >
      <CheckRowCell
        partNumber={row.partNumber}
        callOutCode={row.callOutCode}
        checked={checked}
        onToggle={() => onToggleChecked(row)}
      />
      <TableCell>{row.callOutCode}</TableCell>
      <TableCell className={styles.nowrap}>
        <PartNumberCell part={row} searchScope={searchScope} />
      </TableCell>
      <TableCell>
        <DescriptionCell part={row} userLanguage={userLanguage} />
      </TableCell>
      <TableCell>
        <QuantityCell quantity={row.quantity} />
      </TableCell>
      {vehicleDecoded && (
        <TableCell className={styles.nowrap}>
          <ApplicabilityCell applicable={row.applicableInd} vehicleDecoded={vehicleDecoded} />
        </TableCell>
      )}
      {offerCell !== undefined && <TableCell>{offerCell}</TableCell>}
      <TableCell className={mergeClasses(styles.nowrap, styles.printHidden)}>
        <PartDetailsButton partNumber={row.partNumber} onOpen={onShowDetails} />
      </TableCell>
      <TableCell className={mergeClasses(styles.nowrap, styles.printHidden)}>{addToListCell}</TableCell>
    </TableRow>
  );
}

function sameRow(previous: PartsTableRowProps, next: PartsTableRowProps): boolean {
  return (Object.keys(next) as (keyof PartsTableRowProps)[]).every((key) =>
    key === 'offerCell' || key === 'addToListCell'
      ? sameElement(previous[key], next[key])
      : Object.is(previous[key], next[key]),
  );
}

/**
 * The parts list's row. The page draws its list again as its other parts arrive (the user's
 * list, notes, prices, sync state: a dozen times while a page section opens); a row whose
 * part, state and cells are the same is left as it is.
 */
export const PartsTableRow = memo(PartsTableRowView, sameRow);
