/**
 * The customer as the shop API sends it: snake_case platform fields, then the c_ custom
 * fields as stored (c_epcUserType, c_epcBookmarks...), then addresses and payment
 * instruments when there are any. Fields never set are left out, as the platform does.
 */
import type { Static } from '@fastify/type-provider-typebox';
import { isoTime } from '../iso-time';
import type { customerDocumentSchema } from './customer-document-schema';
import type { CustomerRow } from './customer-repository';

/** The reply schema's known fields, and the c_ fields it keeps open for. */
export type CustomerDocument = Static<typeof customerDocumentSchema> & Record<string, unknown>;

export function customerDocument(
  row: CustomerRow,
  extras: { addresses: unknown[]; paymentInstruments: unknown[] },
): CustomerDocument {
  const document: Record<string, unknown> = { customer_id: row.customer_id, auth_type: row.auth_type };
  for (const field of ['login', 'email', 'first_name', 'last_name', 'phone'] as const) {
    if (row[field] !== null) document[field] = row[field];
  }
  for (const [field, value] of Object.entries(row.custom_fields)) {
    // Only c_ fields are custom; anything else in the column must not shadow platform fields.
    if (field.startsWith('c_')) document[field] = value;
  }
  if (extras.addresses.length > 0) document['addresses'] = extras.addresses;
  if (extras.paymentInstruments.length > 0) document['payment_instruments'] = extras.paymentInstruments;
  document['creation_date'] = isoTime(row.created_at);
  document['last_modified'] = isoTime(row.last_modified);
  // Built field by field above: the id, auth type and times the schema requires are all set.
  return document as CustomerDocument;
}
