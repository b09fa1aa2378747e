/**
 * The customers the shopper login issues tokens for: guests made at guest sign-in, and
 * registered customers keyed by the identity that signed them in (provider + external id).
 */
import { randomBytes } from 'node:crypto';
import type { CustomerProfileFields } from '../../../../domain/profile/customer-profile-fields';
import type { LoginIdentity } from '../../../../domain/profile/user-profile';
import type { Queryable } from '../../../db/database';

export interface CustomerRecord {
  customer_id: string;
  auth_type: 'guest' | 'registered';
  provider: LoginIdentity['provider'] | 'password' | null;
  external_id: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
}

const customerColumns = 'customer_id, auth_type, provider, external_id, email, first_name, last_name';

/** Commerce-style customer ids: 26 url-safe characters. */
function newCustomerId(): string {
  return randomBytes(20).toString('base64url').slice(0, 26);
}

export async function createGuestCustomer(tx: Queryable): Promise<CustomerRecord> {
  const [row] = await tx.query<CustomerRecord>(
    `insert into customers (customer_id, auth_type) values ($1, 'guest') returning ${customerColumns}`,
    [newCustomerId()],
  );
  if (row === undefined) throw new Error('The guest customer was not created.');
  return row;
}

export interface RegisteredCustomerInput {
  identity: LoginIdentity;
  email: string;
  firstName: string;
  lastName: string;
  fields: CustomerProfileFields;
}

/**
 * Creates or updates the registered customer of an identity. Profile fields are merged into
 * custom_fields, so fields other features keep there (bookmarks, news time) survive a login.
 * The market and language the user chose in the app (saved on the customer, shell spec
 * section 2) also survive: the profile's values only fill them the first time.
 */
export async function upsertRegisteredCustomer(tx: Queryable, input: RegisteredCustomerInput): Promise<CustomerRecord> {
  const [row] = await tx.query<CustomerRecord>(
    `insert into customers (customer_id, auth_type, provider, external_id, email, first_name, last_name, phone, custom_fields)
     values ($1, 'registered', $2, $3, $4, $5, $6, $7, $8::jsonb)
     on conflict (provider, external_id) do update set
       email = excluded.email,
       first_name = excluded.first_name,
       last_name = excluded.last_name,
       phone = coalesce(excluded.phone, customers.phone),
       custom_fields = customers.custom_fields || excluded.custom_fields || jsonb_strip_nulls(jsonb_build_object(
         'c_epcUserMarket', customers.custom_fields -> 'c_epcUserMarket',
         'c_epcUserLanguage', customers.custom_fields -> 'c_epcUserLanguage')),
       last_modified = now()
     returning ${customerColumns}`,
    [
      newCustomerId(),
      input.identity.provider,
      input.identity.externalId,
      input.email,
      input.firstName,
      input.lastName,
      input.identity.phone ?? null,
      JSON.stringify(input.fields),
    ],
  );
  if (row === undefined) throw new Error('The registered customer was not saved.');
  return row;
}

export async function findCustomer(db: Queryable, customerId: string): Promise<CustomerRecord | undefined> {
  const [row] = await db.query<CustomerRecord>(`select ${customerColumns} from customers where customer_id = $1`, [
    customerId,
  ]);
  return row;
}

export interface PasswordCustomer extends CustomerRecord {
  password_hash: string;
}

export async function findPasswordCustomer(db: Queryable, login: string): Promise<PasswordCustomer | undefined> {
  const [row] = await db.query<PasswordCustomer>(
    `select ${customerColumns}, password_hash from customers
     where lower(login) = lower($1) and auth_type = 'registered' and password_hash is not null`,
    [login],
  );
  return row;
}

/**
 * Replaces a password hash made with older parameters by one made at today's, unless the
 * password changed meanwhile (then the newer hash stays).
 */
export async function upgradePasswordHash(
  tx: Queryable,
  customerId: string,
  oldHash: string,
  newHash: string,
): Promise<void> {
  await tx.query('update customers set password_hash = $3 where customer_id = $1 and password_hash = $2', [
    customerId,
    oldHash,
    newHash,
  ]);
}

/** The EPC user id a registered customer's tokens carry (the EPCUsers key). */
export function epcUserIdOfCustomer(customer: CustomerRecord): string | undefined {
  if (customer.auth_type !== 'registered') return undefined;
  return customer.external_id ?? customer.customer_id;
}
