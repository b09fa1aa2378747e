/** Reads and writes of the customers table (migration 002) for the shop API routes. */
import type { Queryable } from '../../../db/database';

export interface CustomerRow {
  customer_id: string;
  auth_type: 'guest' | 'registered';
  login: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  custom_fields: Record<string, unknown>;
  created_at: Date | string;
  last_modified: Date | string;
}

const customerColumns =
  'customer_id, auth_type, login, email, first_name, last_name, phone, custom_fields, created_at, last_modified';

export async function findCustomer(
  db: Queryable,
  customerId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CustomerRow | undefined> {
  const lock = options.forUpdate === true ? ' for update' : '';
  const [row] = await db.query<CustomerRow>(`select ${customerColumns} from customers where customer_id = $1${lock}`, [
    customerId,
  ]);
  return row;
}

export interface CustomerChanges {
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  custom_fields: Record<string, unknown>;
}

export async function updateCustomer(
  db: Queryable,
  customerId: string,
  changes: CustomerChanges,
): Promise<CustomerRow> {
  const [row] = await db.query<CustomerRow>(
    `update customers
     set first_name = $2, last_name = $3, phone = $4, custom_fields = $5::jsonb, last_modified = now()
     where customer_id = $1
     returning ${customerColumns}`,
    [customerId, changes.first_name, changes.last_name, changes.phone, JSON.stringify(changes.custom_fields)],
  );
  if (row === undefined) throw new Error(`Customer ${customerId} vanished during its update.`);
  return row;
}

export interface NewPasswordCustomer {
  customerId: string;
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

export async function insertPasswordCustomer(db: Queryable, customer: NewPasswordCustomer): Promise<CustomerRow> {
  const [row] = await db.query<CustomerRow>(
    `insert into customers (customer_id, auth_type, provider, login, email, first_name, last_name, password_hash)
     values ($1, 'registered', 'password', $2, $3, $4, $5, $6)
     returning ${customerColumns}`,
    [customer.customerId, customer.login, customer.email, customer.firstName, customer.lastName, customer.passwordHash],
  );
  if (row === undefined) throw new Error('The new customer row was not returned.');
  return row;
}

export async function loginIsTaken(db: Queryable, login: string): Promise<boolean> {
  const rows = await db.query('select 1 from customers where lower(login) = lower($1)', [login]);
  return rows.length > 0;
}

export interface PasswordRow {
  customer_id: string;
  password_hash: string | null;
}

export async function findPasswordByCustomerId(db: Queryable, customerId: string): Promise<PasswordRow | undefined> {
  const [row] = await db.query<PasswordRow>(
    'select customer_id, password_hash from customers where customer_id = $1 for update',
    [customerId],
  );
  return row;
}

export async function findPasswordByLogin(db: Queryable, login: string): Promise<PasswordRow | undefined> {
  const [row] = await db.query<PasswordRow>(
    'select customer_id, password_hash from customers where lower(login) = lower($1) for update',
    [login],
  );
  return row;
}

export async function setPasswordHash(db: Queryable, customerId: string, passwordHash: string): Promise<void> {
  await db.query('update customers set password_hash = $2, last_modified = now() where customer_id = $1', [
    customerId,
    passwordHash,
  ]);
}
