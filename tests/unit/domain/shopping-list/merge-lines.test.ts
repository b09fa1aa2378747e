import { describe, expect, it } from 'vitest';
import { mergeLines, sumQuantities } from '../../../../src/domain/shopping-list/merge-lines';
import type { ShoppingListLine } from '../../../../src/domain/shopping-list/shopping-list-contracts';

const line = (partNumber: string, quantity: string, fields: Partial<ShoppingListLine> = {}): ShoppingListLine => ({
  productId: partNumber,
  partNumber,
  partDescription: `Part ${partNumber}`,
  quantity,
  priceAmmend: '0',
  ...fields,
});

describe('mergeLines: "sums quantities of equal part numbers and appends new ones" (catalogue spec, 4)', () => {
  it('sums equal part numbers and appends new ones after the saved lines', () => {
    const saved = [line('LR001', '2'), line('LR002', '1')];
    const incoming = [line('LR002', '3'), line('LR003', '5')];
    expect(mergeLines(saved, incoming)).toEqual([line('LR001', '2'), line('LR002', '4'), line('LR003', '5')]);
  });

  it("keeps the saved line's other fields when it sums", () => {
    const saved = [line('LR001', '2', { priceAmmend: '10', partDescription: 'Saved' })];
    expect(mergeLines(saved, [line('LR001', '1', { priceAmmend: '50' })])).toEqual([
      line('LR001', '3', { priceAmmend: '10', partDescription: 'Saved' }),
    ]);
  });

  it('sums repeated part numbers within the incoming lines too', () => {
    expect(mergeLines([], [line('LR001', '1'), line('LR001', '2')])).toEqual([line('LR001', '3')]);
  });

  it.each([
    ['A/R', '3', 'A/R'],
    ['3', 'A/R', 'A/R'],
    ['A/R', 'A/R', 'A/R'],
  ])('"an A/R quantity overrides a sum": %s + %s -> %s', (savedQuantity, incomingQuantity, merged) => {
    expect(mergeLines([line('LR001', savedQuantity)], [line('LR001', incomingQuantity)])).toEqual([
      line('LR001', merged),
    ]);
  });

  it('stops a sum at the largest quantity, 9999', () => {
    expect(sumQuantities('9000', '1500')).toBe('9999');
  });

  it('changes neither input', () => {
    const saved = [line('LR001', '2')];
    const incoming = [line('LR001', '3')];
    mergeLines(saved, incoming);
    expect(saved).toEqual([line('LR001', '2')]);
    expect(incoming).toEqual([line('LR001', '3')]);
  });
});
