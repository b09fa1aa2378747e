import { describe, expect, it } from 'vitest';
import { pagePartsToLines } from '../../../../src/domain/shopping-list/page-parts-to-lines';

const row = (partNumber: string, quantity: string, description = `Part ${partNumber}`) => ({
  partNumber,
  description,
  quantity,
});

describe('pagePartsToLines', () => {
  it("makes a line of each part with the page's quantity, in the page's order", () => {
    expect(pagePartsToLines([row('LR2', '2'), row('LR1', 'a/r')])).toEqual({
      lines: [
        { productId: 'LR2', partNumber: 'LR2', partDescription: 'Part LR2', quantity: '2', priceAmmend: '0' },
        { productId: 'LR1', partNumber: 'LR1', partDescription: 'Part LR1', quantity: 'A/R', priceAmmend: '0' },
      ],
      skipped: [],
    });
  });

  it('sums a part on several rows of the page, A/R overriding the sum', () => {
    const { lines } = pagePartsToLines([row('BOLT', '4'), row('NUT', '1'), row('BOLT', '2'), row('NUT', 'A/R')]);
    expect(lines.map((line) => [line.partNumber, line.quantity])).toEqual([
      ['BOLT', '6'],
      ['NUT', 'A/R'],
    ]);
  });

  it('leaves out a row whose page quantity is not a whole number or A/R, and says which', () => {
    const { lines, skipped } = pagePartsToLines([row('LR1', '1'), row('LR2', '0.5'), row('LR3', '')]);
    expect(lines.map((line) => line.partNumber)).toEqual(['LR1']);
    expect(skipped).toEqual(['LR2', 'LR3']);
  });
});
