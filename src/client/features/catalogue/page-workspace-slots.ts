/** Lets other features add to a page section without importing one another (no spec section: wiring only). */
import type { ComponentType, ReactNode } from 'react';
import type { BreadcrumbEntry, CatalogueNode } from '../../../domain/catalogue/catalogue-contracts';
import type { PagePartRow } from '../../../domain/shopping-list/page-parts-to-lines';

/** What another feature needs of a part to act on it. */
export interface SlotPart {
  partNumber: string;
  description: string;
}

/**
 * The price and stock column of a parts list (issue 20): its header and a cell per part number.
 * One column, the price above the stock, so the list still fits beside the illustration.
 */
export interface OfferColumns {
  header: string;
  cell: (partNumber: string) => ReactNode;
}

/** Gives a parts list its price and stock columns, or null for a viewer without price access. */
export type PartOfferColumnsSlot = ComponentType<{
  partNumbers: readonly string[];
  children: (columns: OfferColumns | null) => ReactNode;
}>;

/**
 * What other features add to a page section, filled in by the app: a feature never imports
 * another, so the page passes their components in (notes, the shopping list, recommendations).
 */
export interface PageWorkspaceSlots {
  /** Above the illustration and parts: the page's notes. */
  PageNotesButton: ComponentType<{ node: CatalogueNode; breadcrumb: readonly BreadcrumbEntry[] }>;
  /** Wraps the parts table: gives each row its 'Add to list' cell and renders the one popover they share. */
  AddToListColumn: ComponentType<{ children: (cellFor: (part: SlotPart) => ReactNode) => ReactNode }>;
  /** Around the parts table: the price and stock of its parts, one lookup for all (issue 20). */
  PartOfferColumns: PartOfferColumnsSlot;
  /** Above the parts table: adds the checked rows, or all rows shown, to the shopping list at once. */
  AddPartsToList: ComponentType<{
    parts: readonly PagePartRow[];
    checkedParts: readonly PagePartRow[];
    onAdded: () => void;
  }>;
  /**
   * Inside a part's details dialog for as long as it is open, after the details: the part
   * numbered by the ready details, or null while they load or failed.
   */
  PartDetailsExtras: ComponentType<{ partNumber: string; detailsPartNumber: string | null }>;
}
