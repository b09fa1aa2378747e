import { describe, expect, it } from 'vitest';
import { checkShoppingListAction } from '../../../../src/domain/shopping-list/check-shopping-list-action';
import type { ShoppingListLine } from '../../../../src/domain/shopping-list/shopping-list-contracts';

const line = (fields: Partial<ShoppingListLine> = {}): ShoppingListLine => ({
  productId: 'LR001',
  partNumber: 'LR001',
  partDescription: 'Brake pad',
  quantity: '1',
  priceAmmend: '0',
  ...fields,
});

describe('checkShoppingListAction: an action from outside, before it is applied', () => {
  it('answers the action with its values normalised', () => {
    const given = {
      action: 'add',
      line: line({ productId: ' LR001 ', quantity: 'a/r', priceAmmend: '05.50', partDescription: ' Pad ' }),
    };
    expect(checkShoppingListAction(given)).toEqual({
      ok: true,
      value: { action: 'add', line: line({ quantity: 'A/R', priceAmmend: '5.5', partDescription: 'Pad' }) },
    });
    expect(checkShoppingListAction({ action: 'update', productId: 'LR001', quantity: '010' })).toEqual({
      ok: true,
      value: { action: 'update', productId: 'LR001', quantity: '10' },
    });
    expect(checkShoppingListAction({ action: 'reset', extra: true })).toEqual({ ok: true, value: { action: 'reset' } });
  });

  it.each([
    [{ action: 'duplicate' }, 'Unknown action.'],
    [{ action: 'ADD', line: line() }, 'Unknown action.'],
    [{}, 'Unknown action.'],
    [null, 'Unknown action.'],
    ['reset', 'Unknown action.'],
    [{ action: 'add' }, 'The add action is missing a field or has a field of the wrong type.'],
    [{ action: 'remove', productId: 7 }, 'The remove action is missing a field or has a field of the wrong type.'],
    [{ action: 'add', line: line({ quantity: '-2' }) }, 'The quantity cannot be negative.'],
    [{ action: 'add', line: line({ quantity: '100000' }) }, 'The quantity cannot be more than 9999.'],
    [{ action: 'add', line: line({ priceAmmend: '150' }) }, 'The price adjustment cannot be more than 100.'],
    [{ action: 'add', line: line({ partNumber: ' ' }) }, 'partNumber is required.'],
    [{ action: 'add', line: line({ productId: 'x'.repeat(101) }) }, 'productId can be at most 100 characters.'],
    [
      { action: 'add', line: line({ partDescription: 'x'.repeat(501) }) },
      'partDescription can be at most 500 characters.',
    ],
    [{ action: 'update', productId: 'LR001', quantity: 'lots' }, 'The quantity must be a whole number or A/R.'],
    [{ action: 'update', productId: 'LR001', priceAmmend: '-1' }, 'The price adjustment cannot be negative.'],
    [{ action: 'update', productId: '' }, 'productId is required.'],
    [{ action: 'remove', productId: '' }, 'productId is required.'],
    [{ action: 'receive', lines: [line(), line({ quantity: '1.5' })] }, 'Line 2: The quantity must be a whole number.'],
  ])('refuses %j: %s', (value, message) => {
    expect(checkShoppingListAction(value)).toEqual({ ok: false, message });
  });
});
