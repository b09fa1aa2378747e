/**
 * The access policy reads the caller's profile from memory (issue 19), yet a change to it
 * counts for the very next request: whichever way the profile row is written (an admin's
 * route, a bare SQL statement, a deletion), the database announces it and the kept copy is
 * forgotten before the writing call answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, type TestShopper } from '../shop-api/shopper-fixtures';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let retailerAdmin: TestShopper;
const dealer = '006CC';

beforeAll(async () => {
  server = await startTestServer();
  retailerAdmin = await addUser(server, { c_epcUserType: 'retailer', c_epcUserRole: 'admin', c_epcPartnerId: dealer });
});

afterAll(async () => server.close());

const readCatalogue = (user: TestShopper) =>
  server.app.inject({
    method: 'POST',
    url: '/catalogue/api/v1/nextLevelHierarchies',
    payload: { catHieId: 'arden-sb21-2024-m01', langCode: 'en-GB' },
    headers: user.headers,
  });

async function catalogueUser() {
  const user = await addUser(server, { c_epcUserType: 'retailer', c_epcUserRole: 'user', c_epcPartnerId: dealer });
  // Twice, so the profile is surely the kept one when the change comes.
  expect((await readCatalogue(user)).statusCode).toBe(200);
  expect((await readCatalogue(user)).statusCode).toBe(200);
  return user;
}

describe("a change to the caller's profile", () => {
  it('counts at once when an admin rejects the user', async () => {
    const user = await catalogueUser();
    const rejected = await server.app.inject({
      method: 'POST',
      url: '/admin/api/v1/user/updateUserStatus',
      headers: retailerAdmin.headers,
      payload: { userId: user.userId, userStatus: 'rejected' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expectProblem(await readCatalogue(user), 403);
  });

  it('counts at once when the row is changed by a bare SQL statement', async () => {
    const user = await catalogueUser();
    await server.database.query(
      `update custom_objects set data = data || '{"c_epcUserStatus": "rejected"}'::jsonb
       where type = 'EPCUsers' and key = $1`,
      [user.userId],
    );
    expectProblem(await readCatalogue(user), 403);
  });

  it('counts at once when it is given back', async () => {
    const user = await addUser(server, {
      c_epcUserType: 'retailer',
      c_epcUserRole: 'user',
      c_epcUserStatus: 'pending',
    });
    expectProblem(await readCatalogue(user), 403);
    await server.database.query(
      `update custom_objects set data = data || '{"c_epcUserStatus": "approved"}'::jsonb
       where type = 'EPCUsers' and key = $1`,
      [user.userId],
    );
    expect((await readCatalogue(user)).statusCode).toBe(200);
  });

  it('counts at once when the profile is deleted', async () => {
    const user = await catalogueUser();
    await server.database.query(`delete from custom_objects where type = 'EPCUsers' and key = $1`, [user.userId]);
    expectProblem(await readCatalogue(user), 403);
  });

  it("leaves another user's kept profile alone", async () => {
    const user = await catalogueUser();
    const other = await catalogueUser();
    await server.database.query(
      `update custom_objects set data = data || '{"c_epcUserStatus": "rejected"}'::jsonb
       where type = 'EPCUsers' and key = $1`,
      [other.userId],
    );
    expect((await readCatalogue(user)).statusCode).toBe(200);
    expectProblem(await readCatalogue(other), 403);
  });
});
