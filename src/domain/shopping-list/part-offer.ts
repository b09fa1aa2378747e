/**
 * A part's price and the dealer's stock as a parts table, part details or search results
 * show them (issue 20), from a price lookup answer or the last one kept on the device.
 *
 * - The price is the lookup's unit price; "your price" is the section 9 formula for one unit
 *   without adjustment (pricing.ts, priceFigures): the unit price less the dealer's discount,
 *   before tax, which is what the dealer charges for one. The zero-rate user type's lookup
 *   answers rates of 0, so their price is the unit price.
 * - Stock: the units the dealer holds, or the lead time in days when none; unknown when the
 *   kept value came from a lookup that did not answer availability (the shopping list's).
 * - Ageing: a value read by this page's lookup is current and carries no date; any other (the
 *   device's last known value, offline or when the lookup failed) carries the date it was
 *   read, so it is never presented as current.
 */
import { isDecimalText, parseDecimal, formatDecimal } from '../money/decimal';
import { madeOncePerLocale, madeOnFirstUse } from '../site-locale/made-once-per-locale';
import { priceFigures } from './pricing';
import type { PartAvailability, PriceLookupPart } from './shopping-list-contracts';

/** A lookup answer as the device keeps it: when it was read, in which currency, with its stock. */
export interface KeptPartOffer extends PriceLookupPart {
  pricedAt: string;
  currency?: string;
  availability?: PartAvailability;
}

export type StockView =
  { kind: 'in-stock'; quantity: number } | { kind: 'lead-time'; days: number } | { kind: 'unknown' };

export interface PartOfferView {
  /** Two decimals. */
  unitPrice: string;
  /** One unit less the dealer's discount, before tax; two decimals. */
  yourPrice: string;
  /** Whether your price differs from the unit price (a discount applies). */
  discounted: boolean;
  /** ISO 4217; empty when the device does not know the market's currency. */
  currency: string;
  stock: StockView;
  /** The ISO date-time the values were read, for a value that is not current; undefined when current. */
  asOf?: string;
}

export function stockView(availability: PartAvailability | undefined): StockView {
  if (availability === undefined) return { kind: 'unknown' };
  const { stockQuantity, leadTimeDays } = availability;
  if (!Number.isInteger(stockQuantity) || stockQuantity < 0) return { kind: 'unknown' };
  if (stockQuantity > 0) return { kind: 'in-stock', quantity: stockQuantity };
  return Number.isInteger(leadTimeDays) && leadTimeDays > 0
    ? { kind: 'lead-time', days: leadTimeDays }
    : { kind: 'unknown' };
}

/** What to show of a kept offer; `current` says it was read by this page's lookup just now. */
export function partOfferView(offer: KeptPartOffer, current: boolean): PartOfferView {
  const unitPrice = isDecimalText(offer.unitPrice) ? offer.unitPrice : '0';
  const { discountedPrice } = priceFigures({
    unitPrice,
    quantity: '1',
    priceAmmend: '0',
    discountRate: isDecimalText(offer.discountRate) ? offer.discountRate : '0',
    // Tax does not change the price before tax.
    taxRate: '0',
  });
  const shownUnitPrice = formatDecimal(parseDecimal(unitPrice));
  return {
    unitPrice: shownUnitPrice,
    yourPrice: discountedPrice,
    discounted: discountedPrice !== shownUnitPrice,
    currency: offer.currency ?? '',
    stock: stockView(offer.availability),
    ...(current ? {} : { asOf: offer.pricedAt }),
  };
}

const offerDateFormatters = madeOncePerLocale<(iso: string) => string>();

/** The day a dated value was read, in the locale: '24 Nov 2026' in en-GB. */
export function offerDateFormatter(locale: string): (iso: string) => string {
  return offerDateFormatters(locale, () => {
    const format = madeOnFirstUse(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }));
    return (iso) => format().format(new Date(iso));
  });
}
