/**
 * A custom object as the data API sends it: object_type, key_value_string, the c_ fields and
 * last_modified (which the client reads as lastModified after its case conversion).
 */
import type { Static } from '@fastify/type-provider-typebox';
import { isoTime } from '../../shop-api/iso-time';
import type { CustomObjectRow } from './custom-object-repository';
import type { customObjectDocumentSchema } from './custom-object-schema';

/** The reply schema's known fields, and the c_ fields it keeps open for. */
export type CustomObjectDocument = Static<typeof customObjectDocumentSchema> & Record<string, unknown>;

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
