import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusals } from '../../../../src/domain/access/access-levels';
import routeAccess, { unlistedRouteDetail } from '../../../../src/server/plugins/app/route-access';
import inputGuard from '../../../../src/server/plugins/app/input-guard';
import problemDetails from '../../../../src/server/plugins/app/problem-details';
import shopperAuth from '../../../../src/server/plugins/app/shopper-auth';

const app = Fastify({ logger: false });

beforeAll(async () => {
  app.register(problemDetails);
  app.register(inputGuard);
  app.register(shopperAuth, { tokenSecret: 'a-test-secret-a-test-secret-a-test-secret' });
  app.register(routeAccess);
  app.register(async (scope) => {
    scope.get('/api/health', async () => ({ listed: 'public' }));
    scope.post('/catalogue/api/v1/search', async () => ({ listed: 'catalogue' }));
    scope.get('/not-in-the-policy', async () => ({ reached: true }));
    scope.get('/declares-its-level', { config: { accessLevel: 'shopper' } }, async () => ({ reached: true }));
  });
  await app.ready();
});

afterAll(() => app.close());

describe('the access hook of every route', () => {
  it('lets anyone through to a public route of the policy', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ listed: 'public' });
    expect((await app.inject({ method: 'HEAD', url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses a caller below the listed level before the route runs', async () => {
    const response = await app.inject({ method: 'POST', url: '/catalogue/api/v1/search', payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, detail: refusals.noToken });
  });

  it('refuses everyone a route the policy does not name (fail closed)', async () => {
    const response = await app.inject({ method: 'GET', url: '/not-in-the-policy' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ detail: unlistedRouteDetail });
  });

  it('takes the level a route outside the policy declares', async () => {
    expect((await app.inject({ method: 'GET', url: '/declares-its-level' })).json()).toMatchObject({
      detail: refusals.noToken,
    });
  });
});
