/**
 * Kept profiles across server processes (issue 19): two app instances, each with its own
 * connections to one PostgreSQL server, stand for two processes. A change to a profile through
 * one counts there at once and reaches the other as soon as PostgreSQL announces it; while the
 * other cannot hear announcements (its listening connection cut), it reads every profile
 * afresh, and it listens again by itself. Nothing here is timed: the waits poll.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/database';
import { openDatabase } from '../../../src/server/db/open-database';
import { addUser, type TestShopper } from '../shop-api/shopper-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let otherDatabase: Database;
let other: FastifyInstance;
let retailerAdmin: TestShopper;
const dealer = '006CC';
const settles = { timeout: 10_000, interval: 50 };

beforeAll(async () => {
  server = await startTestServer();
  retailerAdmin = await addUser(server, { c_epcUserType: 'retailer', c_epcUserRole: 'admin', c_epcPartnerId: dealer });
  otherDatabase = await openDatabase(server.config);
  other = buildApp({ config: server.config, database: otherDatabase, logger: false });
  await other.ready();
});

afterAll(async () => {
  await other.close();
  await otherDatabase.close();
  await server.close();
});

const readCatalogue = async (app: FastifyInstance, user: TestShopper) =>
  (
    await app.inject({
      method: 'POST',
      url: '/catalogue/api/v1/nextLevelHierarchies',
      payload: { catHieId: 'arden-sb21-2024-m01', langCode: 'en-GB' },
      headers: user.headers,
    })
  ).statusCode;

/** A catalogue user whose profile both processes keep (so hearing announcements first). */
async function userKeptByBoth() {
  for (const app of [server.app, other]) await expect.poll(() => app.userProfiles.isHearingChanges, settles).toBe(true);
  const user = await addUser(server, { c_epcUserType: 'retailer', c_epcUserRole: 'user', c_epcPartnerId: dealer });
  for (const app of [server.app, other, server.app, other]) expect(await readCatalogue(app, user)).toBe(200);
  return user;
}

const reject = (user: TestShopper & { userId: string }) =>
  server.app.inject({
    method: 'POST',
    url: '/admin/api/v1/user/updateUserStatus',
    headers: retailerAdmin.headers,
    payload: { userId: user.userId, userStatus: 'rejected' },
  });

describe('a profile change on two processes', () => {
  it('counts at once on the process that made it, and on the other as soon as it is announced', async () => {
    const user = await userKeptByBoth();
    expect((await reject(user)).statusCode).toBe(200);
    expect(await readCatalogue(server.app, user)).toBe(403);
    await expect.poll(() => readCatalogue(other, user), settles).toBe(403);
  });

  it('is read afresh while the other process cannot hear announcements, which it then hears again', async () => {
    const user = await userKeptByBoth();
    // Cut every connection that listens, the other process's own included.
    await server.database.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where pid <> pg_backend_pid() and datname = current_database() and query ilike 'listen%'`,
    );
    await expect.poll(() => other.userProfiles.isHearingChanges, settles).toBe(false);
    await server.database.query(
      `update custom_objects set data = data || '{"c_epcUserStatus": "rejected"}'::jsonb
       where type = 'EPCUsers' and key = $1`,
      [user.userId],
    );
    expect(await readCatalogue(other, user)).toBe(403);

    const later = await userKeptByBoth();
    expect((await reject(later)).statusCode).toBe(200);
    await expect.poll(() => readCatalogue(other, later), settles).toBe(403);
  });
});
