/**
 * The payment methods a basket may be paid with (issue 17 contract). Cards are taken in the
 * payment group epc-subscription-payments (catalogue spec, section 9), the only group whose
 * methods a basket with a subscription item may use; it is the only method there is.
 */
import { acceptedCards } from '../../../payments/card-checks';

export const subscriptionPaymentsGroup = 'epc-subscription-payments';

export const creditCardMethod = {
  id: 'CREDIT_CARD',
  name: 'Credit card',
  c_paymentGroup: subscriptionPaymentsGroup,
  cards: acceptedCards.map((card) => ({ ...card })),
};

const paymentMethods = [creditCardMethod];

export function applicablePaymentMethods(hasSubscription: boolean) {
  return paymentMethods.filter((method) => !hasSubscription || method.c_paymentGroup === subscriptionPaymentsGroup);
}
