/**
 * The price and stock column of a parts list (issue 20): one lookup for all the list's parts
 * (usePartOffers), then a cell per row, the price above the stock (one column, so a page
 * section's list still fits beside its illustration). A viewer without price access gets no column, and
 * nothing is asked. A note above the list says when the values are the last known ones.
 * While they are read, each cell holds a skeleton of a price and a stock line and only screen
 * readers are told, so the list neither grows nor moves down when the values arrive.
 */
import type { ReactNode } from 'react';
import { SkeletonItem, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PartOfferView } from '../../../domain/shopping-list/part-offer';
import { normalisePartNumber } from '../../../domain/shopping-list/pricing';
import { useVisuallyHiddenStyles } from '../../components/visually-hidden';
import { PartOffersNote } from './part-offers-note';
import { PriceText, StockText } from './part-offer-texts';
import { usePartOffers } from './use-part-offers';

const useStyles = makeStyles({
  cell: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  // About the size of a price, 'Your price' and the stock, three lines of text, so the
  // columns keep their widths (and the header its one line) and the rows their heights when
  // the values replace the skeleton.
  reading: { minWidth: '100px', rowGap: tokens.spacingVerticalS },
});

/** The price and stock column: its header and a cell per part number (the slot's shape). */
export interface OfferColumns {
  header: string;
  cell: (partNumber: string) => ReactNode;
}

export interface PartOfferColumnsProps {
  partNumbers: readonly string[];
  children: (columns: OfferColumns | null) => ReactNode;
}

export function PartOfferColumns({ partNumbers, children }: PartOfferColumnsProps) {
  const { t } = useTranslation();
  const hidden = useVisuallyHiddenStyles();
  const state = usePartOffers(partNumbers);
  if (state.status === 'hidden') return <>{children(null)}</>;
  const offerOf = (partNumber: string) =>
    state.status === 'ready' ? state.offers.get(normalisePartNumber(partNumber)) : undefined;
  const ready = state.status === 'ready';
  const reading = state.status === 'loading' || state.updating;
  return (
    <>
      {reading ? (
        <span role="status" className={hidden.hidden} data-testid="part-offers-reading">
          {t('prices.loading', 'Reading prices and stock…')}
        </span>
      ) : (
        <PartOffersNote state={state} />
      )}
      {children({
        header: t('prices.priceAndStock', 'Price and stock'),
        // One element of plain props per cell, so a row whose price did not change is not drawn again.
        cell: (partNumber) => <PartOfferCell ready={ready} offer={offerOf(partNumber)} />,
      })}
    </>
  );
}

/** A part's price above its stock, or their skeleton while they are read. */
function PartOfferCell({ ready, offer }: { ready: boolean; offer: PartOfferView | undefined }) {
  const styles = useStyles();
  return ready ? (
    <span className={styles.cell}>
      <PriceText offer={offer} />
      <StockText offer={offer} />
    </span>
  ) : (
    <span className={mergeClasses(styles.cell, styles.reading)} aria-hidden="true">
      <SkeletonItem size={16} />
      <SkeletonItem size={16} />
      <SkeletonItem size={16} />
    </span>
  );
}
