/**
 * The price and stock columns of a parts list (issue 20): one lookup for all the list's parts
 * (usePartOffers), then a cell per row. A viewer without price access gets no columns, and
 * nothing is asked. A note above the list says when the values are the last known ones.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { normalisePartNumber } from '../../../domain/shopping-list/pricing';
import { PartOffersNote } from './part-offers-note';
import { PriceText, StockText } from './part-offer-texts';
import { usePartOffers } from './use-part-offers';

export interface OfferColumns {
  priceHeader: string;
  stockHeader: string;
  priceCell: (partNumber: string) => ReactNode;
  stockCell: (partNumber: string) => ReactNode;
}

export interface PartOfferColumnsProps {
  partNumbers: readonly string[];
  children: (columns: OfferColumns | null) => ReactNode;
}

export function PartOfferColumns({ partNumbers, children }: PartOfferColumnsProps) {
  const { t } = useTranslation();
  const state = usePartOffers(partNumbers);
  if (state.status === 'hidden') return <>{children(null)}</>;
  const offerOf = (partNumber: string) =>
    state.status === 'ready' ? state.offers.get(normalisePartNumber(partNumber)) : undefined;
  const ready = state.status === 'ready';
  return (
    <>
      <PartOffersNote state={state} />
      {children({
        priceHeader: t('prices.price', 'Price'),
        stockHeader: t('prices.stock', 'Stock'),
        priceCell: (partNumber) => (ready ? <PriceText offer={offerOf(partNumber)} /> : null),
        stockCell: (partNumber) => (ready ? <StockText offer={offerOf(partNumber)} /> : null),
      })}
    </>
  );
}
