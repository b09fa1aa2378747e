import { describe, expect, it } from 'vitest';
import type { CouponRow, ItemRow } from '../../../../src/server/commerce/shop-api/baskets/basket-repository';
import { basketTotals } from '../../../../src/server/commerce/shop-api/baskets/basket-totals';

const item = (
  id: string,
  basePrice: string,
  quantity: number,
  period: ItemRow['subscription_period'] = null,
): ItemRow => ({
  item_id: id,
  product_id: id,
  product_name: id,
  quantity,
  base_price: basePrice,
  subscription_period: period,
});

const coupon = (code: string, percent: string, appliesTo: CouponRow['applies_to']): CouponRow => ({
  coupon_item_id: code,
  code,
  description: code,
  percent_off: percent,
  applies_to: appliesTo,
});

describe('basketTotals: exact to the cent', () => {
  it('adds prices times quantities without floating-point error', () => {
    const totals = basketTotals([item('a', '0.10', 3), item('b', '0.20', 1)], []);
    expect(totals).toMatchObject({
      productSubTotal: '0.50',
      productTotal: '0.50',
      taxTotal: '0.00',
      shippingTotal: '0.00',
      orderTotal: '0.50',
    });
    expect(totals.items.get('a')?.price).toBe('0.30');
  });

  it('takes each coupon off the items it applies to, half a cent rounding up per item', () => {
    const totals = basketTotals(
      [item('part', '0.10', 1), item('sub', '12.00', 1, 'day')],
      [coupon('PARTS5', '5', 'parts'), coupon('SUB10', '10', 'subscription')],
    );
    // 5% of 0.10 is 0.005: 0.01 off. 10% of 12.00 is 1.20.
    expect(totals.items.get('part')).toEqual({
      price: '0.10',
      priceAfterDiscount: '0.09',
      adjustments: [{ couponCode: 'PARTS5', price: '-0.01' }],
    });
    expect(totals.items.get('sub')?.priceAfterDiscount).toBe('10.80');
    expect(totals).toMatchObject({ productSubTotal: '12.10', productTotal: '10.89', orderTotal: '10.89' });
  });

  it('never takes an item below nothing, however many coupons', () => {
    const totals = basketTotals(
      [item('sub', '2.50', 1, 'hour')],
      [coupon('A', '60', 'any'), coupon('B', '60', 'subscription')],
    );
    expect(totals.items.get('sub')?.priceAfterDiscount).toBe('0.00');
    expect(totals.orderTotal).toBe('0.00');
  });
});
