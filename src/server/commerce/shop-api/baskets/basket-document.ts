/**
 * A basket as the shop API sends it (issue 17 contract; the platform's basket document):
 * snake_case, figures as numbers with two decimals worked out by basket-totals.ts, the card
 * masked (never the processor's token), one shipment 'me'.
 */
import { isoTime } from '../iso-time';
import type { StoredBasket } from './basket-repository';
import { basketTotals } from './basket-totals';
import { findShippingMethod, shipmentId } from './shipping-methods';

export function basketDocument({ basket, items, payments, coupons }: StoredBasket) {
  const totals = basketTotals(items, coupons);
  const shippingMethod = findShippingMethod(basket.shipping_method_id);
  return {
    basket_id: basket.basket_id,
    currency: basket.currency,
    customer_info: {
      customer_id: basket.customer_id,
      ...(basket.customer_email === null ? {} : { email: basket.customer_email }),
    },
    product_items: items.map((item) => {
      const figures = totals.items.get(item.item_id);
      return {
        item_id: item.item_id,
        product_id: item.product_id,
        product_name: item.product_name,
        quantity: item.quantity,
        base_price: Number(item.base_price),
        price: Number(figures?.price ?? '0'),
        price_after_order_discount: Number(figures?.priceAfterDiscount ?? '0'),
        ...(figures === undefined || figures.adjustments.length === 0
          ? {}
          : {
              price_adjustments: figures.adjustments.map((adjustment) => ({
                coupon_code: adjustment.couponCode,
                price: Number(adjustment.price),
              })),
            }),
        ...(item.subscription_period === null ? {} : { c_subscriptionPeriod: item.subscription_period }),
      };
    }),
    shipments: [
      {
        shipment_id: shipmentId,
        ...(basket.shipping_address === null ? {} : { shipping_address: basket.shipping_address }),
        ...(shippingMethod === undefined ? {} : { shipping_method: shippingMethod }),
      },
    ],
    // One card pays the whole basket, so its amount is always the order total.
    payment_instruments: payments.map((payment) => ({
      payment_instrument_id: payment.payment_instrument_id,
      payment_method_id: payment.payment_method_id,
      amount: Number(totals.orderTotal),
      payment_card: {
        card_type: payment.card_type,
        holder: payment.holder,
        masked_number: payment.masked_number,
        number_last_digits: payment.number_last_digits,
        expiration_month: payment.expiration_month,
        expiration_year: payment.expiration_year,
      },
    })),
    ...(basket.billing_address === null ? {} : { billing_address: basket.billing_address }),
    coupon_items: coupons.map((coupon) => ({
      coupon_item_id: coupon.coupon_item_id,
      code: coupon.code,
      description: coupon.description,
      status_code: 'applied',
      valid: true,
    })),
    product_sub_total: Number(totals.productSubTotal),
    product_total: Number(totals.productTotal),
    shipping_total: Number(totals.shippingTotal),
    tax_total: Number(totals.taxTotal),
    order_total: Number(totals.orderTotal),
    creation_date: isoTime(basket.created_at),
    last_modified: isoTime(basket.last_modified),
  };
}

export type BasketDocument = ReturnType<typeof basketDocument>;
