/** Reports a part's view and suggests what goes with it, in its details (shell spec, section 7). */
import { OftenBoughtTogether } from './often-bought-together';
import { useRecordProductView } from './use-record-product-view';

/**
 * In a part's details dialog: reports the view while it is open and, once the details are
 * ready, shows what is often bought with the part.
 */
export function PartDetailsRecommendations({
  partNumber,
  detailsPartNumber,
}: {
  partNumber: string;
  detailsPartNumber: string | null;
}) {
  useRecordProductView(partNumber);
  if (detailsPartNumber === null) return null;
  return <OftenBoughtTogether zone="part-details" partNumbers={[detailsPartNumber]} headingLevel="h3" />;
}
