/** A part's price and the dealer's stock in its details dialog (issue 20), for a viewer with price access. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { normalisePartNumber } from '../../../domain/shopping-list/pricing';
import { PartOffersNote } from './part-offers-note';
import { PriceText, StockText } from './part-offer-texts';
import { usePartOffers } from './use-part-offers';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  definition: { margin: 0 },
});

export function PartOfferDetails({ partNumber }: { partNumber: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const state = usePartOffers([partNumber]);
  if (state.status === 'hidden') return null;
  const offer = state.status === 'ready' ? state.offers.get(normalisePartNumber(partNumber)) : undefined;
  return (
    <section aria-label={t('prices.region', 'Price and stock')} data-testid="part-offer-details">
      <PartOffersNote state={state} />
      {state.status === 'ready' && (
        <dl className={styles.facts}>
          <dt className={styles.term}>{t('prices.price', 'Price')}</dt>
          <dd className={styles.definition}>
            <PriceText offer={offer} />
          </dd>
          {offer !== undefined && (
            <>
              <dt className={styles.term}>{t('prices.stock', 'Stock')}</dt>
              <dd className={styles.definition}>
                <StockText offer={offer} />
              </dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
