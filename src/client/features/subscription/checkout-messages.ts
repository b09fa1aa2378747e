/** The words for what is wrong with the checkout form, beside each field. */
import { useTranslation } from 'react-i18next';
import type { BillingAddressProblem } from '../../../domain/commerce/billing-address';
import { securityCodeLength, type PaymentCardProblem } from '../../../domain/commerce/payment-card';

export function useCheckoutProblemText() {
  const { t } = useTranslation();
  return (problem: PaymentCardProblem | BillingAddressProblem): string => {
    switch (problem.problem) {
      case 'missing':
        return t('subscription.checkout.required', 'Fill in this field.');
      case 'not-a-card-number':
        return t('subscription.checkout.notACardNumber', 'This is not a valid card number; check the digits.');
      case 'unsupported-card':
        return t('subscription.checkout.unsupportedCard', 'Only Visa and Mastercard cards are accepted.');
      case 'not-a-month':
        return t('subscription.checkout.notAMonth', 'Enter the month as a number from 1 to 12.');
      case 'not-a-year':
        return t('subscription.checkout.notAYear', 'Enter the year with four digits.');
      case 'expired':
        return t('subscription.checkout.cardExpired', 'This card has expired.');
      case 'not-a-security-code':
        return t('subscription.checkout.securityCodeDigits', 'The security code has {{digits}} digits.', {
          digits: securityCodeLength,
        });
      case 'not-a-country-code':
        return t('subscription.checkout.notACountry', 'Enter the two-letter country code, such as GB.');
      case 'rule':
        return problem.message;
    }
  };
}
