/**
 * The people an embedded identity provider signs in: the fixed demo people (README "Demo
 * accounts", one password for all) and those who created an account at the provider
 * (table idp_users, each with their own scrypt-hashed password). Only the third-party
 * provider takes new accounts, as real CIAM providers do for third-party repairers.
 */
import { randomBytes } from 'node:crypto';
import type { SignInKind } from '../../config/commerce';
import { hashPassword, unknownLoginHash, verifyPassword } from '../commerce/shopper-login/password-hash';
import type { Queryable } from '../db/database';
import { demoUserId, demoUserPassword, type ThirdPartyDemoUser } from '../db/demo-data/demo-users';
import {
  findDemoUserByUsername,
  findDemoUserBySubject,
  type DirectoryRetailerPerson,
  type ProviderPerson,
} from './provider-kinds';
import { secretsMatch } from './secrets-match';

/** The kinds that offer "Create an account". */
export const signUpKinds: readonly SignInKind[] = ['third-party'];

type SignedUpPerson = Pick<
  ThirdPartyDemoUser,
  'kind' | 'username' | 'externalId' | 'givenName' | 'familyName' | 'email' | 'phone'
>;

interface IdpUserRow {
  username: string;
  external_id: string;
  password_hash: string;
  given_name: string;
  family_name: string;
  email: string;
  phone: string;
}

const columns = 'username, external_id, password_hash, given_name, family_name, email, phone';

const personOf = (row: IdpUserRow): SignedUpPerson => ({
  kind: 'third-party',
  username: row.username,
  externalId: row.external_id,
  givenName: row.given_name,
  familyName: row.family_name,
  email: row.email,
  phone: row.phone,
});

/** The id the provider knows a person by (the token's sub). */
export function subjectOf(person: ProviderPerson): string {
  switch (person.kind) {
    case 'third-party':
      return person.externalId;
    case 'retailer':
      return person.uniqueName;
    case 'corporate':
      return demoUserId(person);
  }
}

interface DirectoryRow {
  user_id: string;
  dealer_code: string;
  parts_manager: boolean;
  email: string;
  given_name: string;
  surname: string;
  brand: 'arden' | 'corvid';
  market_code: string;
}

/**
 * An employee of the retailer lookup's directory (the demo dealers' '<dealer code>-pm' parts
 * managers and '<dealer code>-t1' technicians), whom the retailer provider signs in with the
 * demo password as it does its demo people: so any demo dealer's staff can sign in, and a
 * technician self-registers as pending at their first sign-in (catalogue spec, section 4).
 */
async function findDirectoryPerson(db: Queryable, userId: string): Promise<DirectoryRetailerPerson | undefined> {
  const [row] = await db.query<DirectoryRow>(
    `select u.user_id, u.dealer_code, u.parts_manager, u.email, u.given_name, u.surname, r.brand, r.market_code
     from retailer_users u join retailers r on r.code = u.dealer_code
     where u.user_id = $1`,
    [normalisedUsername(userId)],
  );
  if (row === undefined) return undefined;
  return {
    kind: 'retailer',
    username: row.user_id,
    uniqueName: row.user_id,
    dealerCode: row.dealer_code,
    brand: row.brand,
    marketCode: row.market_code.trim(),
    employeeCode: row.parts_manager ? 'PM' : 'TEC',
    givenName: row.given_name,
    familyName: row.surname,
    email: row.email,
  };
}

export const normalisedUsername = (username: string) => username.trim().toLowerCase();

export async function findPersonByUsername(
  db: Queryable,
  kind: SignInKind,
  username: string,
): Promise<ProviderPerson | undefined> {
  const demo = findDemoUserByUsername(kind, username);
  if (demo !== undefined) return demo;
  if (kind === 'retailer') return findDirectoryPerson(db, username);
  if (!signUpKinds.includes(kind)) return undefined;
  const [row] = await db.query<IdpUserRow>(`select ${columns} from idp_users where kind = $1 and username = $2`, [
    kind,
    normalisedUsername(username),
  ]);
  return row === undefined ? undefined : personOf(row);
}

export async function findPersonBySubject(
  db: Queryable,
  kind: SignInKind,
  subject: string,
): Promise<ProviderPerson | undefined> {
  const demo = findDemoUserBySubject(kind, subject);
  if (demo !== undefined) return demo;
  if (kind === 'retailer') return findDirectoryPerson(db, subject);
  if (!signUpKinds.includes(kind)) return undefined;
  const [row] = await db.query<IdpUserRow>(`select ${columns} from idp_users where kind = $1 and external_id = $2`, [
    kind,
    subject,
  ]);
  return row === undefined ? undefined : personOf(row);
}

/**
 * The person a user name and password sign in, or undefined. A password is checked even for
 * an unknown name (against a hash nothing matches), so timing does not tell names apart.
 */
export async function checkPassword(
  db: Queryable,
  kind: SignInKind,
  username: string,
  password: string,
): Promise<ProviderPerson | undefined> {
  const demo = findDemoUserByUsername(kind, username);
  if (demo !== undefined) return secretsMatch(password, demoUserPassword) ? demo : undefined;
  if (kind === 'retailer') {
    const employee = await findDirectoryPerson(db, username);
    return employee !== undefined && secretsMatch(password, demoUserPassword) ? employee : undefined;
  }
  const [row] = signUpKinds.includes(kind)
    ? await db.query<IdpUserRow>(`select ${columns} from idp_users where kind = $1 and username = $2`, [
        kind,
        normalisedUsername(username),
      ])
    : [];
  const matches = await verifyPassword(password, row?.password_hash ?? unknownLoginHash);
  return row !== undefined && matches ? personOf(row) : undefined;
}

export interface NewAccount {
  username: string;
  password: string;
  givenName: string;
  familyName: string;
  email: string;
  phone: string;
}

/** Creates the account; undefined when the user name is taken (by a demo person or an account). */
export async function createAccount(
  db: Queryable,
  kind: SignInKind,
  account: NewAccount,
): Promise<ProviderPerson | undefined> {
  const username = normalisedUsername(account.username);
  if (findDemoUserByUsername(kind, username) !== undefined) return undefined;
  const passwordHash = await hashPassword(account.password);
  const [row] = await db.query<IdpUserRow>(
    `insert into idp_users (kind, username, external_id, password_hash, given_name, family_name, email, phone)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (kind, username) do nothing returning ${columns}`,
    [
      kind,
      username,
      `tp-${randomBytes(8).toString('hex')}`,
      passwordHash,
      account.givenName,
      account.familyName,
      account.email,
      account.phone,
    ],
  );
  return row === undefined ? undefined : personOf(row);
}
