/**
 * A basket's figures, always worked out here from the stored prices (never taken from the
 * client), exactly in decimals (src/domain/money/decimal.ts): an item's price is its base
 * price times its quantity; each coupon takes its percentage off the items it applies to,
 * rounded half-up to the cent per item; prices include tax, so tax_total is 0.00 and the
 * order total is the product total (shipping is free: the only methods are free ones).
 */
import {
  compareDecimals,
  formatDecimal,
  multiply,
  parseDecimal,
  roundHalfUp,
  subtract,
  sum,
  divideBy100,
  type Decimal,
} from '../../../../domain/money/decimal';
import type { CouponRow, ItemRow } from './basket-repository';

export interface ItemFigures {
  /** base price x quantity */
  price: string;
  priceAfterDiscount: string;
  /** The discount of each coupon on this item, negative, as the platform's price adjustments are. */
  adjustments: { couponCode: string; price: string }[];
}

export interface BasketTotals {
  items: Map<string, ItemFigures>;
  productSubTotal: string;
  productTotal: string;
  shippingTotal: string;
  taxTotal: string;
  orderTotal: string;
}

function applies(coupon: CouponRow, item: ItemRow): boolean {
  if (coupon.applies_to === 'any') return true;
  return coupon.applies_to === 'subscription' ? item.subscription_period !== null : item.subscription_period === null;
}

export function basketTotals(items: readonly ItemRow[], coupons: readonly CouponRow[]): BasketTotals {
  const figures = new Map<string, ItemFigures>();
  const prices: Decimal[] = [];
  const discounted: Decimal[] = [];
  for (const item of items) {
    const price = multiply(parseDecimal(item.base_price), parseDecimal(String(item.quantity)));
    const adjustments = coupons
      .filter((coupon) => applies(coupon, item))
      .map((coupon) => ({
        couponCode: coupon.code,
        amount: roundHalfUp(multiply(price, divideBy100(parseDecimal(coupon.percent_off))), 2),
      }));
    const off = sum(adjustments.map((adjustment) => adjustment.amount));
    // Coupons together never take an item below nothing.
    const after = compareDecimals(off, price) > 0 ? parseDecimal('0') : subtract(price, off);
    prices.push(price);
    discounted.push(after);
    figures.set(item.item_id, {
      price: formatDecimal(price),
      priceAfterDiscount: formatDecimal(after),
      adjustments: adjustments.map((adjustment) => ({
        couponCode: adjustment.couponCode,
        price: formatDecimal(subtract(parseDecimal('0'), adjustment.amount)),
      })),
    });
  }
  const productTotal = formatDecimal(sum(discounted));
  return {
    items: figures,
    productSubTotal: formatDecimal(sum(prices)),
    productTotal,
    shippingTotal: '0.00',
    taxTotal: '0.00',
    orderTotal: productTotal,
  };
}
