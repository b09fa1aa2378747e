/**
 * Where a refusal of the subscription checkout belongs on the form. The server's problem
 * details name the field in snake_case ('payment_card.number', 'body.billing_address.city',
 * 'postal_code'); the form shows the detail beside that field, and anything naming none above
 * the Pay button. A decline is not about a field: the card was fine, the bank said no.
 */
import type { BillingAddressField } from './billing-address';
import type { PaymentCardField } from './payment-card';

export type CheckoutField = { form: 'card'; field: PaymentCardField } | { form: 'address'; field: BillingAddressField };

/** Longest names first, so 'address2' is found before 'address1' could match its prefix. */
const fieldNames: readonly [string, CheckoutField][] = [
  ['expiration_month', { form: 'card', field: 'expirationMonth' }],
  ['expiration_year', { form: 'card', field: 'expirationYear' }],
  ['security_code', { form: 'card', field: 'securityCode' }],
  ['payment_card.number', { form: 'card', field: 'number' }],
  ['payment_card.holder', { form: 'card', field: 'holder' }],
  ['card_type', { form: 'card', field: 'number' }],
  ['first_name', { form: 'address', field: 'firstName' }],
  ['last_name', { form: 'address', field: 'lastName' }],
  ['address2', { form: 'address', field: 'address2' }],
  ['address1', { form: 'address', field: 'address1' }],
  ['postal_code', { form: 'address', field: 'postalCode' }],
  ['country_code', { form: 'address', field: 'countryCode' }],
  ['city', { form: 'address', field: 'city' }],
  ['phone', { form: 'address', field: 'phone' }],
];

/** The field a refusal's detail names, if it names one the form has. */
export function checkoutFieldOf(detail: string): CheckoutField | undefined {
  return fieldNames.find(([name]) => detail.includes(name))?.[1];
}

/** The payment processor's decline, in the contract's words (nothing was charged, no order). */
export const cardDeclinedMessage = 'Your card was declined. No payment was taken and no order was placed.';
export const insufficientFundsMessage =
  'Your card was declined for insufficient funds. No payment was taken and no order was placed.';

export function isDecline(detail: string): boolean {
  return detail === cardDeclinedMessage || detail === insufficientFundsMessage || /\bdeclined\b/i.test(detail);
}
