/**
 * Shoppers for the shop API, data API and admin tests: customers rows inserted directly and
 * access tokens minted with the test server's own secret, as the shopper login would issue
 * them. Ids carry a random suffix, so they never meet the seeded demo users.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { accessTokenIssuer, type AccessTokenClaims } from '../../../src/server/auth/access-token';
import { exampleProfile } from '../../../src/domain/access/policy-principals';
import type { UserProfile } from '../../../src/domain/profile/user-profile';
import type { TestServer } from '../support/test-server';

export const shopPath = (path: string, siteId = 'arden') => `/mobify/proxy/api/s/${siteId}/dw/shop/v21_3/${path}`;
export const dataPath = (path: string) => `/mobify/proxy/api/s/-/dw/data/v21_3/${path}`;

export interface TestShopper {
  customerId: string;
  userId: string | undefined;
  headers: { authorization: string };
}

export const uniqueId = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}`;

export function mintToken(
  server: TestServer,
  claims: Omit<AccessTokenClaims, 'iat' | 'exp'>,
  options: { ttlSeconds?: number; now?: number; secret?: string } = {},
): string {
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  const payload = { ...claims, iss: accessTokenIssuer, iat, exp: iat + (options.ttlSeconds ?? 600) };
  return compactHs256(payload, options.secret ?? server.config.auth.tokenSecret);
}

/**
 * An HS256 JWT encoded here from RFC 7515 rather than by the server's signAccessToken: it
 * stays synchronous for the many fixtures that mint tokens inline, and a token the server's
 * verifier (jose) accepts from an independent encoder shows it follows the standard.
 */
function compactHs256(payload: object, secret: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signingInput = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
}

export interface CustomerOptions {
  authType?: 'guest' | 'registered';
  /** EPC user id in the token and the customer's external id, as the shopper login links them (registered only). */
  userId?: string;
  login?: string;
  customFields?: Record<string, unknown>;
}

export async function addCustomer(server: TestServer, options: CustomerOptions = {}): Promise<TestShopper> {
  const authType = options.authType ?? 'registered';
  const customerId = uniqueId('cust');
  const userId = authType === 'registered' ? (options.userId ?? uniqueId('user')) : undefined;
  await server.database.query(
    `insert into customers
       (customer_id, auth_type, provider, external_id, login, email, first_name, last_name, custom_fields)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
    [
      customerId,
      authType,
      authType === 'guest' ? null : 'corporate',
      userId ?? null,
      options.login ?? null,
      authType === 'guest' ? null : `${customerId}@example.com`,
      authType === 'guest' ? null : 'Jo',
      authType === 'guest' ? null : 'Bloggs',
      JSON.stringify(options.customFields ?? {}),
    ],
  );
  const token = mintToken(server, {
    sub: customerId,
    usid: uniqueId('usid'),
    authType,
    ...(userId === undefined ? {} : { userId }),
  });
  return { customerId, userId, headers: { authorization: `Bearer ${token}` } };
}

/** An approved retailer profile for `userId`, as the access policy's own examples build it. */
export function profileFor(userId: string, fields: Partial<UserProfile> = {}): UserProfile {
  return exampleProfile(userId, fields);
}

/** Stores an EPCUsers record as the seed and the sign-in rules do (the profile as data). */
export async function addUserProfile(server: TestServer, profile: UserProfile): Promise<void> {
  await server.database.query(`insert into custom_objects (type, key, data) values ('EPCUsers', $1, $2::jsonb)`, [
    profile.key_value_string,
    JSON.stringify(profile),
  ]);
}

/** A registered customer whose EPCUsers profile exists, with the given profile fields. */
export async function addUser(
  server: TestServer,
  fields: Partial<UserProfile> = {},
): Promise<TestShopper & { userId: string }> {
  const shopper = await addCustomer(server);
  const userId = shopper.userId as string;
  await addUserProfile(server, profileFor(userId, fields));
  return { ...shopper, userId };
}
