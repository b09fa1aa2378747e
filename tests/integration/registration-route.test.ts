/**
 * POST /registration/api/v1/register (catalogue spec, sections 2, 3, 5 and 8) on PGlite: a
 * guest with a registration ticket creates a pending profile and a commerce customer; each
 * refused form names its field and writes nothing; a ticket works once, only unexpired and
 * only as signed; a profile store that refuses the write answers 'Error creating user in RDM.'.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationForm } from '../../src/domain/registration/registration-form';
import type { RegistrationTicketClaims } from '../../src/domain/registration/registration-ticket';
import { signRegistrationTicket } from '../../src/server/registration/registration-ticket';
import { signInAsGuest } from './shopper-login/support/shopper-login-client';
import { expectProblem } from './support/problem-assertions';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let guestToken: string;

beforeAll(async () => {
  server = await startTestServer();
  guestToken = (await signInAsGuest(server.app)).access_token;
});

afterAll(() => server.close());

const path = '/registration/api/v1/register';

function freshIdentity(): RegistrationTicketClaims {
  const id = randomBytes(6).toString('hex');
  return {
    provider: 'third-party',
    externalId: `tp-test-${id}`,
    email: `new.${id}@garage.example`,
    firstName: 'Ada',
    lastName: 'Quinn',
    phone: '+44 20 7946 0999',
  };
}

const ticketFor = (claims: RegistrationTicketClaims, now?: number) =>
  signRegistrationTicket(claims, { secret: server.config.auth.tokenSecret, now });

const form = (overrides: Partial<RegistrationForm> = {}): RegistrationForm => ({
  firstName: 'Ada',
  lastName: 'Quinn',
  email: 'ada.quinn@garage.example',
  phone: '+44 (20) 7946-0999',
  companyName: 'Quinn Motors',
  companyAddress1: '1 High Street',
  companyAddress2: 'Unit 4',
  country: 'GB',
  postCode: 'AB1 2CD',
  defaultMarket: 'GB',
  preferredLanguage: 'en-GB',
  retailerSponsoring: false,
  retailerCode: '',
  vatNumber: 'GB123456789',
  acceptAll: true,
  ...overrides,
});

function register(body: object, token = guestToken) {
  return server.app.inject({ method: 'POST', url: path, headers: { authorization: `Bearer ${token}` }, payload: body });
}

async function profileOf(userId: string) {
  const [row] = await server.database.query<{ data: Record<string, unknown> }>(
    `select data from custom_objects where type = 'EPCUsers' and key = $1`,
    [userId],
  );
  return row?.data;
}

async function customerOf(externalId: string) {
  const [row] = await server.database.query<Record<string, unknown>>(
    `select auth_type, provider, external_id, email, first_name, last_name, phone, custom_fields
     from customers where provider = 'third-party' and external_id = $1`,
    [externalId],
  );
  return row;
}

describe('registering', () => {
  it('creates the pending third-party profile and the customer linked to the identity', async () => {
    const identity = freshIdentity();
    const response = await register({ ...form(), ticket: await ticketFor(identity) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      userId: identity.externalId,
      status: 'pending',
      userType: 'third-party',
      userRole: 'user',
    });
    expect(await profileOf(identity.externalId)).toEqual({
      key_value_string: identity.externalId,
      c_epcUserType: 'third-party',
      c_epcUserRole: 'user',
      c_epcUserStatus: 'pending',
      c_epcUserActive: false,
      c_epcBillableFlag: false,
      c_epcUserEmail: 'ada.quinn@garage.example',
      c_epcUserFirstName: 'Ada',
      c_epcUserLastName: 'Quinn',
      c_epcFullName: 'Ada Quinn',
      c_epcUserPhone: '+44 (20) 7946-0999',
      c_epcUserMarket: 'GB',
      c_epcCountryOfOrigin: 'GB',
      c_epcUserLanguage: 'en-GB',
      c_epcCompanyName: 'Quinn Motors',
      c_epcCompanyAddress: '1 High Street, Unit 4, AB1 2CD',
      c_epcVATNumber: 'GB123456789',
      c_epcShoppingExportConfig: 'export_csv',
      c_epcLoginCount: 0,
    });
    expect(await customerOf(identity.externalId)).toMatchObject({
      auth_type: 'registered',
      provider: 'third-party',
      external_id: identity.externalId,
      email: 'ada.quinn@garage.example',
      first_name: 'Ada',
      last_name: 'Quinn',
      phone: '+44 (20) 7946-0999',
      custom_fields: expect.objectContaining({ c_epcUserStatus: 'pending', c_epcUserType: 'third-party' }),
    });
  });

  it('makes a user a retailer sponsors an independent with the sponsored role and the dealer as partner', async () => {
    const identity = freshIdentity();
    const response = await register({
      ...form({ retailerSponsoring: true, retailerCode: ' 006cc ', vatNumber: '', companyAddress2: '' }),
      ticket: await ticketFor(identity),
    });
    expect(response.statusCode).toBe(201);
    const profile = await profileOf(identity.externalId);
    expect(profile).toMatchObject({
      c_epcUserType: 'independent',
      c_epcUserRole: 'sponsored',
      c_epcPartnerId: '006CC',
      c_epcUserStatus: 'pending',
      c_epcCompanyAddress: '1 High Street, AB1 2CD',
    });
    expect(profile).not.toHaveProperty('c_epcVATNumber');
  });
});

describe('a refused form names its field and writes nothing', () => {
  const cases: [string, Partial<RegistrationForm>, string][] = [
    ['phone with letters', { phone: '0207 CALL NOW' }, 'phone: ch not allow'],
    ['email without a domain', { email: 'ada@' }, 'email: Enter a valid email address'],
    ['missing first name', { firstName: '   ' }, 'firstName: This field is required.'],
    ['missing company', { companyName: '' }, 'companyName: This field is required.'],
    ['unknown market', { defaultMarket: 'QQ' }, 'defaultMarket: Choose a market from the list.'],
    ['unsupported language', { preferredLanguage: 'xx-XX' }, 'preferredLanguage: Choose a language from the list.'],
    ['terms not accepted', { acceptAll: false }, 'acceptAll: Accept the terms'],
    [
      'sponsoring without a code',
      { retailerSponsoring: true, retailerCode: '' },
      'retailerCode: This field is required.',
    ],
    [
      'a sponsoring code no dealer has',
      { retailerSponsoring: true, retailerCode: 'NOPE1' },
      'retailerCode: No retailer',
    ],
  ];
  it.each(cases)('%s', async (_name, overrides, detail) => {
    const identity = freshIdentity();
    const problem = expectProblem(await register({ ...form(overrides), ticket: await ticketFor(identity) }), 400);
    expect(problem.detail.startsWith(detail)).toBe(true);
    expect(await profileOf(identity.externalId)).toBeUndefined();
    expect(await customerOf(identity.externalId)).toBeUndefined();
  });

  it('a field the schema refuses (wrong type) is named too', async () => {
    const problem = expectProblem(await register({ ...form(), acceptAll: 'yes', ticket: 'x' }), 400);
    expect(problem.detail).toMatch(/^acceptAll /);
  });
});

describe('the ticket', () => {
  it('works once: a replay is refused', async () => {
    const identity = freshIdentity();
    const ticket = await ticketFor(identity);
    expect((await register({ ...form(), ticket })).statusCode).toBe(201);
    const problem = expectProblem(await register({ ...form(), ticket }), 400);
    expect(problem.detail).toMatch(/^ticket: This registration link was already used/);
  });

  it('is refused once 30 minutes have passed', async () => {
    const identity = freshIdentity();
    const ticket = await ticketFor(identity, Date.now() - 31 * 60 * 1000);
    const problem = expectProblem(await register({ ...form(), ticket }), 400);
    expect(problem.detail).toMatch(/^ticket: This registration has expired/);
    expect(await profileOf(identity.externalId)).toBeUndefined();
  });

  it('is refused when forged: another secret, a changed claim, or an access token', async () => {
    const identity = freshIdentity();
    const otherSecret = await signRegistrationTicket(identity, { secret: 'not-the-server-secret-0123456789' });
    const [header, , signature] = (await ticketFor(identity)).split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'tp-1001', provider: 'third-party' })).toString('base64url');
    for (const ticket of [otherSecret, `${header}.${payload}.${signature}`, guestToken, 'not-a-jwt']) {
      const problem = expectProblem(await register({ ...form(), ticket }), 400);
      expect(problem.detail).toMatch(/^ticket: This registration link is not valid/);
    }
    expect(await profileOf(identity.externalId)).toBeUndefined();
  });

  it('needs a guest session', async () => {
    const anonymous = await server.app.inject({ method: 'POST', url: path, payload: { ...form(), ticket: 'x' } });
    expectProblem(anonymous, 401);
  });
});

it('an identity that already has a profile is told it is already registered (409)', async () => {
  const identity = { ...freshIdentity(), externalId: 'tp-1007' };
  const before = await profileOf('tp-1007');
  const problem = expectProblem(await register({ ...form(), ticket: await ticketFor(identity) }), 409);
  expect(problem.detail).toMatch(/already registered/);
  expect(await profileOf('tp-1007')).toEqual(before);
});

it("answers 'Error creating user in RDM.' when the profile store refuses the record, and keeps the ticket usable", async () => {
  const identity = freshIdentity();
  const ticket = await ticketFor(identity);
  // A real constraint of the database, not a stand-in: this one identity's profile cannot be stored.
  await server.database.exec(
    `alter table custom_objects add constraint refuse_one_profile
     check (not (type = 'EPCUsers' and key = '${identity.externalId}')) not valid`,
  );
  try {
    const problem = expectProblem(await register({ ...form(), ticket }), 500);
    expect(problem.detail).toBe('Error creating user in RDM.');
    expect(await customerOf(identity.externalId)).toBeUndefined();
  } finally {
    await server.database.exec('alter table custom_objects drop constraint refuse_one_profile');
  }
  // Nothing was written, the ticket included: the same registration now goes through.
  expect((await register({ ...form(), ticket })).statusCode).toBe(201);
});
