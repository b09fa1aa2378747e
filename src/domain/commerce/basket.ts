/**
 * Baskets and orders of the shop API (shell spec, section 7: baskets, items, billing address,
 * payment methods and instruments, orders; catalogue spec, section 7: customer orders), in
 * camelCase as the app reads them, with the fields the subscription page uses. The server
 * answers more; what the page does not read is not typed here.
 */

export interface ProductItem {
  itemId?: string;
  productId: string;
  productName?: string;
  quantity: number;
  price: number;
  basePrice?: number;
  /** Set on subscription products: the period the item buys. */
  c_subscriptionPeriod?: string;
}

export interface OrderAddress {
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string;
  city: string;
  postalCode: string;
  countryCode: string;
  phone?: string;
}

/** A card as the server answers it: masked, never the whole number nor the security code. */
export interface MaskedPaymentCard {
  cardType: string;
  holder?: string;
  maskedNumber?: string;
  numberLastDigits?: string;
  expirationMonth?: number;
  expirationYear?: number;
}

export interface PaymentInstrument {
  paymentInstrumentId: string;
  paymentMethodId: string;
  amount?: number;
  paymentCard?: MaskedPaymentCard;
}

export interface Basket {
  basketId: string;
  currency: string;
  productItems?: ProductItem[];
  paymentInstruments?: PaymentInstrument[];
  billingAddress?: OrderAddress;
  productTotal?: number;
  taxTotal?: number;
  orderTotal?: number;
}

export interface PaymentMethod {
  id: string;
  name: string;
  c_paymentGroup?: string;
  cards?: { cardType: string; name: string }[];
}

export interface PaymentMethodResult {
  applicablePaymentMethods: PaymentMethod[];
}

export interface Order {
  orderNo: string;
  status: string;
  currency: string;
  productTotal: number;
  taxTotal: number;
  orderTotal: number;
  productItems: ProductItem[];
  creationDate: string;
  billingAddress?: OrderAddress;
  paymentInstruments?: PaymentInstrument[];
  paymentStatus?: string;
  /** A subscription order's new end of the subscription (a date or an ISO instant). */
  c_subscriptionEndDate?: string;
}

export interface OrderPage {
  count: number;
  total: number;
  offset: number;
  limit: number;
  data: Order[];
}

/** "Customer orders (offset 0, limit 10)" (catalogue spec, section 9): one page of the history. */
export const customerOrdersPageSize = 10;

/** The payment group subscriptions are paid in (catalogue spec, section 9). */
export const subscriptionPaymentGroup = 'epc-subscription-payments';
