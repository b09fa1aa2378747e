/** The parts of a page section, row by row, tied to the illustration's callouts (catalogue spec, section 3). */
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagePart } from '../../api/catalogue/next-level-hierarchies';
import type { ShownPart } from '../../../domain/catalogue/shown-parts';
import { ApplicabilityCell, DescriptionCell, PartNumberCell, QuantityCell } from './part-cells';
import { PartDetailsButton } from './part-details-dialog';
import { CheckAllRowsHeaderCell, CheckRowCell } from './parts-table-selection';
import type { PageWorkspaceSlots } from './page-workspace-slots';

const useStyles = makeStyles({
  // Columns as wide as their content, so part numbers and badges do not wrap.
  table: { tableLayout: 'auto' },
  row: { cursor: 'pointer' },
  selected: {
    backgroundColor: tokens.colorBrandBackground2,
    boxShadow: `inset ${tokens.strokeWidthThickest} 0 0 ${tokens.colorBrandStroke1}`,
    fontWeight: tokens.fontWeightSemibold,
  },
  nowrap: { whiteSpace: 'nowrap' },
  printHidden: { '@media print': { display: 'none' } },
});

export interface PartsTableProps {
  rows: ShownPart<PagePart>[];
  selectedRows: ReadonlySet<number>;
  onSelectRow: (row: ShownPart<PagePart>) => void;
  /** Whether a VIN is decoded, so applicability means something. */
  vehicleDecoded: boolean;
  userLanguage: string;
  /** The rows checked for adding to the shopping list together, by index. */
  checkedRows: ReadonlySet<number>;
  onToggleChecked: (row: ShownPart<PagePart>) => void;
  onToggleAllChecked: () => void;
  /** Registers each row's element, so a callout can scroll its rows into view. */
  rowRef: (index: number, element: HTMLElement | null) => void;
  onShowDetails: (partNumber: string) => void;
  /** The vehicle catalogue of the page, where a superseded part's replacement is searched. */
  searchScope: string;
  AddToListColumn: PageWorkspaceSlots['AddToListColumn'];
  PartOfferColumns: PageWorkspaceSlots['PartOfferColumns'];
}

/**
 * A page section's parts list (catalogue spec, section 2): callout, part number, description, quantity,
 * applicability once a vehicle is decoded, price and stock for a viewer with price access (issue 20), a way to the part's
 * details and the shopping list's 'Add to list' column (the app passes those features in). A
 * row is selected by a click or by Enter or Space while it has focus; its check box, first,
 * checks it for adding to the shopping list with others.
 */
export function PartsTable({
  rows,
  selectedRows,
  onSelectRow,
  vehicleDecoded,
  userLanguage,
  checkedRows,
  onToggleChecked,
  onToggleAllChecked,
  rowRef,
  onShowDetails,
  searchScope,
  AddToListColumn,
  PartOfferColumns,
}: PartsTableProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, row: ShownPart<PagePart>) => {
    // Keys pressed on the row's own button are the button's.
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    onSelectRow(row);
  };
  return (
    <PartOfferColumns partNumbers={rows.map((row) => row.partNumber)}>
      {(offers) => (
        <AddToListColumn>
          {(addToListCellFor) => (
            <Table
              className={styles.table}
              aria-label={t('catalogue.parts.label', 'Parts on this page')}
              data-testid="parts-table"
            >
              <TableHeader>
                <TableRow>
                  <CheckAllRowsHeaderCell
                    checkedCount={rows.filter((row) => checkedRows.has(row.index)).length}
                    rowCount={rows.length}
                    onToggleAll={onToggleAllChecked}
                  />
                  <TableHeaderCell>{t('catalogue.parts.callout', 'Callout')}</TableHeaderCell>
                  <TableHeaderCell>{t('catalogue.parts.partNumber', 'Part number')}</TableHeaderCell>
                  <TableHeaderCell>{t('catalogue.parts.description', 'Description')}</TableHeaderCell>
                  <TableHeaderCell>{t('catalogue.parts.quantity', 'Quantity')}</TableHeaderCell>
                  {/* Whether a part fits says something only once a vehicle is decoded. */}
                  {vehicleDecoded && (
                    <TableHeaderCell>{t('catalogue.parts.applicability', 'Applicability')}</TableHeaderCell>
                  )}
                  {offers && <TableHeaderCell>{offers.header}</TableHeaderCell>}
                  <TableHeaderCell className={styles.printHidden}>
                    {t('catalogue.parts.details', 'Details')}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.printHidden}>
                    {t('catalogue.parts.shoppingList', 'Shopping list')}
                  </TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => {
                  const selected = selectedRows.has(row.index);
                  return (
                    <TableRow
                      key={row.index}
                      ref={(element) => rowRef(row.index, element)}
                      className={mergeClasses(styles.row, selected && styles.selected)}
                      aria-selected={selected}
                      tabIndex={0}
                      data-callout={row.callOutCode}
                      onClick={() => onSelectRow(row)}
                      onKeyDown={(event) => onKeyDown(event, row)}
                    >
                      <CheckRowCell
                        partNumber={row.partNumber}
                        callOutCode={row.callOutCode}
                        checked={checkedRows.has(row.index)}
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
                      {offers && <TableCell>{offers.cell(row.partNumber)}</TableCell>}
                      <TableCell className={mergeClasses(styles.nowrap, styles.printHidden)}>
                        <PartDetailsButton partNumber={row.partNumber} onOpen={onShowDetails} />
                      </TableCell>
                      <TableCell className={mergeClasses(styles.nowrap, styles.printHidden)}>
                        {addToListCellFor(row)}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
        </AddToListColumn>
      )}
    </PartOfferColumns>
  );
}
