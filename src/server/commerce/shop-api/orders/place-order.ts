/**
 * POST orders {basket_id}: a basket becomes a paid order (issue 17 contract). In order:
 * the basket is the caller's and complete (items, billing address, a card); it is claimed, so
 * a second POST orders meanwhile is refused; the processor charges the card's token for the
 * order total, with the basket and card as its idempotency reference, so a repeat never
 * charges twice; a decline changes nothing and keeps the basket for another card. Only on
 * approval, in ONE transaction: the order row, the subscription moved (when the basket holds
 * one), the basket deleted.
 */
import type { FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../../../db/database';
import type { PaymentProcessor } from '../../../payments/payment-processor';
import { declineMessages } from '../../../payments/payment-processor';
import { ClientError } from '../client-error';
import {
  claimBasketForOrder,
  deleteBasket,
  releaseBasketOrderClaim,
  type StoredBasket,
} from '../baskets/basket-repository';
import { basketDocument } from '../baskets/basket-document';
import { loadOwnBasket } from '../baskets/own-basket';
import { requireSubscriber } from '../baskets/subscriber-check';
import { insertPaidOrder } from './order-repository';
import { extendSubscription } from './subscription-fulfilment';

export async function placeOrder(
  database: Database,
  processor: PaymentProcessor,
  request: FastifyRequest,
  basketId: string,
) {
  const { stored, payment, billingAddress } = await database.transaction((tx) =>
    claimCompleteBasket(tx, request, basketId),
  );
  const subscription = stored.items.find((item) => item.subscription_period !== null);
  const basket = basketDocument(stored);
  const amount = basket.order_total.toFixed(2);
  let charge;
  try {
    charge = await processor.charge({
      token: payment.processor_token,
      amount,
      currency: basket.currency,
      reference: `${basketId}:${payment.payment_instrument_id}`,
    });
  } catch (error) {
    await releaseBasketOrderClaim(database, basketId);
    throw error;
  }
  if (charge.outcome === 'declined') {
    await releaseBasketOrderClaim(database, basketId);
    throw new ClientError(400, declineMessages[charge.reason]);
  }
  const userId = request.shopper?.userId;
  const chargeId = charge.chargeId;
  try {
    return await database.transaction(async (tx) => {
      const end =
        subscription?.subscription_period === undefined ||
        subscription.subscription_period === null ||
        userId === undefined
          ? undefined
          : await extendSubscription(tx, userId, subscription.subscription_period, new Date());
      const order = await insertPaidOrder(tx, {
        basketId,
        customerId: basket.customer_info.customer_id,
        currency: basket.currency,
        customerEmail: basket.customer_info.email ?? null,
        productSubTotal: basket.product_sub_total.toFixed(2),
        productTotal: basket.product_total.toFixed(2),
        taxTotal: basket.tax_total.toFixed(2),
        orderTotal: amount,
        productItems: basket.product_items,
        couponItems: basket.coupon_items,
        billingAddress,
        paymentInstruments: basket.payment_instruments,
        paymentTransactionId: chargeId,
        subscriptionEndDate: end,
      });
      await deleteBasket(tx, basketId);
      return order;
    });
  } catch (error) {
    // Charged but not written: the claim lapses after two minutes, and a retry's charge with
    // the same reference is answered with this approval, not taken again.
    request.log.error({ basketId, chargeId }, 'order not written after an approved charge');
    throw error;
  }
}

/**
 * Reads the basket under its row lock, checks it can be ordered and claims it, in one
 * transaction: a second POST orders meanwhile waits for the lock, then finds the basket claimed
 * (409) or, once the first has ordered it, gone (404). Read without the lock, it could see the
 * basket row but not the items and card the first order had just deleted with it.
 */
async function claimCompleteBasket(tx: Queryable, request: FastifyRequest, basketId: string) {
  const stored: StoredBasket = await loadOwnBasket(tx, request, basketId, { lock: true });
  if (stored.items.some((item) => item.subscription_period !== null)) await requireSubscriber(request);
  if (stored.items.length === 0) throw new ClientError(400, 'product_items: the basket is empty.');
  const billingAddress = stored.basket.billing_address;
  if (billingAddress === null) throw new ClientError(400, 'billing_address is required to place an order.');
  const payment = stored.payments[0];
  if (payment === undefined) throw new ClientError(400, 'payment_instruments: add a payment card to place an order.');
  if (!(await claimBasketForOrder(tx, basketId))) throw new ClientError(409, 'This basket is already being ordered.');
  return { stored, payment, billingAddress };
}
