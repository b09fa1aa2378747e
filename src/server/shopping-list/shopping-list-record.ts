/**
 * The shopping list as the custom object EPCShoplist stores it (catalogue spec, section 3):
 * key_value_string is the list identifier (the key column; one list per user, keyed by the
 * user id), c_shoplistJSON an array of lines each kept as a JSON string holding partNumber,
 * c_shoplistModificationDate the ISO time of the last change, and c_userId the owner's id, for
 * readers of the record only: ownership is the key, never this field, which a caller can
 * write (docs/access-policy.md). Lists written by older clients through the data API may
 * carry fewer fields, so reading fills the spec's defaults and skips lines without a part
 * number instead of failing the whole list.
 */
import { checkLine } from '../../domain/shopping-list/check-shopping-list-action';
import type { ShoppingListLine } from '../../domain/shopping-list/shopping-list-contracts';

export const shoppingListType = 'EPCShoplist';

export type ShoppingListFields = {
  c_userId: string;
  c_shoplistJSON: string[];
  c_shoplistModificationDate: string;
};

export function shoppingListFields(
  userId: string,
  lines: readonly ShoppingListLine[],
  modifiedAt: string,
): ShoppingListFields {
  return {
    c_userId: userId,
    c_shoplistJSON: lines.map((line) => JSON.stringify(line)),
    c_shoplistModificationDate: modifiedAt,
  };
}

export function linesOfStoredList(data: Readonly<Record<string, unknown>>): ShoppingListLine[] {
  const items = data['c_shoplistJSON'];
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const line = storedLine(item);
    return line === undefined ? [] : [line];
  });
}

function storedLine(item: unknown): ShoppingListLine | undefined {
  let parsed: unknown;
  try {
    parsed = typeof item === 'string' ? JSON.parse(item) : item;
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const fields = parsed as Record<string, unknown>;
  const text = (field: string) =>
    typeof fields[field] === 'string' || typeof fields[field] === 'number' ? String(fields[field]) : undefined;
  const partNumber = text('partNumber');
  if (partNumber === undefined) return undefined;
  const checked = checkLine({
    productId: text('productId') ?? partNumber,
    partNumber,
    partDescription: text('partDescription') ?? '',
    quantity: text('quantity') ?? '1',
    priceAmmend: text('priceAmmend') ?? '0',
  });
  return checked.ok ? checked.value : undefined;
}
