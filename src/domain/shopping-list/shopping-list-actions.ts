/**
 * The shopping list actions of the catalogue spec (section 4), as one pure function that the
 * device runs at once on its own copy and the server runs again when the change arrives.
 *
 * How two devices converge. Each device keeps its edits as operations in an outbox and sends
 * them when online; the server applies every operation once (by its idempotency key) and
 * answers the list after, which replaces the device's copy. Because every operation below
 * means the same thing whatever list it meets, all devices end with the server's list:
 *
 * - Operations apply in the order the server receives them; the time a device made an
 *   edit does not reorder it. A device offline for longer simply arrives later.
 * - add replaces the line with the same productId (keeping its place), else appends the line.
 * - update changes the quantity and/or priceAmmend of the line with that productId; an update
 *   of a line that is not there (removed meanwhile on another device) changes nothing.
 * - remove of a line that is not there changes nothing.
 * - receive merges lines into the list: equal part numbers sum their quantities, A/R
 *   overrides a sum, new part numbers are appended (merge-lines.ts).
 * - reset empties the list.
 * - Notes (src/domain/sync/notes.ts) follow the same order: the last save received wins, a
 *   delete wins over the saves received before it, and a save received after a delete
 *   makes the note again.
 *
 * Anything else is the spec's error 'Unknown action.'.
 */
import { mergeLines } from './merge-lines';
import { unknownActionMessage, type ShoppingListAction, type ShoppingListLine } from './shopping-list-contracts';

export function applyShoppingListAction(
  lines: readonly ShoppingListLine[],
  action: ShoppingListAction,
): ShoppingListLine[] {
  switch (action.action) {
    case 'add': {
      const replaced = lines.some((line) => line.productId === action.line.productId);
      if (!replaced) return [...lines, { ...action.line }];
      return lines.map((line) => (line.productId === action.line.productId ? { ...action.line } : line));
    }
    case 'update':
      return lines.map((line) =>
        line.productId === action.productId
          ? {
              ...line,
              ...(action.quantity === undefined ? {} : { quantity: action.quantity }),
              ...(action.priceAmmend === undefined ? {} : { priceAmmend: action.priceAmmend }),
            }
          : line,
      );
    case 'remove':
      return lines.filter((line) => line.productId !== action.productId);
    case 'receive':
      return mergeLines(lines, action.lines);
    case 'reset':
      return [];
    default:
      throw new Error(unknownActionMessage);
  }
}

export const shoppingListActionNames = ['add', 'update', 'remove', 'receive', 'reset'] as const;

/** Whether untrusted input (a request body, a stored outbox entry) has the shape of an action. */
export function isShoppingListAction(value: unknown): value is ShoppingListAction {
  if (!isRecord(value)) return false;
  switch (value['action']) {
    case 'add':
      return isShoppingListLine(value['line']);
    case 'update':
      return (
        typeof value['productId'] === 'string' &&
        isOptionalString(value['quantity']) &&
        isOptionalString(value['priceAmmend'])
      );
    case 'remove':
      return typeof value['productId'] === 'string';
    case 'receive':
      return Array.isArray(value['lines']) && value['lines'].every(isShoppingListLine);
    case 'reset':
      return true;
    default:
      return false;
  }
}

export function isShoppingListLine(value: unknown): value is ShoppingListLine {
  return (
    isRecord(value) &&
    (['productId', 'partNumber', 'partDescription', 'quantity', 'priceAmmend'] as const).every(
      (field) => typeof value[field] === 'string',
    )
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOptionalString(value: unknown): boolean {
  return value === undefined || typeof value === 'string';
}
