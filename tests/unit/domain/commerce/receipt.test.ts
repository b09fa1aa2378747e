import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../src/domain/commerce/basket';
import { composeReceipt, receiptLines, type Translate } from '../../../../src/domain/commerce/receipt';

/** The inline English, as i18next gives it where a language has no translation. */
const english: Translate = (_key, text, values = {}) =>
  text.replaceAll(/\{\{(\w+)\}\}/g, (_placeholder, name: string) => String(values[name] ?? ''));

const formats = {
  moment: (at: string) => `at ${at}`,
  money: (amount: number, currency: string) => `${currency} ${amount.toFixed(2)}`,
};

const order: Order = {
  orderNo: 'R0001',
  status: 'completed',
  currency: 'GBP',
  productTotal: 10,
  taxTotal: 2,
  orderTotal: 12,
  creationDate: '2026-11-20T23:30:00Z',
  productItems: [{ productId: 'epc-subscription-month', productName: 'EPC month', quantity: 1, price: 10 }],
  billingAddress: {
    firstName: 'Kenji',
    lastName: 'Sato',
    address1: '1-2-3 Shiba',
    address2: '',
    city: 'Tokyo',
    postalCode: '105-0014',
    countryCode: 'JP',
  },
  paymentInstruments: [
    {
      paymentInstrumentId: 'p1',
      paymentMethodId: 'CREDIT_CARD',
      paymentCard: { cardType: 'Visa', numberLastDigits: '4242' },
    },
  ],
};

describe('an order’s receipt', () => {
  it('names the order, its period, items, totals, address and masked card', () => {
    const receipt = composeReceipt(order, english, formats);
    expect(receipt.title).toBe('Receipt for order R0001');
    expect(receipt.facts).toEqual([
      { label: 'Order number', value: 'R0001' },
      { label: 'Date', value: 'at 2026-11-20T23:30:00Z' },
      { label: 'Period', value: 'One month' },
    ]);
    expect(receipt.items).toEqual([{ name: 'EPC month', quantity: 1, price: 'GBP 10.00' }]);
    expect(receipt.totals.map((total) => total.value)).toEqual(['GBP 10.00', 'GBP 2.00', 'GBP 12.00']);
    // An empty second address line is left out.
    expect(receipt.address).toEqual(['Kenji Sato', '1-2-3 Shiba', '105-0014 Tokyo', 'JP']);
    expect(receipt.card).toBe('Visa ************4242');
  });

  it('prints the same rows as the PDF’s lines, headings marked', () => {
    const lines = receiptLines(composeReceipt(order, english, formats), english);
    expect(lines.filter((line) => line.heading).map((line) => line.text)).toEqual([
      'Receipt for order R0001',
      'Items',
      'Billed to',
    ]);
    expect(lines.map((line) => line.text)).toContain('1 x EPC month: GBP 10.00');
    expect(lines.at(-1)?.text).toBe('Paid with: Visa ************4242');
  });

  it('has no period, address or card lines for an order without them', () => {
    const bare = { ...order, productItems: [{ productId: 'LR012345', quantity: 2, price: 5 }] };
    delete bare.billingAddress;
    delete bare.paymentInstruments;
    const receipt = composeReceipt(bare, english, formats);
    expect(receipt.facts.map((fact) => fact.label)).toEqual(['Order number', 'Date']);
    expect(receipt.items).toEqual([{ name: 'LR012345', quantity: 2, price: 'GBP 5.00' }]);
    expect(receiptLines(receipt, english).some((line) => line.text === 'Billed to')).toBe(false);
  });
});
