// The subscription checkout's own checks before any call: card (Luhn, type, expiry, code),
// billing address, and where a server refusal belongs on the form.
import { describe, expect, it } from 'vitest';
import {
  billingAddressBody,
  billingAddressProblems,
  emptyBillingAddress,
} from '../../../../src/domain/commerce/billing-address';
import {
  cardDeclinedMessage,
  checkoutFieldOf,
  insufficientFundsMessage,
  isDecline,
} from '../../../../src/domain/commerce/checkout-refusal';
import {
  cardTypeOf,
  passesLuhn,
  paymentCardBody,
  paymentCardProblems,
  type PaymentCardEntry,
} from '../../../../src/domain/commerce/payment-card';

const now = new Date(2026, 10, 25, 12);
const card: PaymentCardEntry = {
  holder: 'Chris Novak',
  number: '4242 4242 4242 4242',
  expirationMonth: '12',
  expirationYear: '2030',
  securityCode: '123',
};

describe('payment card checks', () => {
  it('accepts the test cards, typed with spaces or dashes', () => {
    expect(paymentCardProblems(card, now)).toEqual([]);
    expect(paymentCardProblems({ ...card, number: '5555-5555-5555-4444' }, now)).toEqual([]);
    expect(paymentCardProblems({ ...card, number: '4000000000000002' }, now)).toEqual([]);
  });

  it('runs the Luhn check and knows the card types by their leading digits', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42')).toBe(false);
    expect(cardTypeOf('4242424242424242')).toBe('Visa');
    expect(cardTypeOf('5555555555554444')).toBe('Master Card');
    expect(cardTypeOf('2221000000000009')).toBe('Master Card');
    expect(cardTypeOf('378282246310005')).toBe('Amex');
    expect(cardTypeOf('9999999999999995')).toBeUndefined();
  });

  it('names every field that is wrong, at once', () => {
    const problems = paymentCardProblems(
      { holder: ' ', number: '4242 4242 4242 4241', expirationMonth: '13', expirationYear: '30', securityCode: '12a' },
      now,
    );
    expect(problems).toEqual([
      { field: 'holder', problem: 'missing' },
      { field: 'number', problem: 'not-a-card-number' },
      { field: 'expirationMonth', problem: 'not-a-month' },
      { field: 'expirationYear', problem: 'not-a-year' },
      { field: 'securityCode', problem: 'not-a-security-code' },
    ]);
    expect(paymentCardProblems({ ...card, number: 'abcd' }, now)).toEqual([
      { field: 'number', problem: 'not-a-card-number' },
    ]);
    expect(paymentCardProblems({ ...card, number: '' }, now)).toEqual([{ field: 'number', problem: 'missing' }]);
  });

  it('refuses a card type the payment method does not take', () => {
    expect(paymentCardProblems({ ...card, number: '378282246310005' }, now)).toEqual([
      { field: 'number', problem: 'unsupported-card' },
    ]);
    expect(paymentCardProblems({ ...card, number: '378282246310005' }, now, ['Visa', 'Amex'])).toEqual([]);
  });

  it('takes a card through the last day of its expiry month, not after', () => {
    expect(paymentCardProblems({ ...card, expirationMonth: '11', expirationYear: '2026' }, now)).toEqual([]);
    expect(paymentCardProblems({ ...card, expirationMonth: '10', expirationYear: '2026' }, now)).toEqual([
      { field: 'expirationYear', problem: 'expired' },
    ]);
  });

  it('takes a 3-digit security code only, as Visa and Mastercard print (the server takes the same)', () => {
    expect(paymentCardProblems({ ...card, securityCode: '123' }, now)).toEqual([]);
    expect(paymentCardProblems({ ...card, securityCode: '1234' }, now)).toEqual([
      { field: 'securityCode', problem: 'not-a-security-code' },
    ]);
    expect(paymentCardProblems({ ...card, securityCode: '12' }, now)).toEqual([
      { field: 'securityCode', problem: 'not-a-security-code' },
    ]);
    expect(paymentCardProblems({ ...card, securityCode: '12345' }, now)).toEqual([
      { field: 'securityCode', problem: 'not-a-security-code' },
    ]);
  });

  it('sends digits only, with the card type and numeric expiry', () => {
    expect(paymentCardBody(card)).toEqual({
      cardType: 'Visa',
      number: '4242424242424242',
      holder: 'Chris Novak',
      expirationMonth: 12,
      expirationYear: 2030,
      securityCode: '123',
    });
  });
});

describe('billing address checks', () => {
  const address = {
    ...emptyBillingAddress,
    firstName: 'Chris',
    lastName: 'Novak',
    address1: '1 High Street',
    city: 'London',
    postalCode: 'SW1A 1AA',
    countryCode: 'gb',
  };

  it('needs names, street, city, postal code and a two-letter country', () => {
    expect(billingAddressProblems(address)).toEqual([]);
    expect(billingAddressProblems(emptyBillingAddress).map((problem) => problem.field)).toEqual([
      'firstName',
      'lastName',
      'address1',
      'city',
      'postalCode',
      'countryCode',
    ]);
    expect(billingAddressProblems({ ...address, countryCode: 'GBR' })).toEqual([
      { field: 'countryCode', problem: 'not-a-country-code' },
    ]);
  });

  it('checks an optional phone with the profile rule', () => {
    expect(billingAddressProblems({ ...address, phone: '+44 (20) 7946-0004' })).toEqual([]);
    expect(billingAddressProblems({ ...address, phone: 'call me' })).toEqual([
      { field: 'phone', problem: 'rule', message: 'ch not allow' },
    ]);
  });

  it('sends the address trimmed, the country upper-case, empty optional fields left out', () => {
    expect(billingAddressBody({ ...address, firstName: ' Chris ' })).toEqual({
      firstName: 'Chris',
      lastName: 'Novak',
      address1: '1 High Street',
      city: 'London',
      postalCode: 'SW1A 1AA',
      countryCode: 'GB',
    });
  });
});

describe('where a server refusal belongs', () => {
  it('finds the field a refusal names', () => {
    expect(checkoutFieldOf('payment_card.number fails the Luhn check.')).toEqual({ form: 'card', field: 'number' });
    expect(checkoutFieldOf('body.payment_card.expiration_year must be >= 2026')).toEqual({
      form: 'card',
      field: 'expirationYear',
    });
    expect(checkoutFieldOf('body.postal_code must not be empty')).toEqual({ form: 'address', field: 'postalCode' });
    expect(checkoutFieldOf('address2 is too long')).toEqual({ form: 'address', field: 'address2' });
    expect(checkoutFieldOf('Something went wrong. Try again!')).toBeUndefined();
  });

  it('knows a decline from other refusals', () => {
    expect(isDecline(cardDeclinedMessage)).toBe(true);
    expect(isDecline(insufficientFundsMessage)).toBe(true);
    expect(isDecline('payment_card.number fails the Luhn check.')).toBe(false);
  });
});
