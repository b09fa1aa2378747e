/**
 * Checks an action from outside (the sync endpoint's request, an outbox entry) before it is
 * applied: the spec's 'Unknown action.' for anything that is not one of its actions, the
 * shape, and every quantity and priceAmmend by the same rules the screen uses. Answers the
 * action with its values normalised ('007' becomes '7', 'a/r' becomes 'A/R'), so every
 * device stores the same text for the same value.
 */
import { checkPriceAmmend, checkQuantity, type FieldCheck } from './line-validation';
import { isShoppingListAction, shoppingListActionNames } from './shopping-list-actions';
import { unknownActionMessage, type ShoppingListAction, type ShoppingListLine } from './shopping-list-contracts';

export const maxIdLength = 100;
export const maxDescriptionLength = 500;

export function checkShoppingListAction(value: unknown): FieldCheck<ShoppingListAction> {
  const name = (value as { action?: unknown } | null)?.action;
  if (!(shoppingListActionNames as readonly unknown[]).includes(name)) return fail(unknownActionMessage);
  if (!isShoppingListAction(value))
    return fail(`The ${String(name)} action is missing a field or has a field of the wrong type.`);
  switch (value.action) {
    case 'add': {
      const line = checkLine(value.line);
      return line.ok ? ok({ action: 'add', line: line.value }) : line;
    }
    case 'update': {
      const productId = checkId('productId', value.productId);
      if (!productId.ok) return productId;
      const quantity = value.quantity === undefined ? undefined : checkQuantity(value.quantity);
      if (quantity?.ok === false) return quantity;
      const priceAmmend = value.priceAmmend === undefined ? undefined : checkPriceAmmend(value.priceAmmend);
      if (priceAmmend?.ok === false) return priceAmmend;
      return ok({
        action: 'update',
        productId: productId.value,
        ...(quantity === undefined ? {} : { quantity: quantity.value }),
        ...(priceAmmend === undefined ? {} : { priceAmmend: priceAmmend.value }),
      });
    }
    case 'remove': {
      const productId = checkId('productId', value.productId);
      return productId.ok ? ok({ action: 'remove', productId: productId.value }) : productId;
    }
    case 'receive': {
      const lines: ShoppingListLine[] = [];
      for (const [index, given] of value.lines.entries()) {
        const line = checkLine(given);
        if (!line.ok) return fail(`Line ${index + 1}: ${line.message}`);
        lines.push(line.value);
      }
      return ok({ action: 'receive', lines });
    }
    case 'reset':
      return ok({ action: 'reset' });
  }
}

export function checkLine(line: ShoppingListLine): FieldCheck<ShoppingListLine> {
  const productId = checkId('productId', line.productId);
  if (!productId.ok) return productId;
  const partNumber = checkId('partNumber', line.partNumber);
  if (!partNumber.ok) return partNumber;
  const partDescription = line.partDescription.trim();
  if (partDescription.length > maxDescriptionLength) {
    return fail(`partDescription can be at most ${maxDescriptionLength} characters.`);
  }
  const quantity = checkQuantity(line.quantity);
  if (!quantity.ok) return quantity;
  const priceAmmend = checkPriceAmmend(line.priceAmmend);
  if (!priceAmmend.ok) return priceAmmend;
  return ok({
    productId: productId.value,
    partNumber: partNumber.value,
    partDescription,
    quantity: quantity.value,
    priceAmmend: priceAmmend.value,
  });
}

function checkId(field: 'productId' | 'partNumber', text: string): FieldCheck<string> {
  const trimmed = text.trim();
  if (trimmed === '') return fail(`${field} is required.`);
  if (trimmed.length > maxIdLength) return fail(`${field} can be at most ${maxIdLength} characters.`);
  return ok(trimmed);
}

function ok<T>(value: T): FieldCheck<T> {
  return { ok: true, value };
}

function fail<T>(message: string): FieldCheck<T> {
  return { ok: false, message };
}
