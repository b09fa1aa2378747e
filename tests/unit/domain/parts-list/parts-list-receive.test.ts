import { describe, expect, it } from 'vitest';
import { maxListLinesAfterUpload } from '../../../../src/domain/parts-list/parts-list-format';
import { planUpload, receiveActions, receiveChunkLines } from '../../../../src/domain/parts-list/parts-list-receive';
import { checkShoppingListAction } from '../../../../src/domain/shopping-list/check-shopping-list-action';
import { applyShoppingListAction } from '../../../../src/domain/shopping-list/shopping-list-actions';
import type { ShoppingListLine } from '../../../../src/domain/shopping-list/shopping-list-contracts';
import { maxOperationCharacters } from '../../../../src/domain/sync/read-sync-operation';

const line = (partNumber: string, quantity: string): ShoppingListLine => ({
  productId: partNumber,
  partNumber,
  partDescription: '',
  quantity,
  priceAmmend: '0',
});

describe('planUpload: the merge rules of catalogue spec section 4', () => {
  it('sums equal part numbers (in the list and within the file), lets A/R override, appends new ones', () => {
    const list = [line('LR001', '2'), line('LR002', '5')];
    const plan = planUpload(list, [line('LR001', '3'), line('LR002', 'A/R'), line('LR003', '1'), line('LR003', '4')]);
    expect(plan.ok && plan.after).toEqual([line('LR001', '5'), line('LR002', 'A/R'), line('LR003', '5')]);
  });

  it('gives the same list whether the actions are applied on the device or one by one as the server does', () => {
    const list = [line('LR001', '9000')];
    const lines = Array.from({ length: 600 }, (_, index) => line(`P${index % 300}`, index === 5 ? 'A/R' : '2'));
    lines.push(line('LR001', '2000'));
    const plan = planUpload(list, lines);
    if (!plan.ok) throw new Error('expected a plan');
    expect(plan.actions).toHaveLength(Math.ceil(lines.length / receiveChunkLines));
    let applied: ShoppingListLine[] = list;
    for (const action of plan.actions) {
      const checked = checkShoppingListAction(action);
      expect(checked.ok).toBe(true);
      applied = applyShoppingListAction(applied, action);
    }
    expect(applied).toEqual(plan.after);
    expect(applied.find((entry) => entry.partNumber === 'LR001')?.quantity).toBe('9999');
    expect(applied.find((entry) => entry.partNumber === 'P5')?.quantity).toBe('A/R');
  });

  it('keeps every receive action under the size a sync operation may have, with the longest part numbers', () => {
    const longest = Array.from({ length: 1000 }, (_, index) => line(`${index}`.padEnd(100, 'X'), '9999'));
    for (const action of receiveActions(longest)) {
      expect(
        JSON.stringify({
          idempotencyKey: 'x'.repeat(100),
          entity: 'shoppingList',
          createdAt: 'x'.repeat(40),
          change: action,
        }).length,
      ).toBeLessThan(maxOperationCharacters);
    }
  });

  it(`refuses an upload that would take the list past ${maxListLinesAfterUpload} lines, but not one that only sums`, () => {
    const full = Array.from({ length: maxListLinesAfterUpload }, (_, index) => line(`P${index}`, '1'));
    expect(planUpload(full, [line('NEW', '1')])).toEqual({
      ok: false,
      code: 'list-too-long',
      lineCount: maxListLinesAfterUpload + 1,
      maxLines: maxListLinesAfterUpload,
    });
    expect(planUpload(full, [line('P1', '1')]).ok).toBe(true);
  });
});
