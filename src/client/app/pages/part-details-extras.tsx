/** What a part's details dialog shows after the details: its price and stock, then recommendations. */
import { PartOfferDetails } from '../../features/prices/part-offer-details';
import { PartDetailsRecommendations } from '../../features/shopping-list/recommendations/part-details-recommendations';

export function PartDetailsExtras(props: { partNumber: string; detailsPartNumber: string | null }) {
  return (
    <>
      <PartOfferDetails partNumber={props.partNumber} />
      <PartDetailsRecommendations {...props} />
    </>
  );
}
