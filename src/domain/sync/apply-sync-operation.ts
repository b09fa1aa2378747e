/**
 * One outbox operation against a user's synced state, as the server applies it (and as a
 * device may apply it to its own copy): checked first, so an operation that can never apply
 * ('Unknown action.', a quantity out of range, an entity this version does not know, a
 * bookmark name another device took first) is
 * answered with its reason instead of a change, and the caller records it as done rather
 * than retrying it forever.
 */
import { applyBookmarkAction } from '../bookmarks/bookmark-actions';
import type { Bookmark } from '../bookmarks/bookmark-contracts';
import { checkBookmarkAction } from '../bookmarks/check-bookmark-action';
import { checkShoppingListAction } from '../shopping-list/check-shopping-list-action';
import { applyShoppingListAction } from '../shopping-list/shopping-list-actions';
import type { ShoppingListLine } from '../shopping-list/shopping-list-contracts';
import { unknownActionMessage } from '../shopping-list/shopping-list-contracts';
import type { FieldCheck } from '../shopping-list/line-validation';
import { applyProfileChange, emptySyncedProfile } from '../profile/apply-profile-change';
import { checkProfileChange, type ProfileRules } from '../profile/check-profile-change';
import { checkNoteAction } from './check-note-action';
import { applyNoteAction } from './notes';
import type { Note, SyncedProfile, SyncRefusal } from './sync-contracts';

export interface SyncedState {
  lines: ShoppingListLine[];
  notes: Note[];
  bookmarks: Bookmark[];
  /** Absent where none was read yet (a device's copy from before issue 15): profile changes start from the empty profile. */
  profile?: SyncedProfile;
}

/** What the caller knows that the rules need: the server knows the user's market choices, the device does not. */
export type SyncRules = ProfileRules;

/** Untrusted: the entity and change come from a request body or a stored outbox entry. */
export interface UncheckedOperation {
  entity: unknown;
  change: unknown;
}

export type OperationOutcome =
  { ok: true; state: SyncedState } | ({ ok: false; message: string } & Pick<SyncRefusal, 'code'>);

export const unknownEntityMessage = 'Unknown entity.';

export function applySyncOperation(
  state: SyncedState,
  operation: UncheckedOperation,
  rules: SyncRules = {},
): OperationOutcome {
  switch (operation.entity) {
    case 'shoppingList': {
      const action = checkShoppingListAction(operation.change);
      if (!action.ok) return refused(action);
      return { ok: true, state: { ...state, lines: applyShoppingListAction(state.lines, action.value) } };
    }
    case 'note': {
      const action = checkNoteAction(operation.change);
      if (!action.ok) return refused(action);
      return { ok: true, state: { ...state, notes: applyNoteAction(state.notes, action.value) } };
    }
    case 'bookmark': {
      const action = checkBookmarkAction(operation.change);
      if (!action.ok) return refused(action);
      // Unlike a list line or a note, a bookmark may be refused by the list it meets (a name taken meanwhile).
      const bookmarks = applyBookmarkAction(state.bookmarks, action.value);
      if (!bookmarks.ok) return { ok: false, code: 'rule-violated', message: bookmarks.message };
      return { ok: true, state: { ...state, bookmarks: bookmarks.value } };
    }
    case 'profile': {
      const change = checkProfileChange(operation.change, rules);
      if (!change.ok) {
        const message = change.field === undefined ? change.message : `${change.field}: ${change.message}`;
        return refused({ ok: false, message: change.message === unknownActionMessage ? change.message : message });
      }
      return {
        ok: true,
        state: { ...state, profile: applyProfileChange(state.profile ?? emptySyncedProfile, change.value) },
      };
    }
    default:
      return { ok: false, code: 'unknown-entity', message: unknownEntityMessage };
  }
}

/** A check's refusal with its code: the spec's 'Unknown action.', else a field that breaks its rule. */
function refused(check: FieldCheck<unknown> & { ok: false }): OperationOutcome {
  return {
    ok: false,
    code: check.message === unknownActionMessage ? 'unknown-action' : 'invalid-field',
    message: check.message,
  };
}
