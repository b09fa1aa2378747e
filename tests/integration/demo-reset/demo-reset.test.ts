/**
 * POST /api/demo/reset (issue 22, docs/testing.md): in demo mode it puts back what users
 * changed since the seed, keeping sign-ins (npm run bench times it); outside demo mode it is refused
 * and changes nothing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { keepDemoSnapshot } from '../../../src/server/db/demo-reset/demo-snapshot';
import { shoppingListType } from '../../../src/server/shopping-list/shopping-list-record';
import { noSnapshotDetail, notDemoModeDetail } from '../../../src/server/routes/api/demo-reset/demo-reset-route';
import {
  addCustomer,
  addUser,
  addUserProfile,
  profileFor,
  uniqueId,
  type TestShopper,
} from '../shop-api/shopper-fixtures';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { line, listOperation, syncOk } from '../sync/sync-support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ embeddedDatabase: true });
});

afterAll(() => server.close());
afterEach(() => vi.unstubAllEnvs());

const reset = (app = server.app) => app.inject({ method: 'POST', url: '/api/demo/reset' });

/** The list as the server answers its owner: an empty sync batch answers it. */
async function listOf(shopper: TestShopper): Promise<string[]> {
  const reply = await syncOk(server, shopper, []);
  return reply.shoppingList.lines.map((entry) => `${entry.partNumber} ${entry.quantity}`);
}

/** A seeded dealer's list (the demo's parts managers own a few) and its owner, signed in. */
async function seededListOwner(): Promise<{ owner: TestShopper; lines: string[] }> {
  const [row] = await server.database.query<{ key: string }>(
    `select key from custom_objects where type = $1 order by key limit 1`,
    [shoppingListType],
  );
  if (row === undefined) throw new Error('The demo data has no shopping list');
  // The shopper login makes the customer and, at a parts manager's first sign-in, the profile.
  const owner = await addCustomer(server, { userId: row.key });
  await addUserProfile(
    server,
    profileFor(row.key, { c_epcUserType: 'retailer', c_epcUserRole: 'admin', c_epcPartnerId: row.key.split('-')[0] }),
  );
  return { owner, lines: await listOf(owner) };
}

describe('POST /api/demo/reset in demo mode', () => {
  it('says so and changes nothing when the database was seeded without a snapshot', async () => {
    const user = await addUser(server);
    await syncOk(server, user, [listOperation({ action: 'add', line: line('LR-KEPT', '1') })]);
    expect(expectProblem(await reset(), 409).detail).toBe(noSnapshotDetail);
    expect(await listOf(user)).toEqual(['LR-KEPT 1']);
  });

  it('puts a changed demo list back and drops what was made since, keeping sign-ins', async () => {
    // What a demo server's first start keeps, in the seed's transaction (main.ts).
    await server.database.transaction((tx) => keepDemoSnapshot(tx));
    const { owner, lines: seededLines } = await seededListOwner();
    expect(seededLines.length).toBeGreaterThan(1);
    const [firstLine = ''] = seededLines;
    const newcomer = await addUser(server, { c_epcUserType: 'retailer', c_epcPartnerId: '006CC' });
    await syncOk(server, owner, [listOperation({ action: 'remove', productId: firstLine.split(' ')[0] ?? '' })]);
    await syncOk(server, newcomer, [listOperation({ action: 'add', line: line('LR-NEW', '3') })]);
    expect(await listOf(owner)).toEqual(seededLines.slice(1));
    // A registration made since, with no sign-in behind it (as a pending user's), goes with the reset.
    const registeredOnly = uniqueId('pending');
    await addUserProfile(server, profileFor(registeredOnly, { c_epcUserStatus: 'pending' }));
    const etagBefore = (await catalogueAnswer(newcomer)).headers.etag;

    // How long it takes is measured by npm run bench (measure-demo-reset.ts), not here.
    const response = await reset();

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'reset',
      restoredTables: expect.arrayContaining(['custom_objects']),
    });
    // Both still signed in: the same tokens answer, with the seeded list and no new one.
    expect(await listOf(owner)).toEqual(seededLines);
    expect(await listOf(newcomer)).toEqual([]);
    expect(await profileKeys([owner.userId ?? '', newcomer.userId, registeredOnly])).toEqual(
      [owner.userId, newcomer.userId].sort(),
    );
    // Catalogue answers carry prices, which a reset may put back too: their ETags move on.
    const after = await catalogueAnswer(newcomer);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etagBefore);
  });
});

async function profileKeys(keys: string[]): Promise<string[]> {
  const rows = await server.database.query<{ key: string }>(
    `select key from custom_objects where type = 'EPCUsers' and key = any($1::text[]) order by key`,
    [keys],
  );
  return rows.map((row) => row.key);
}

function catalogueAnswer(shopper: TestShopper) {
  return server.app.inject({
    method: 'POST',
    url: '/catalogue/api/v1/nextLevelHierarchies',
    headers: shopper.headers,
    payload: { catHieId: 'arden' },
  });
}

describe('POST /api/demo/reset outside demo mode', () => {
  it('is refused with DATABASE_URL set, and changes nothing', async () => {
    const user = await addUser(server);
    await syncOk(server, user, [listOperation({ action: 'add', line: line('LR-REAL', '1') })]);
    const app = buildApp({
      config: { ...server.config, databaseUrl: 'postgres://epc@db.example:5432/epc' },
      database: server.database,
      logger: false,
    });
    try {
      expect(expectProblem(await reset(app), 404).detail).toBe(notDemoModeDetail);
    } finally {
      await app.close();
    }
    expect(await listOf(user)).toEqual(['LR-REAL 1']);
  });

  it('is refused with a real identity provider configured', async () => {
    vi.stubEnv('IDP_RETAILER_ISSUER', 'https://login.retailer.example');
    const app = buildApp({ config: server.config, database: server.database, logger: false });
    try {
      expect(expectProblem(await reset(app), 404).detail).toBe(notDemoModeDetail);
    } finally {
      await app.close();
    }
  });
});
