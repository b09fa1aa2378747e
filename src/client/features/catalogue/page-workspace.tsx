/** A page section's illustration and parts list, working together (catalogue spec, sections 2, 3 and 9). */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Hierarchy, PagePart } from '../../api/catalogue/next-level-hierarchies';
import {
  noSelection,
  selectCallout,
  selectPartNumber,
  selectRow,
  type PartSelection,
} from '../../../domain/catalogue/page-selection';
import { shownParts, type ShownPart } from '../../../domain/catalogue/shown-parts';
import { useBrowsingContextValue } from '../../store/browsing-context-storage';
import { useShowNonApplicable } from '../../store/show-non-applicable-cookie';
import { useSiteLocale } from '../../i18n/site-locale-context';
import { IllustrationViewer } from './illustration/illustration-viewer';
import type { PageWorkspaceSlots } from './page-workspace-slots';
import { PartsPanel } from './parts-panel';
import { vehicleCatalogueOf } from './search/vehicle-search';

const useStyles = makeStyles({
  workspace: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
  },
  // Side by side from the spec's tablet breakpoint (section 9: 900), stacked below it. The
  // parts list gets two thirds: in the 1200 px layout container (shell spec, section 9) all
  // its columns then fit, the check boxes and the price and stock of issue 20 included;
  // narrower, it scrolls sideways in its own panel.
  beside: { '@media (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' } },
});

function scrollToFirstRow(elements: ReadonlyMap<number, HTMLElement>, rows: ReadonlySet<number>): void {
  if (rows.size > 0) elements.get(Math.min(...rows))?.scrollIntoView({ block: 'nearest' });
}

export interface PageWorkspaceProps {
  hierarchy: Hierarchy;
  layout: 'beside' | 'stacked';
  /** A part number to select when the page opens (a search result's ?highlight=). */
  highlight?: string | null;
  /** The other features' parts of the page, passed in by the app. */
  slots: PageWorkspaceSlots;
}

/**
 * A page section's notes button, then its illustration and parts list, each selecting in the
 * other: a callout selects its rows and scrolls the first into view; a row highlights its
 * callout. Mount it with the page's id as key so each page starts with its own selection.
 */
export function PageWorkspace({ hierarchy, layout, highlight, slots }: PageWorkspaceProps) {
  const styles = useStyles();
  const { locale } = useSiteLocale();
  const vehicleDecoded = useBrowsingContextValue((context) => context?.carDetails?.featureCodes != null);
  const showNonApplicable = useShowNonApplicable();
  const { rows, hiddenCount } = useMemo(
    () => shownParts(hierarchy.parts, { vehicleDecoded, showNonApplicable }),
    [hierarchy.parts, vehicleDecoded, showNonApplicable],
  );
  const [selection, setSelection] = useState<PartSelection>(() =>
    highlight ? selectPartNumber(rows, highlight) : noSelection,
  );
  const rowElements = useRef(new Map<number, HTMLElement>());

  const registerRow = useCallback((index: number, element: HTMLElement | null) => {
    if (element) rowElements.current.set(index, element);
    else rowElements.current.delete(index);
  }, []);

  const initialRows = useRef(selection.rows);
  useEffect(() => scrollToFirstRow(rowElements.current, initialRows.current), []);

  const onSelectCallout = (callOutCode: string) => {
    const next = selectCallout(rows, callOutCode);
    setSelection(next);
    scrollToFirstRow(rowElements.current, next.rows);
  };

  const illustrationUrl = hierarchy.node?.c_imageURL;
  return (
    <>
      {hierarchy.node && <slots.PageNotesButton node={hierarchy.node} breadcrumb={hierarchy.breadcrumb} />}
      <div className={mergeClasses(styles.workspace, layout === 'beside' && styles.beside)}>
        {illustrationUrl && (
          <IllustrationViewer
            url={illustrationUrl}
            title={hierarchy.node?.description ?? ''}
            selectedCallouts={selection.callouts}
            onSelectCallout={onSelectCallout}
          />
        )}
        <PartsPanel
          rows={rows}
          hiddenCount={hiddenCount}
          selectedRows={selection.rows}
          onSelectRow={(row: ShownPart<PagePart>) => setSelection(selectRow(row))}
          vehicleDecoded={vehicleDecoded}
          searchScope={hierarchy.node ? vehicleCatalogueOf(hierarchy.node) : ''}
          slots={slots}
          userLanguage={locale.id}
          rowRef={registerRow}
        />
      </div>
    </>
  );
}
