/**
 * Buying a subscription period through the shop API (issue 17 contract; shell spec, section
 * 7): a basket in the market's currency with the period's product, the billing address, a
 * credit card of the payment group epc-subscription-payments, then the order. The basket is
 * kept between attempts, so after a declined card another card is tried on the same basket
 * (its earlier card removed first) and nothing is bought twice: the server charges a basket
 * once. Every refusal comes back in words, with the form field it names, if any.
 */
import { subscriptionPaymentGroup, type Basket, type Order } from '../../../domain/commerce/basket';
import { billingAddressBody, type BillingAddress } from '../../../domain/commerce/billing-address';
import { checkoutFieldOf, isDecline, type CheckoutField } from '../../../domain/commerce/checkout-refusal';
import { CommerceFaultError, isFlaggedError } from '../../../domain/commerce/commerce-reply';
import { paymentCardBody, type PaymentCardEntry } from '../../../domain/commerce/payment-card';
import {
  addBasketItems,
  addPaymentInstrument,
  createBasket,
  deleteBasket,
  getPaymentMethods,
  placeOrder,
  removePaymentInstrument,
  setBillingAddress,
  type ShopTarget,
} from '../../api/commerce/basket-api';

export interface PurchaseRequest {
  target: ShopTarget;
  currency: string;
  productId: string;
  address: BillingAddress;
  card: PaymentCardEntry;
  /** The basket of an earlier attempt on this page, reused. */
  basketId?: string;
}

export type PurchaseOutcome =
  | { kind: 'ordered'; order: Order }
  | { kind: 'declined'; message: string; basketId: string }
  /** No credit card payment of the subscription group is offered for the basket. */
  | { kind: 'no-payment-method'; basketId: string }
  | { kind: 'refused'; message: string; field?: CheckoutField; basketId?: string };

const creditCard = 'CREDIT_CARD';

class Refusal extends Error {
  constructor(
    message: string,
    readonly basketId?: string,
  ) {
    super(message);
  }
}

function unwrap<T>(reply: T | { isError: true; message: string }, basketId?: string): T {
  if (isFlaggedError(reply)) throw new Refusal(reply.message, basketId);
  return reply;
}

/** A basket with the period in it: the earlier one when it is still there, else a new one. */
async function basketWithProduct(request: PurchaseRequest): Promise<Basket> {
  const items = [{ productId: request.productId, quantity: 1 }];
  if (request.basketId !== undefined) {
    const reused = await addBasketItems(request.target, request.basketId, items);
    // A second subscription item replaces the first, so the basket holds the period chosen now.
    if (!isFlaggedError(reused) && reused.currency === request.currency) return reused;
    // Priced in another currency (the market changed): it goes, and a new one is made. A
    // refusal means it is gone already (ordered, or deleted).
    if (!isFlaggedError(reused)) await deleteBasket(request.target, request.basketId);
  }
  const created = unwrap(await createBasket(request.target, request.currency));
  return unwrap(await addBasketItems(request.target, created.basketId, items), created.basketId);
}

/** Runs the flow; rejects only when the network or the server fails (not on a refusal). */
export async function purchaseSubscription(request: PurchaseRequest): Promise<PurchaseOutcome> {
  const { target } = request;
  let basketId = request.basketId;
  try {
    let basket = await basketWithProduct(request);
    basketId = basket.basketId;
    basket = unwrap(await setBillingAddress(target, basketId, billingAddressBody(request.address)), basketId);

    const methods = unwrap(await getPaymentMethods(target, basketId), basketId);
    const method = methods.applicablePaymentMethods.find(
      (candidate) => candidate.id === creditCard && candidate.c_paymentGroup === subscriptionPaymentGroup,
    );
    if (method === undefined) return { kind: 'no-payment-method', basketId };

    // The card of a declined attempt goes before the next one is added.
    for (const instrument of basket.paymentInstruments ?? []) {
      basket = unwrap(await removePaymentInstrument(target, basketId, instrument.paymentInstrumentId), basketId);
    }
    basket = unwrap(
      await addPaymentInstrument(target, basketId, {
        amount: basket.orderTotal,
        paymentMethodId: creditCard,
        paymentCard: paymentCardBody(request.card),
      }),
      basketId,
    );

    return { kind: 'ordered', order: unwrap(await placeOrder(target, basketId), basketId) };
  } catch (error) {
    // A refusal comes as problem details (flagged) or as a shop API fault (thrown).
    if (!(error instanceof Refusal) && !(error instanceof CommerceFaultError)) throw error;
    const keptBasket = error instanceof Refusal ? (error.basketId ?? basketId) : basketId;
    if (keptBasket !== undefined && isDecline(error.message))
      return { kind: 'declined', message: error.message, basketId: keptBasket };
    return { kind: 'refused', message: error.message, field: checkoutFieldOf(error.message), basketId: keptBasket };
  }
}
