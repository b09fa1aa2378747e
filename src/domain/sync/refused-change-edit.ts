/**
 * Which refused changes the user can put right by editing one value, and the change the edit
 * makes: a shopping list line's quantity (add, or an update that set one), a note's text, a
 * bookmark's name (save or rename). Anything else (an unknown action, a removal) can only be
 * discarded. The edited change is a new operation with a new idempotency key: the server
 * remembers the old key as refused and would refuse it again.
 */
import type { FieldCheck } from '../shopping-list/line-validation';
import { applySyncOperation, type SyncedState } from './apply-sync-operation';
import { findUnstorableText } from './read-sync-operation';
import type { SyncOperation } from './sync-contracts';

export type EditableField = 'quantity' | 'text' | 'bookmarkName';

export interface EditableValue {
  field: EditableField;
  value: string;
}

/** The one value an edit would change, or undefined when the change can only be discarded. */
export function editableValue(operation: SyncOperation): EditableValue | undefined {
  const change = operation.change as unknown;
  if (typeof change !== 'object' || change === null) return undefined;
  const fields = change as Record<string, unknown>;
  switch (operation.entity) {
    case 'shoppingList': {
      const line = fields['line'] as Record<string, unknown> | undefined;
      if (fields['action'] === 'add' && typeof line?.['quantity'] === 'string')
        return { field: 'quantity', value: line['quantity'] };
      if (fields['action'] === 'update' && typeof fields['quantity'] === 'string')
        return { field: 'quantity', value: fields['quantity'] };
      return undefined;
    }
    case 'note': {
      const note = fields['note'] as Record<string, unknown> | undefined;
      return fields['action'] === 'save' && typeof note?.['text'] === 'string'
        ? { field: 'text', value: note['text'] }
        : undefined;
    }
    case 'bookmark': {
      const bookmark = fields['bookmark'] as Record<string, unknown> | undefined;
      if (fields['action'] === 'save' && typeof bookmark?.['bookmarkName'] === 'string') {
        return { field: 'bookmarkName', value: bookmark['bookmarkName'] };
      }
      if (fields['action'] === 'rename' && typeof fields['bookmarkName'] === 'string')
        return { field: 'bookmarkName', value: fields['bookmarkName'] };
      return undefined;
    }
    default:
      return undefined;
  }
}

export interface EditContext {
  /** The state the edited change will meet: the server's copy with the other queued changes on top. */
  state: SyncedState;
  idempotencyKey: string;
  createdAt: string;
}

/**
 * The refused change with its value replaced, as a new operation, checked the way the server
 * will check it against the state it meets; answers the reason when it would be refused again.
 */
export function editRefusedChange(
  operation: SyncOperation,
  value: string,
  context: EditContext,
): FieldCheck<SyncOperation> {
  const editable = editableValue(operation);
  if (editable === undefined) return { ok: false, message: 'This change cannot be edited; discard it instead.' };
  const unstorable = findUnstorableText(value, 'The new value');
  if (unstorable !== undefined) return { ok: false, message: unstorable.detail };
  // Trimmed as every check trims it, so the queued change holds what the server will keep.
  const change = withValue(operation, editable.field, value.trim());
  const edited = {
    ...operation,
    idempotencyKey: context.idempotencyKey,
    createdAt: context.createdAt,
    change,
  } as SyncOperation;
  const outcome = applySyncOperation(context.state, edited);
  if (!outcome.ok) return { ok: false, message: outcome.message };
  return { ok: true, value: edited };
}

function withValue(operation: SyncOperation, field: EditableField, value: string): unknown {
  const change = operation.change as unknown as Record<string, Record<string, unknown> | string>;
  const nested = (name: string, member: string) => ({
    ...change,
    [name]: { ...(change[name] as Record<string, unknown>), [member]: value },
  });
  if (field === 'quantity')
    return change['action'] === 'add' ? nested('line', 'quantity') : { ...change, quantity: value };
  if (field === 'text') return nested('note', 'text');
  return change['action'] === 'save' ? nested('bookmark', 'bookmarkName') : { ...change, bookmarkName: value };
}
