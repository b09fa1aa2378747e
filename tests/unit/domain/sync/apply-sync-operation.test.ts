import { describe, expect, it } from 'vitest';
import { applySyncOperation, type SyncedState } from '../../../../src/domain/sync/apply-sync-operation';

const line = { productId: 'LR001', partNumber: 'LR001', partDescription: 'Pad', quantity: '2', priceAmmend: '0' };
const note = {
  id: 'n1',
  target: { kind: 'part', partNumber: 'LR001', description: 'Pad' },
  text: 'Hi',
  updatedAt: '2025-01-02T10:00:00Z',
};
const empty: SyncedState = { lines: [], notes: [], bookmarks: [] };
const bookmark = {
  id: 'b1',
  bookmarkName: 'Brakes',
  url: '/home',
  timeStamp: '22/11/2026, 10:15',
  session: {},
  local: {},
};

describe('applySyncOperation: one outbox operation against the synced state', () => {
  it('applies a checked shopping list change, normalised', () => {
    expect(
      applySyncOperation(empty, {
        entity: 'shoppingList',
        change: { action: 'add', line: { ...line, quantity: '02' } },
      }),
    ).toEqual({
      ok: true,
      state: { lines: [line], notes: [], bookmarks: [] },
    });
  });

  it('applies a checked note change', () => {
    expect(applySyncOperation(empty, { entity: 'note', change: { action: 'save', note } })).toEqual({
      ok: true,
      state: { lines: [], notes: [note], bookmarks: [] },
    });
  });

  it('applies a checked bookmark change, and refuses one the list it meets does not allow', () => {
    const saved = applySyncOperation(empty, { entity: 'bookmark', change: { action: 'save', bookmark } });
    expect(saved).toEqual({ ok: true, state: { lines: [], notes: [], bookmarks: [bookmark] } });
    const clash = { action: 'save', bookmark: { ...bookmark, id: 'b2', bookmarkName: 'BRAKES' } };
    expect(applySyncOperation({ ...empty, bookmarks: [bookmark] }, { entity: 'bookmark', change: clash })).toEqual({
      ok: false,
      code: 'rule-violated',
      message: 'Bookmark name already exists.',
    });
  });

  it.each([
    [{ entity: 'shoppingList', change: { action: 'duplicate' } }, 'unknown-action', 'Unknown action.'],
    [{ entity: 'note', change: { action: 'pin', id: 'n1' } }, 'unknown-action', 'Unknown action.'],
    [
      { entity: 'shoppingList', change: { action: 'add', line: { ...line, quantity: '-1' } } },
      'invalid-field',
      'The quantity cannot be negative.',
    ],
    [{ entity: 'bookmark', change: { action: 'add' } }, 'unknown-action', 'Unknown action.'],
    [{ entity: 'setting', change: { action: 'save' } }, 'unknown-entity', 'Unknown entity.'],
  ])('answers why %j can never apply, with a stable code', (operation, code, message) => {
    expect(applySyncOperation(empty, operation)).toEqual({ ok: false, code, message });
  });
});
