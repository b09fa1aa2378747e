import { describe, expect, it } from 'vitest';
import type { SyncedState } from '../../../../src/domain/sync/apply-sync-operation';
import { editableValue, editRefusedChange } from '../../../../src/domain/sync/refused-change-edit';
import { findUnstorableText, readSyncOperation } from '../../../../src/domain/sync/read-sync-operation';
import type { SyncOperation } from '../../../../src/domain/sync/sync-contracts';

const line = { productId: 'LR001', partNumber: 'LR001', partDescription: 'Pad', quantity: '10000', priceAmmend: '0' };
const note = {
  id: 'n1',
  target: { kind: 'part' as const, partNumber: 'LR001', description: 'Pad' },
  text: 'Torque\u0000',
  updatedAt: '2026-11-22T10:00:00Z',
};
const bookmark = {
  id: 'b1',
  bookmarkName: 'Brakes',
  url: '/home',
  timeStamp: '22/11/2026, 10:15',
  session: {},
  local: {},
};
const operation = (entity: SyncOperation['entity'], change: unknown) =>
  ({ idempotencyKey: 'refused-key', entity, createdAt: '2026-11-22T10:00:00.000Z', change }) as SyncOperation;
const empty: SyncedState = { lines: [], notes: [], bookmarks: [] };
const context = { state: empty, idempotencyKey: 'edited-key', createdAt: '2026-11-24T06:00:00.000Z' };

describe('editing a refused change', () => {
  it.each([
    [operation('shoppingList', { action: 'add', line }), { field: 'quantity', value: '10000' }],
    [
      operation('shoppingList', { action: 'update', productId: 'LR001', quantity: '0' }),
      { field: 'quantity', value: '0' },
    ],
    [operation('note', { action: 'save', note }), { field: 'text', value: 'Torque\u0000' }],
    [
      operation('bookmark', { action: 'rename', id: 'b1', bookmarkName: 'Brakes' }),
      { field: 'bookmarkName', value: 'Brakes' },
    ],
    [operation('shoppingList', { action: 'remove', productId: 'LR001' }), undefined],
    [operation('shoppingList', { action: 'explode' }), undefined],
  ])('offers the one value at fault of %j', (refused, editable) => {
    expect(editableValue(refused)).toEqual(editable);
  });

  it('makes a new operation with the new value, checked as the server will check it', () => {
    const edited = editRefusedChange(operation('shoppingList', { action: 'add', line }), ' 12 ', context);
    expect(edited).toEqual({
      ok: true,
      value: {
        idempotencyKey: 'edited-key',
        entity: 'shoppingList',
        createdAt: context.createdAt,
        change: { action: 'add', line: { ...line, quantity: '12' } },
      },
    });
    expect(editRefusedChange(operation('shoppingList', { action: 'add', line }), '10001', context)).toEqual({
      ok: false,
      message: 'The quantity cannot be more than 9999.',
    });
    expect(editRefusedChange(operation('note', { action: 'save', note }), 'Still\u0000bad', context)).toEqual({
      ok: false,
      message: 'The new value contains a NUL character (U+0000), which cannot be stored.',
    });
    expect(editRefusedChange(operation('note', { action: 'save', note }), 'Torque to 40 Nm', context).ok).toBe(true);
  });

  it('checks a new bookmark name against the list the change will meet', () => {
    const state = { ...empty, bookmarks: [bookmark, { ...bookmark, id: 'b2', bookmarkName: 'Doors' }] };
    const rename = operation('bookmark', { action: 'rename', id: 'b1', bookmarkName: 'doors' });
    expect(editRefusedChange(rename, 'DOORS', { ...context, state })).toEqual({
      ok: false,
      message: 'Bookmark name already exists.',
    });
    expect(editRefusedChange(rename, 'Front brakes', { ...context, state }).ok).toBe(true);
  });

  it('refuses to edit what can only be discarded', () => {
    expect(editRefusedChange(operation('shoppingList', { action: 'reset' }), '1', context)).toEqual({
      ok: false,
      message: 'This change cannot be edited; discard it instead.',
    });
  });
});

describe('reading one operation of a sync request', () => {
  it('names the path of a text that cannot be stored, in values and in member names', () => {
    expect(findUnstorableText({ a: ['ok', 'x\ud800'] }, 'op')).toEqual({
      code: 'invalid-text',
      detail: 'op.a[1] contains an unpaired surrogate (invalid Unicode), which cannot be stored.',
    });
    expect(findUnstorableText({ 'b\u0000': 1 }, 'op')?.detail).toBe(
      'A member name in op contains a NUL character (U+0000), which cannot be stored.',
    );
    // A surrogate pair is a character like any other.
    expect(findUnstorableText({ a: 'brake \ud83d\ude97' }, 'op')).toBeUndefined();
  });

  it('bounds depth without recursion, and reads a good operation as it came', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnstorableText(deep, 'op')?.code).toBe('malformed-operation');
    const good = {
      idempotencyKey: 'good-key-1',
      entity: 'note',
      createdAt: 'now',
      change: { action: 'delete', id: 'n1' },
    };
    expect(readSyncOperation(good, 0)).toEqual({
      ok: true,
      idempotencyKey: 'good-key-1',
      entity: 'note',
      change: good.change,
    });
    expect(readSyncOperation({ ...good, createdAt: 'x'.repeat(41) }, 3)).toEqual({
      ok: false,
      idempotencyKey: 'good-key-1',
      code: 'malformed-operation',
      detail: 'operations[3].createdAt must be a text of 1 to 40 characters.',
    });
  });
});
