import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../../src/server/auth/access-token';
import { refusals } from '../../../src/domain/access/access-levels';
import type { UserProfile } from '../../../src/domain/profile/user-profile';
import { addCustomer, addUserProfile, profileFor } from '../shop-api/shopper-fixtures';
import type { TestServer } from '../support/test-server';
import { startServerWithCatalogueUser } from '../support/catalogue-user-server';
import { bearer } from '../support/guest-server';
import { expectProblem } from '../support/problem-assertions';

let server: TestServer;
/** An internal admin's: the one caller who may look up any employee. */
let accessToken: string;

beforeAll(async () => {
  ({ server, accessToken } = await startServerWithCatalogueUser({
    c_epcUserType: 'internal',
    c_epcUserRole: 'admin',
    c_epcPartnerId: 'jlr_internal',
  }));
});

/** The token of a signed-in user with this EPC user id and profile fields. */
async function tokenOf(userId: string, fields: Partial<UserProfile>): Promise<string> {
  await addUserProfile(server, profileFor(userId, fields));
  return (await addCustomer(server, { userId })).headers.authorization.replace(/^Bearer /, '');
}

afterAll(() => server.close());

const lookup = (id: string, token = accessToken) =>
  server.app.inject({
    method: 'GET',
    url: `/catalogue/api/v1/retailerDetails/${encodeURIComponent(id)}`,
    headers: bearer(token),
  });

describe('GET /catalogue/api/v1/retailerDetails/:id (retailer lookup)', () => {
  it('answers the section 3 fields of a known dealer employee', async () => {
    const response = await lookup('rparts');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userFound: true,
      partsManager: 'Y',
      fordOtherEmail: 'rita.parker@006cc.dealer.example',
      givenName: 'Rita',
      sn: 'Parker',
      country: 'GB',
      preferredLanguage: 'en-GB',
      fordSiteCode: '006CC',
      company: 'Corringham Car Centre',
      companyAddress: '4 Mill Lane, Corringham, SS17 9AA',
    });
    expect((await lookup('rtech')).json()).toMatchObject({
      partsManager: 'N',
      fordSiteCode: '005CA',
      country: 'CA',
      company: 'Maplestead Motors',
    });
  });

  it('knows a parts manager and a technician at every demo dealer', async () => {
    const [row] = await server.database.query<{ dealers: number; without: number }>(
      `select count(*)::int as dealers,
              count(*) filter (where (select count(*) from retailer_users u where u.dealer_code = r.code) < 2)::int as without
       from retailers r`,
    );
    expect(row).toEqual({ dealers: 102, without: 0 });
    expect((await lookup('006cc-pm')).json()).toMatchObject({
      userFound: true,
      partsManager: 'Y',
      fordSiteCode: '006CC',
    });
    expect((await lookup('006cc-t1')).json()).toMatchObject({ userFound: true, partsManager: 'N' });
  });

  it('answers 200 { userFound: false } for an unknown id (the sign-in says User not found)', async () => {
    const response = await lookup('rnobody');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userFound: false });
  });

  it("answers a user their own entry, a retailer admin their own dealer's employees, and refuses the rest alike", async () => {
    const technician = await tokenOf('006cc-t1', { c_epcUserType: 'retailer', c_epcPartnerId: '006CC' });
    expect((await lookup('006cc-t1', technician)).json()).toMatchObject({ userFound: true, fordSiteCode: '006CC' });
    const notYours = 'You may only look up yourself, or as an admin the employees of your own dealer.';
    // Another employee of the same dealer, another dealer's, and an unknown id: the same 403.
    for (const id of ['006cc-pm', 'rtech', 'rnobody']) {
      expect(expectProblem(await lookup(id, technician), 403).detail).toBe(notYours);
    }
    const partsManager = await tokenOf('006cc-pm', {
      c_epcUserType: 'retailer',
      c_epcUserRole: 'admin',
      c_epcPartnerId: '006CC',
    });
    expect((await lookup('006cc-t1', partsManager)).json()).toMatchObject({ userFound: true, fordSiteCode: '006CC' });
    expect((await lookup('rparts', partsManager)).json()).toMatchObject({ userFound: true, fordSiteCode: '006CC' });
    expect(expectProblem(await lookup('rtech', partsManager), 403).detail).toBe(notYours);
    expect(expectProblem(await lookup('rnobody', partsManager), 403).detail).toBe(notYours);
    const internalUser = await tokenOf('internal-reader', { c_epcUserType: 'internal', c_epcUserRole: 'user' });
    expect(expectProblem(await lookup('rparts', internalUser), 403).detail).toBe(notYours);
  });

  it("refuses guests and users who are not approved, so no one reads employees' e-mail and address", async () => {
    const guest = (await addCustomer(server, { authType: 'guest' })).headers.authorization.replace(/^Bearer /, '');
    expect(expectProblem(await lookup('rparts', guest), 403).detail).toBe(refusals.guest);
    const pending = await tokenOf('006cc-t2', {
      c_epcUserType: 'retailer',
      c_epcPartnerId: '006CC',
      c_epcUserStatus: 'pending',
    });
    expect(expectProblem(await lookup('006cc-t2', pending), 403).detail).toBe(refusals.pending);
  });

  it('needs a valid access token: none, forged and expired ones get 401', async () => {
    expectProblem(await lookup('rparts', ''), 401);
    expectProblem(await lookup('rparts', `${accessToken.slice(0, -2)}xx`), 401);
    const expired = await signAccessToken(
      { sub: 'someone', usid: 'u', authType: 'guest' },
      { secret: server.config.auth.tokenSecret, ttlSeconds: 60, now: Date.now() - 120_000 },
    );
    const response = await lookup('rparts', expired);
    expect(expectProblem(response, 401).detail).toBe('A valid access token is required.');
  });
});
