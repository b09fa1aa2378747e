/** Searches the whole vehicle from whichever of its levels is on screen (catalogue spec, section 2). */
import type { CatalogueNode } from '../../../../domain/catalogue/catalogue-contracts';
import { CatalogueSearchBox } from './catalogue-search-box';

/** The vehicle catalogue a node belongs to: itself, or the second entry of its tree (after the brand). */
export function vehicleCatalogueOf(node: CatalogueNode): string {
  return node.c_epcIsVehicleCatalogue ? node.catHieId : (node.parentCategoryTree[1] ?? node.catHieId);
}

/** Search the whole vehicle from any of its levels. */
export function VehicleSearch({ node }: { node: CatalogueNode | null }) {
  return node === null ? null : <CatalogueSearchBox catHieId={vehicleCatalogueOf(node)} />;
}
