/** The parts of a page section, row by row, tied to the illustration's callouts (catalogue spec, section 3). */
import {
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  useEventCallback,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PagePart } from '../../api/catalogue/next-level-hierarchies';
import type { ShownPart } from '../../../domain/catalogue/shown-parts';
import { CheckAllRowsHeaderCell } from './parts-table-selection';
import { PartsTableRow } from './parts-table-row';
import type { PageWorkspaceSlots } from './page-workspace-slots';

const useStyles = makeStyles({
  // Columns as wide as their content, so part numbers and badges do not wrap.
  table: { tableLayout: 'auto' },
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
  /**
   * Registers each row's element, so a callout can scroll its rows into view. Of one identity
   * from render to render, so rows are not drawn again for it.
   */
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
  // Handlers of one identity, so a row whose part and state did not change is not drawn again.
  // (Not rowRef: React calls a row's ref while committing, before these learn their handler.)
  const selectRow = useEventCallback(onSelectRow);
  const toggleChecked = useEventCallback(onToggleChecked);
  const showDetails = useEventCallback(onShowDetails);
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
                {rows.map((row) => (
                  <PartsTableRow
                    key={row.index}
                    row={row}
                    selected={selectedRows.has(row.index)}
                    checked={checkedRows.has(row.index)}
                    vehicleDecoded={vehicleDecoded}
                    userLanguage={userLanguage}
                    searchScope={searchScope}
                    offerCell={offers ? offers.cell(row.partNumber) : undefined}
                    addToListCell={addToListCellFor(row)}
                    onSelectRow={selectRow}
                    onToggleChecked={toggleChecked}
                    rowRef={rowRef}
                    onShowDetails={showDetails}
                  />
                ))}
              </TableBody>
            </Table>
          )}
        </AddToListColumn>
      )}
    </PartOfferColumns>
  );
}
