/**
 * The customer_addresses table (migration 004). Setting an address preferred clears the
 * customer's other preferred address first, inside the caller's transaction, so the unique
 * index on the preferred address never sees two.
 */
import type { Queryable } from '../../../../db/database';
import { isoTime } from '../../iso-time';
import { addressFieldNames, type AddressFields } from './address-schema';

/** Enough for a workshop with several sites; it also bounds the unpaged address list. */
export const maxAddressesPerCustomer = 50;

type AddressRow = { [field in keyof AddressFields]-?: AddressFields[field] | null } & {
  created_at: Date | string;
  last_modified: Date | string;
};

const columns = [...addressFieldNames, 'created_at', 'last_modified'].join(', ');

export async function listAddresses(db: Queryable, customerId: string) {
  const rows = await db.query<AddressRow>(
    `select ${columns} from customer_addresses where customer_id = $1 order by preferred desc, created_at, address_id`,
    [customerId],
  );
  return rows.map(addressDocument);
}

export async function findAddress(
  db: Queryable,
  customerId: string,
  addressId: string,
): Promise<AddressFields | undefined> {
  const [row] = await db.query<AddressRow>(
    `select ${columns} from customer_addresses where customer_id = $1 and address_id = $2 for update`,
    [customerId, addressId],
  );
  return row === undefined ? undefined : withoutNulls(row);
}

export async function countAddresses(db: Queryable, customerId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'select count(*)::int as count from customer_addresses where customer_id = $1',
    [customerId],
  );
  return row?.count ?? 0;
}

export async function clearPreferred(db: Queryable, customerId: string): Promise<void> {
  await db.query('update customer_addresses set preferred = false where customer_id = $1 and preferred', [customerId]);
}

export async function insertAddress(db: Queryable, customerId: string, address: AddressFields) {
  const placeholders = addressFieldNames.map((_, index) => `$${index + 2}`).join(', ');
  const [row] = await db.query<AddressRow>(
    `insert into customer_addresses (customer_id, ${addressFieldNames.join(', ')})
     values ($1, ${placeholders})
     returning ${columns}`,
    [customerId, ...columnValues(address)],
  );
  if (row === undefined) throw new Error('The new address row was not returned.');
  return addressDocument(row);
}

/** Replaces every field of the address named addressId (which may be renamed). */
export async function replaceAddress(db: Queryable, customerId: string, addressId: string, address: AddressFields) {
  const assignments = addressFieldNames.map((field, index) => `${field} = $${index + 3}`).join(', ');
  const [row] = await db.query<AddressRow>(
    `update customer_addresses set ${assignments}, last_modified = now()
     where customer_id = $1 and address_id = $2
     returning ${columns}`,
    [customerId, addressId, ...columnValues(address)],
  );
  if (row === undefined) throw new Error(`Address ${addressId} vanished during its update.`);
  return addressDocument(row);
}

export async function deleteAddress(db: Queryable, customerId: string, addressId: string): Promise<boolean> {
  const rows = await db.query(
    'delete from customer_addresses where customer_id = $1 and address_id = $2 returning address_id',
    [customerId, addressId],
  );
  return rows.length > 0;
}

/** The address in column order; a missing preferred flag means not preferred. */
function columnValues(address: AddressFields): unknown[] {
  return addressFieldNames.map((field) =>
    field === 'preferred' ? (address.preferred ?? false) : (address[field] ?? null),
  );
}

function addressDocument(row: AddressRow) {
  return {
    ...withoutNulls(row),
    creation_date: isoTime(row.created_at),
    last_modified: isoTime(row.last_modified),
  };
}

function withoutNulls(row: AddressRow): AddressFields {
  const address: Record<string, unknown> = {};
  for (const field of addressFieldNames) {
    const value = row[field];
    if (value !== null) address[field] = field === 'country_code' ? String(value).trim() : value;
  }
  return address as unknown as AddressFields;
}
