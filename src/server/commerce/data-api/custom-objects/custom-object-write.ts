/**
 * The checks every write of a custom object makes before it touches the table: the body's
 * key_value_string, when given, names the record in the path; and a shopping list is saved
 * only with its key_value_string (catalogue spec, section 5: "Saving a shopping list without
 * key_value_string returns an error"); and the fields the server reads have the type it
 * reads them as (custom-object-field-types.ts).
 */
import type { CustomObjectType } from '../../../../domain/profile/custom-object-access';
import { ClientError } from '../../shop-api/client-error';
import { misTypedField } from './custom-object-field-types';
import type { CustomObjectBody } from './custom-object-schema';

export function checkWriteBody(
  type: CustomObjectType,
  key: string,
  body: CustomObjectBody,
  method: 'PUT' | 'PATCH',
): void {
  if (type === 'EPCShoplist' && body.key_value_string === undefined) {
    throw new ClientError(400, 'key_value_string is required to save a shopping list.');
  }
  if (body.key_value_string !== undefined && body.key_value_string !== key) {
    throw new ClientError(400, `key_value_string ${body.key_value_string} does not match the key ${key} in the path.`);
  }
  const misTyped = misTypedField(type, body, method === 'PATCH');
  if (misTyped !== undefined) throw new ClientError(400, misTyped);
}

/** The fields after a PATCH: given fields replace stored ones, and a null removes one. */
export function patchedFields(stored: Readonly<Record<string, unknown>>, patch: Readonly<Record<string, unknown>>) {
  const result: Record<string, unknown> = { ...stored };
  for (const [field, value] of Object.entries(patch)) {
    if (value === null) delete result[field];
    else result[field] = value;
  }
  return result;
}
