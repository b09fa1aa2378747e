/** The parts list with its applicability switch kept for 90 days (catalogue spec, sections 2 and 9). */
import { Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useShowNonApplicable, writeShowNonApplicable } from '../../store/show-non-applicable-cookie';
import { useSiteLocale } from '../../i18n/site-locale-context';
import { DeferredControl } from '../../components/deferred-control';
import { partDetailsDialog } from './lazy-part-details-dialog';
import { PartsTable, type PartsTableProps } from './parts-table';
import { useCheckedRows } from './use-checked-rows';
import type { PageWorkspaceSlots } from './page-workspace-slots';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0, overflowX: 'auto' },
  printHidden: { '@media print': { display: 'none' } },
});

/**
 * The parts list and its part details dialog with, when a VIN is decoded, the 'show
 * non-applicable parts' switch (kept in a cookie for 90 days) and how many rows it hides,
 * and above it the way to add the checked rows, or all shown, to the shopping list.
 */
export function PartsPanel({
  hiddenCount,
  slots,
  ...table
}: Omit<
  PartsTableProps,
  'onShowDetails' | 'AddToListColumn' | 'PartOfferColumns' | 'checkedRows' | 'onToggleChecked' | 'onToggleAllChecked'
> & { hiddenCount: number; slots: PageWorkspaceSlots }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const showNonApplicable = useShowNonApplicable();
  const [detailsOf, setDetailsOf] = useState<string | null>(null);
  // Each opening is a new attempt at the dialog's code (one that failed offline is tried again).
  const [openings, setOpenings] = useState(0);
  const showDetails = (partNumber: string) => {
    setOpenings((count) => count + 1);
    setDetailsOf(partNumber);
  };
  const { checkedRows, checkedParts, toggleChecked, toggleAllChecked, clearChecked } = useCheckedRows(table.rows);
  const navigate = useNavigate();
  const { hrefFor } = useSiteLocale();
  const onDetailsClosed = (goTo: string | null) => {
    setDetailsOf(null);
    if (goTo) navigate(hrefFor(goTo));
  };
  return (
    <section className={styles.panel} aria-label={t('catalogue.parts.region', 'Parts list')}>
      {table.vehicleDecoded && (
        <div className={styles.printHidden}>
          <Switch
            checked={showNonApplicable}
            onChange={(_, data) => writeShowNonApplicable(data.checked)}
            label={t('catalogue.parts.showNonApplicable', 'Show non-applicable parts')}
          />
          {hiddenCount > 0 && (
            <Text as="p" size={200}>
              {t('catalogue.parts.hiddenCount', 'Parts that do not fit this vehicle are hidden: {{count}}', {
                count: hiddenCount,
              })}
            </Text>
          )}
        </div>
      )}
      <slots.AddPartsToList parts={table.rows} checkedParts={checkedParts} onAdded={clearChecked} />
      <PartsTable
        {...table}
        checkedRows={checkedRows}
        onToggleChecked={toggleChecked}
        onToggleAllChecked={toggleAllChecked}
        onShowDetails={showDetails}
        AddToListColumn={slots.AddToListColumn}
        PartOfferColumns={slots.PartOfferColumns}
      />
      {detailsOf && (
        <DeferredControl attempt={openings}>
          <partDetailsDialog.Component
            partNumber={detailsOf}
            onClosed={onDetailsClosed}
            Extras={slots.PartDetailsExtras}
          />
        </DeferredControl>
      )}
    </section>
  );
}
