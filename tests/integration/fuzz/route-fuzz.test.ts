/**
 * Drives every route the app registers, from its own schema, with hostile values (fast-check)
 * as an anonymous caller, a guest and an approved admin (so the checks behind sign-in are
 * reached too), and asserts: never a 5xx, nothing written by a refused request (a row-write
 * counter on the tables a caller could write), and the server still healthy afterwards.
 * The seed is printed (FUZZ_SEED=<seed> replays a run); FUZZ_RUNS sets the requests per route
 * and caller, FUZZ_SECONDS the time the whole run may take (each route and caller gets its
 * share), so the file stays within a minute on PGlite.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceConfig } from '../../../src/config/commerce';
import { recommendationClientIdHeader } from '../../../src/domain/recommendations/recommendation-contracts';
import { addUser, guestHeadersFor } from './support/fuzz-callers';
import { describeRequest, requestArbitrary, toInject } from './support/hostile-request';
import type { KnownValues } from './support/hostile-values';
import { collectRoutes, type FuzzRoute } from './support/route-catalogue';
import { installWriteCounter, lastWrites, rowsWritten } from './support/write-counter';
import { startTestServer, type TestServer } from '../support/test-server';

const seed = Number(process.env['FUZZ_SEED'] ?? Date.now() % 2_147_483_647);
const numRuns = Number(process.env['FUZZ_RUNS'] ?? 6);
const budgetMs = Number(process.env['FUZZ_SECONDS'] ?? 40) * 1000;

let server: TestServer;
const routes: FuzzRoute[] = [];
let callers: { name: string; headers: Record<string, string>; known: KnownValues }[];

beforeAll(async () => {
  server = await startTestServer({ extend: (app) => collectRoutes(app, routes) });
  await installWriteCounter(server.database);
  const admin = await addUser(server, { c_epcUserType: 'internal', c_epcUserRole: 'admin' });
  const guest = await guestHeadersFor(server);
  // Values a route needs to get past its first checks, so the hostile ones reach further.
  const common: KnownValues = {
    organizationId: [commerceConfig.organizationId],
    type: ['EPCUsers', 'EPCShoplist', 'EpcUpdates', 'EpcServiceMessages'],
    siteId: ['arden', 'corvid'],
    locale: ['en-GB'],
  };
  // The app's own client id, which the recommendation service asks for.
  const app = { [recommendationClientIdHeader]: commerceConfig.clientId };
  callers = [
    { name: 'anonymous', headers: { ...app }, known: common },
    { name: 'guest', headers: { ...app, ...guest.headers }, known: { ...common, customerId: [guest.customerId] } },
    {
      name: 'admin',
      headers: { ...app, ...admin.headers },
      known: { ...common, customerId: [admin.customerId], key: [admin.userId] },
    },
  ];
  console.info(
    `route fuzz: seed ${seed}, up to ${numRuns} requests per route and caller (FUZZ_SEED=${seed} replays it)`,
  );
});

afterAll(() => server.close());

describe('every route, fuzzed from its own schema', () => {
  it('never answers a 5xx, writes nothing when it refuses, and stays healthy', { timeout: 180_000 }, async () => {
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    const answers = new Map<string, number>();
    const shareMs = Math.max(100, Math.floor(budgetMs / (routes.length * callers.length)));
    for (const route of routes) {
      for (const caller of callers) {
        // A time share per route and caller, checked between requests: fast-check's own time
        // limit would abandon a request mid-flight, whose writes would then land in the next one.
        const deadline = Date.now() + shareMs;
        const property = fc.asyncProperty(requestArbitrary(route, caller.known, caller.headers), async (request) => {
          if (Date.now() > deadline) return true;
          const before = await rowsWritten(server.database);
          const response = await server.app.inject(toInject(request));
          const kind = `${Math.floor(response.statusCode / 100)}xx`;
          answers.set(kind, (answers.get(kind) ?? 0) + 1);
          const where = `${route.method} ${route.url} as ${caller.name}`;
          if (response.statusCode >= 500) {
            failures.push(
              `${where}: ${response.statusCode} ${response.body.slice(0, 200)} for ${describeRequest(request)}`,
            );
          } else if (response.statusCode >= 400) {
            const after = await rowsWritten(server.database);
            if (after !== before) {
              const statements = await lastWrites(server.database);
              failures.push(
                `${where}: refused with ${response.statusCode} but wrote (${before} -> ${after}; ${statements}), for ${describeRequest(request)}`,
              );
            }
          }
          return true;
        });
        const result = await fc.check(property, { seed, numRuns });
        if (result.failed)
          failures.push(`${route.method} ${route.url} as ${caller.name}: ${String(result.errorInstance)}`);
      }
    }
    console.info(`route fuzz: ${routes.length} routes, answers ${JSON.stringify(Object.fromEntries(answers))}`);
    expect(failures).toEqual([]);
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
