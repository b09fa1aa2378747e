/**
 * The authorisation matrix, generated from the written access policy
 * (src/domain/access/route-policies.ts, rendered in docs/access-policy.md): every route x
 * every principal. A refused cell must answer the level's 401 or 403 problem with its detail;
 * an allowed cell must get past the policy (the route's own answer, never 401 or 403 and
 * never a server fault); a public route never answers with one of the policy's refusals. Runs
 * on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set, on one server for all cells.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideAccess, refusals } from '../../../src/domain/access/access-levels';
import { principalNames, type PrincipalName } from '../../../src/domain/access/principal';
import { policyDealerCode } from '../../../src/domain/access/policy-principals';
import { findRoutePolicy, routePolicies, type RoutePolicy } from '../../../src/domain/access/route-policies';
import { addUser } from '../shop-api/shopper-fixtures';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { makePolicyCaller, type PolicyCaller } from './policy-callers';
import { sampleRequest } from './route-samples';

let server: TestServer;
const registeredRoutes: string[] = [];
const callers = new Map<PrincipalName, PolicyCaller>();
let managedUserId: string;

// Static files are served only when the client is built, which the test server's is not.
const cells = routePolicies.filter((policy) => policy.path !== '/*');
const routeName = (policy: RoutePolicy) => `${policy.method} ${policy.path}`;

beforeAll(async () => {
  server = await startTestServer({
    extend: (app) => {
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD') registeredRoutes.push(`${method} ${route.url}`);
      });
    },
  });
  await server.app.ready();
  for (const name of principalNames) callers.set(name, await makePolicyCaller(server, name));
  managedUserId = (await addUser(server, { c_epcUserType: 'retailer', c_epcPartnerId: policyDealerCode })).userId;
});

afterAll(() => server.close());

describe('the policy covers the server', () => {
  it('names every registered route, and every route it names is registered', () => {
    const unlisted = registeredRoutes.filter((route) => {
      const [method = '', path = ''] = route.split(' ');
      return findRoutePolicy(method, path) === undefined;
    });
    expect(unlisted).toEqual([]);
    const registered = new Set(registeredRoutes.map((route) => route.replace(/(.)\/$/, '$1')));
    expect(cells.map(routeName).filter((route) => !registered.has(route))).toEqual([]);
  });
});

describe.each(principalNames)('as %s', (name) => {
  it.each(cells.map((policy) => [routeName(policy), policy] as const))('%s', async (_route, policy) => {
    const caller = callers.get(name);
    if (caller === undefined) throw new Error(`No caller for ${name}`);
    const response = await server.app.inject(sampleRequest(policy, { caller, managedUserId }));
    const decision = decideAccess(policy.access, caller.principal);
    if (!decision.allowed) {
      expect(expectProblem(response, decision.status).detail).toBe(decision.detail);
      return;
    }
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (policy.access === 'public') {
      // Public routes with a protocol of their own (an OAuth client, an identity provider's or
      // the shopper login's token) may still answer 401: never with one of the policy's refusals.
      const detail = String(response.headers['content-type']).startsWith('application/problem+json')
        ? response.json<{ detail: string }>().detail
        : '';
      expect(Object.values(refusals), response.body).not.toContain(detail);
      return;
    }
    expect([401, 403], response.body).not.toContain(response.statusCode);
  });
});
