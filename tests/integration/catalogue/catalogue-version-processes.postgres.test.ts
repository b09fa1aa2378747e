/**
 * The catalogue version across server processes (issue 19): two app instances on one
 * PostgreSQL stand for two processes, each with its own in-memory version and cache of hot
 * answers. A price load through one moves the version there at once; the other reads the row
 * on its poll and answers with the new ETag (within a poll interval and a query: 1 s; timed in no test).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { addUser, type TestShopper } from '../shop-api/shopper-fixtures';
import { startServerWithCatalogueUser } from '../support/catalogue-user-server';
import { bearer } from '../support/guest-server';
import type { TestServer } from '../support/test-server';

let server: TestServer;
let other: FastifyInstance;
let accessToken: string;
let internalAdmin: TestShopper;

beforeAll(async () => {
  ({ server, accessToken } = await startServerWithCatalogueUser());
  internalAdmin = await addUser(server, { c_epcUserRole: 'admin', c_epcUserType: 'internal' });
  other = buildApp({ config: server.config, database: server.database, logger: false });
  await other.ready();
});

afterAll(async () => {
  await other.close();
  await server.close();
});

const etagFrom = async (app: FastifyInstance) =>
  String(
    (
      await app.inject({
        method: 'POST',
        url: '/catalogue/api/v1/nextLevelHierarchies',
        payload: { catHieId: 'arden-sb21-2024-m01', langCode: 'en-GB' },
        headers: bearer(accessToken),
      })
    ).headers.etag,
  );

describe('the catalogue version on two processes', () => {
  it("reaches the other process on its next poll after one process's price load", async () => {
    const before = await etagFrom(other);
    expect(await etagFrom(server.app)).toBe(before);
    expect(other.catalogueCache.answers.size).toBeGreaterThan(0);

    const loaded = await server.app.inject({
      method: 'POST',
      url: '/admin/api/v1/prices/apply',
      headers: internalAdmin.headers,
      payload: {
        marketCode: 'GB',
        format: 'csv',
        content: 'partNumber,unitPrice,taxCode,discountCode\nPROC-P1,1.00,S,A',
      },
    });
    expect(loaded.statusCode).toBe(200);
    const after = await etagFrom(server.app);
    expect(after).not.toBe(before);

    // The bound is one poll (500 ms) and a query; the wait allows for a loaded test machine.
    await expect.poll(() => etagFrom(other), { timeout: 5_000, interval: 50 }).toBe(after);
  });
});
