import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../../src/server/auth/access-token';
import type { TestServer } from '../support/test-server';
import { bearer, startServerWithGuest } from '../support/guest-server';
import { expectProblem } from '../support/problem-assertions';

let server: TestServer;
let accessToken: string;

beforeAll(async () => {
  ({ server, accessToken } = await startServerWithGuest());
});

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
    expect((await lookup('rtech')).json()).toMatchObject({ partsManager: 'N', fordSiteCode: '005CA', country: 'CA', company: 'Maplestead Motors' });
  });

  it('knows a parts manager and a technician at every demo dealer', async () => {
    const [row] = await server.database.query<{ dealers: number; without: number }>(
      `select count(*)::int as dealers,
              count(*) filter (where (select count(*) from retailer_users u where u.dealer_code = r.code) < 2)::int as without
       from retailers r`,
    );
    expect(row).toEqual({ dealers: 102, without: 0 });
    expect((await lookup('006cc-pm')).json()).toMatchObject({ userFound: true, partsManager: 'Y', fordSiteCode: '006CC' });
    expect((await lookup('006cc-t1')).json()).toMatchObject({ userFound: true, partsManager: 'N' });
  });

  it('answers 200 { userFound: false } for an unknown id (the sign-in says User not found)', async () => {
    const response = await lookup('rnobody');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userFound: false });
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
