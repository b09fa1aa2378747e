import { describe, expect, it } from 'vitest';
import { checkShoppingListAction } from '../../../../src/domain/shopping-list/check-shopping-list-action';
import { replaceSupersededLine } from '../../../../src/domain/shopping-list/replace-superseded-line';
import { applyShoppingListAction } from '../../../../src/domain/shopping-list/shopping-list-actions';
import type { ShoppingListLine } from '../../../../src/domain/shopping-list/shopping-list-contracts';

const line = (partNumber: string, quantity = '1', priceAmmend = '0'): ShoppingListLine => ({
  productId: partNumber,
  partNumber,
  partDescription: `Part ${partNumber}`,
  quantity,
  priceAmmend,
});

const current = (...partNumbers: string[]) => ({
  current: partNumbers.map((partNumber) => ({ partNumber, description: `Current ${partNumber}` })),
  chain: partNumbers,
});

const replaced = (lines: ShoppingListLine[], old: ShoppingListLine, replacement: ReturnType<typeof current>) =>
  replaceSupersededLine(old, replacement).reduce(applyShoppingListAction, lines);

describe('replaceSupersededLine', () => {
  it('swaps the old line for the current part, with its quantity and price adjustment', () => {
    const old = line('A-1', '3', '12.5');
    expect(replaced([line('X'), old], old, current('D-1'))).toEqual([
      line('X'),
      { productId: 'D-1', partNumber: 'D-1', partDescription: 'Current D-1', quantity: '3', priceAmmend: '12.5' },
    ]);
  });

  it('gives a part replaced by several a line of each', () => {
    const old = line('A-1', '2');
    expect(replaced([old], old, current('S-1', 'T-1')).map((l) => [l.partNumber, l.quantity])).toEqual([
      ['S-1', '2'],
      ['T-1', '2'],
    ]);
  });

  it('adds to a current part already on the list, as receiving lines does; A/R stays as required', () => {
    const first = line('A-1', '1');
    const second = line('A-2', 'A/R');
    const kit = current('KIT');
    const once = replaced([first, second], first, kit);
    expect(once.map((l) => [l.partNumber, l.quantity])).toEqual([
      ['A-2', 'A/R'],
      ['KIT', '1'],
    ]);
    expect(replaced(once, second, kit).map((l) => [l.partNumber, l.quantity])).toEqual([['KIT', 'A/R']]);
  });

  it('is made of actions the server accepts', () => {
    for (const action of replaceSupersededLine(line('A-1', '4'), current('D-1'))) {
      expect(checkShoppingListAction(action).ok).toBe(true);
    }
  });
});
