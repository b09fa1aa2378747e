import { describe, expect, it } from 'vitest';
import { findCardFault } from '../../../../src/server/payments/card-checks';
import { createTestPaymentProcessor } from '../../../../src/server/payments/test-payment-processor';

const now = new Date('2026-11-25T12:00:00Z');
const card = { card_type: 'Visa', number: '4242424242424242', expiration_month: 11, expiration_year: 2026 };

describe('findCardFault: checks before a card goes to the processor, naming the field', () => {
  it('passes a good card, this month included', () => {
    expect(findCardFault(card, now)).toBeUndefined();
    expect(findCardFault({ ...card, card_type: 'Master Card', number: '5555555555554444' }, now)).toBeUndefined();
    expect(findCardFault({ ...card, card_type: 'Master Card', number: '2223003122003222' }, now)).toBeUndefined();
  });

  it.each([
    [{ number: '4242424242424241' }, 'payment_card.number is not a valid card number.'],
    [{ card_type: 'Master Card' }, 'payment_card.card_type Master Card does not match the card number.'],
    [{ expiration_year: 2025 }, 'payment_card.expiration_year is in the past: the card has expired.'],
    [{ expiration_month: 10 }, 'payment_card.expiration_month is in the past: the card has expired.'],
  ])('%j -> %s', (change, fault) => {
    expect(findCardFault({ ...card, ...change }, now)).toBe(fault);
  });

  it('reads the month by the UTC clock, and names the year when the year is past', () => {
    const newYear = new Date('2027-01-01T00:30:00Z');
    expect(findCardFault({ ...card, expiration_month: 12, expiration_year: 2026 }, newYear)).toBe(
      'payment_card.expiration_year is in the past: the card has expired.',
    );
    expect(findCardFault({ ...card, expiration_month: 1, expiration_year: 2027 }, newYear)).toBeUndefined();
  });

  it('refuses an Amex number, a type the shop does not take, as not matching', () => {
    expect(findCardFault({ ...card, number: '378282246310005' }, now)).toBe(
      'payment_card.card_type Visa does not match the card number.',
    );
  });
});

describe('the embedded test payment processor', () => {
  const details = (number: string) => ({
    cardType: 'Visa',
    number,
    holder: 'Jo',
    expirationMonth: 12,
    expirationYear: 2030,
    securityCode: '123',
  });

  it('tokenises the test cards without the number in the token, and refuses others naming the number', async () => {
    const processor = createTestPaymentProcessor();
    const result = await processor.tokenise(details('4242424242424242'));
    expect(result).toEqual({ outcome: 'tokenised', token: expect.stringMatching(/^tok_test_approve_[0-9a-f]{16}$/) });
    expect(JSON.stringify(result)).not.toContain('4242');
    expect(await processor.tokenise(details('4111111111111111'))).toMatchObject({
      outcome: 'refused',
      field: 'payment_card.number',
    });
  });

  it.each([
    ['4242424242424242', { outcome: 'approved' }],
    ['5555555555554444', { outcome: 'approved' }],
    ['4000000000000002', { outcome: 'declined', reason: 'card_declined' }],
    ['4000000000009995', { outcome: 'declined', reason: 'insufficient_funds' }],
  ])('charges %s -> %j', async (number, expected) => {
    const processor = createTestPaymentProcessor();
    const tokenised = await processor.tokenise(details(number));
    if (tokenised.outcome !== 'tokenised') throw new Error('not tokenised');
    expect(
      await processor.charge({ token: tokenised.token, amount: '12.00', currency: 'GBP', reference: 'b:1' }),
    ).toMatchObject(expected);
  });

  it('answers a repeated reference with its first charge, never a second', async () => {
    const processor = createTestPaymentProcessor();
    const tokenised = await processor.tokenise(details('4242424242424242'));
    if (tokenised.outcome !== 'tokenised') throw new Error('not tokenised');
    const request = { token: tokenised.token, amount: '12.00', currency: 'GBP', reference: 'basket-1:card-1' };
    const first = await processor.charge(request);
    expect(await processor.charge(request)).toEqual(first);
    const other = await processor.charge({ ...request, reference: 'basket-2:card-1' });
    expect(other).not.toEqual(first);
  });

  it('declines a token it did not issue', async () => {
    const processor = createTestPaymentProcessor();
    expect(await processor.charge({ token: 'tok_forged', amount: '1.00', currency: 'GBP', reference: 'x' })).toEqual({
      outcome: 'declined',
      reason: 'card_declined',
    });
  });
});
