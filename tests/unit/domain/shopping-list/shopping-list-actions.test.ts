import { describe, expect, it } from 'vitest';
import {
  applyShoppingListAction,
  isShoppingListAction,
} from '../../../../src/domain/shopping-list/shopping-list-actions';
import type {
  ShoppingListAction,
  ShoppingListLine,
} from '../../../../src/domain/shopping-list/shopping-list-contracts';

const line = (productId: string, quantity = '1', fields: Partial<ShoppingListLine> = {}): ShoppingListLine => ({
  productId,
  partNumber: productId,
  partDescription: `Part ${productId}`,
  quantity,
  priceAmmend: '0',
  ...fields,
});

const list = [line('LR001', '2'), line('LR002', '1')];

describe('applyShoppingListAction (catalogue spec, 4: add, update, remove, receive, reset)', () => {
  it('add appends a new line', () => {
    expect(applyShoppingListAction(list, { action: 'add', line: line('LR003') })).toEqual([...list, line('LR003')]);
  });

  it('add "replaces an item with the same productId", in its place', () => {
    const replacement = line('LR001', '5', { priceAmmend: '10' });
    expect(applyShoppingListAction(list, { action: 'add', line: replacement })).toEqual([
      replacement,
      line('LR002', '1'),
    ]);
  });

  it('update changes the quantity and priceAmmend of that productId', () => {
    expect(
      applyShoppingListAction(list, { action: 'update', productId: 'LR002', quantity: 'A/R', priceAmmend: '12.5' }),
    ).toEqual([line('LR001', '2'), line('LR002', 'A/R', { priceAmmend: '12.5' })]);
  });

  it('update leaves a field it does not name', () => {
    expect(applyShoppingListAction(list, { action: 'update', productId: 'LR001', priceAmmend: '3' })).toEqual([
      line('LR001', '2', { priceAmmend: '3' }),
      line('LR002', '1'),
    ]);
  });

  it('update of a missing line changes nothing', () => {
    expect(applyShoppingListAction(list, { action: 'update', productId: 'LR999', quantity: '4' })).toEqual(list);
  });

  it('remove drops the line; removing a missing line changes nothing', () => {
    expect(applyShoppingListAction(list, { action: 'remove', productId: 'LR001' })).toEqual([line('LR002', '1')]);
    expect(applyShoppingListAction(list, { action: 'remove', productId: 'LR999' })).toEqual(list);
  });

  it('receive merges: sums equal part numbers, A/R overrides, appends new ones', () => {
    const received = [line('LR001', '3'), line('LR002', 'A/R'), line('LR004', '1')];
    expect(applyShoppingListAction(list, { action: 'receive', lines: received })).toEqual([
      line('LR001', '5'),
      line('LR002', 'A/R'),
      line('LR004', '1'),
    ]);
  });

  it('reset empties the list', () => {
    expect(applyShoppingListAction(list, { action: 'reset' })).toEqual([]);
  });

  it("throws the spec's 'Unknown action.' for any other action", () => {
    const unknown = { action: 'duplicate' } as unknown as ShoppingListAction;
    expect(() => applyShoppingListAction(list, unknown)).toThrow(new Error('Unknown action.'));
  });

  it('never changes the list it is given', () => {
    const before = structuredClone(list);
    applyShoppingListAction(list, { action: 'add', line: line('LR001', '9') });
    applyShoppingListAction(list, { action: 'update', productId: 'LR001', quantity: '9' });
    applyShoppingListAction(list, { action: 'receive', lines: [line('LR001', '9')] });
    expect(list).toEqual(before);
  });
});

describe('convergence: two devices editing offline end with the same list once the server has both', () => {
  it('the server order decides, whichever device edited first', () => {
    const deviceA: ShoppingListAction[] = [
      { action: 'add', line: line('LR003', '2') },
      { action: 'update', productId: 'LR001', quantity: '7' },
    ];
    const deviceB: ShoppingListAction[] = [
      { action: 'remove', productId: 'LR001' },
      { action: 'add', line: line('LR003', '4') },
    ];
    const serverOrder = [...deviceB, ...deviceA];
    const serverList = serverOrder.reduce(applyShoppingListAction, list);
    // B removed LR001, so A's later update of it changes nothing; A's add of LR003 came last and replaces B's.
    expect(serverList).toEqual([line('LR002', '1'), line('LR003', '2')]);
  });
});

describe('isShoppingListAction: validates untrusted input', () => {
  it.each([
    [{ action: 'add', line: line('LR001') }],
    [{ action: 'update', productId: 'LR001' }],
    [{ action: 'update', productId: 'LR001', quantity: '2', priceAmmend: '1' }],
    [{ action: 'remove', productId: 'LR001' }],
    [{ action: 'receive', lines: [line('LR001')] }],
    [{ action: 'receive', lines: [] }],
    [{ action: 'reset' }],
  ])('accepts %j', (value) => {
    expect(isShoppingListAction(value)).toBe(true);
  });

  it.each([
    [null],
    ['add'],
    [[{ action: 'reset' }]],
    [{}],
    [{ action: 'duplicate' }],
    [{ action: 'add' }],
    [{ action: 'add', line: { ...line('LR001'), quantity: 2 } }],
    [{ action: 'add', line: { productId: 'LR001' } }],
    [{ action: 'update', productId: 1 }],
    [{ action: 'update', productId: 'LR001', quantity: 2 }],
    [{ action: 'remove' }],
    [{ action: 'receive', lines: 'LR001' }],
    [{ action: 'receive', lines: [line('LR001'), null] }],
  ])('refuses %j', (value) => {
    expect(isShoppingListAction(value)).toBe(false);
  });
});
