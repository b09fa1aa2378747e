/**
 * A custom object as the data API sends it: object_type, key_value_string, the c_ fields and
 * last_modified (which the client reads as lastModified after its case conversion).
 */
import { isoTime } from '../../shop-api/iso-time';
import type { CustomObjectRow } from './custom-object-repository';

export type CustomObjectDocument = Record<string, unknown>;

export function customObjectDocument(type: string, row: CustomObjectRow): CustomObjectDocument {
  return {
    object_type: type,
    key_value_string: row.key,
    ...customFieldsOf(row.data),
    last_modified: isoTime(row.last_modified),
  };
}

/** Only c_ fields are the record's own; anything else in a body or a row is dropped. */
export function customFieldsOf(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([field]) => field.startsWith('c_')));
}
