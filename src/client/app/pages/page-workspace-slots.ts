/** Plugs features into the page workspace without the workspace importing them (catalogue spec, section 2). */
import type { PageWorkspaceSlots } from '../../features/catalogue/page-workspace-slots';
import { PageNotesButton } from '../../features/notes/page-notes-button';
import { PartOfferColumns } from '../../features/prices/part-offer-columns';
import { AddPartsToList } from '../../features/shopping-list/add-parts-to-list';
import { AddToListColumn } from '../../features/shopping-list/add-to-list-column';
import { lazyWithPreload } from '../../components/lazy-with-preload';

// Shown only inside the part details dialog, whose code loads on first use: so do the extras'.
const partDetailsExtras = lazyWithPreload(() =>
  import('./part-details-extras').then((module) => module.PartDetailsExtras),
);

/** The page section's and the illustration page's workspace, composed of the features it shows. */
export const pageWorkspaceSlots: PageWorkspaceSlots = {
  PageNotesButton,
  AddToListColumn,
  PartOfferColumns,
  AddPartsToList,
  PartDetailsExtras: partDetailsExtras.Component,
};
