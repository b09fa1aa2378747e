import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refusals } from '../../../src/domain/access/access-levels';
import type { DealerLoginReply, DealerTokenReply } from '../../../src/domain/shopping-list/shopping-list-contracts';
import { expectProblem } from '../support/problem-assertions';
import type { TestServer } from '../support/test-server';
import { addCustomer, addUser, type TestShopper } from '../shop-api/shopper-fixtures';
import { startDealerTestServer } from './dealer-test-server';

// app.inject sends Host: localhost:80, so the server's own stand-in is at this address.
const ownService = 'http://localhost/dealer-service';

let server: TestServer;
let dealerUser: TestShopper;

beforeAll(async () => {
  server = await startDealerTestServer();
  dealerUser = await addUser(server, { c_epcPartnerId: '006CC' });
});

afterAll(() => server.close());

afterEach(() => vi.restoreAllMocks());

const edix = (query: Record<string, string>, headers: Record<string, string> = dealerUser.headers) =>
  server.app.inject({ method: 'GET', url: `/edix?${new URLSearchParams(query).toString()}`, headers });

const loginQuery = { DealerCode: '006CC', DealerName: 'Arden Motors', CountryCode: 'GB', DSL: 'dsl-1' };

describe('GET /edix to the embedded dealer stand-in (catalogue spec, section 7)', () => {
  it('proxies GetToken, then LoginDealers, and the login token opens the ordering page with the parts', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const tokenReply = await edix({ url: ownService, endpoint: '/GetToken' });
    expect(tokenReply.statusCode).toBe(200);
    expect(tokenReply.headers['cache-control']).toBe('no-store');
    const { data } = tokenReply.json<DealerTokenReply>();
    expect(data).toEqual({ Token: expect.any(String), Valid: true, Expired: expect.any(String) });

    // A Brand in the query is ignored: the proxy always sends JLR.
    const loginReply = await edix({
      url: `${ownService}/`,
      endpoint: '/LoginDealers',
      Token: data.Token,
      Brand: 'ACME',
      ...loginQuery,
    });
    expect(loginReply.statusCode).toBe(200);
    const { LoginToken } = loginReply.json<DealerLoginReply>();

    const page = await server.app.inject({
      method: 'GET',
      url: `/dealer-ordering?loginToken=${LoginToken}&parts=LR012345,C2D4567`,
    });
    expect(page.statusCode).toBe(200);
    // DealerName and DSL come from the dealer's record, not the query.
    expect(page.body).toContain('Corringham Car Centre (006CC)');
    expect(page.body).toContain('<dd>GB-006CC-01</dd>');
    expect(page.body).toContain('<li>LR012345</li>\n<li>C2D4567</li>');
    // The own stand-in is called in-process, never over the network.
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('turns a refusal of the dealer service into 502 with its status text', async () => {
    const problem = expectProblem(
      await edix({ url: ownService, endpoint: '/LoginDealers', Token: 'forged', ...loginQuery }),
      502,
    );
    expect(problem.detail).toBe('The dealer service answered: 401 Unauthorized');
  });

  it('asks for the login fields the dealer service needs', async () => {
    expect(expectProblem(await edix({ url: ownService, endpoint: '/LoginDealers', ...loginQuery }), 400).detail).toBe(
      'Token is required.',
    );
    expect(expectProblem(await edix({ url: ownService, endpoint: '/LoginDealers', Token: 't' }), 400).detail).toBe(
      'DealerCode is required.',
    );
    expect(expectProblem(await edix({ endpoint: '/GetToken' }), 400).detail).toBe('url is required.');
  });
});

describe('GET /edix refuses what it must not do', () => {
  it.each([
    ['an unlisted host', 'http://evil.example'],
    ['an unlisted host with the stand-in path', 'http://evil.example/dealer-service'],
    ['the own host on another path', 'http://localhost/api'],
    ['a path that climbs out', 'http://localhost/dealer-service/../api'],
    ['another scheme', 'file:///etc/passwd'],
    ['credentials', 'http://user:pass@localhost/dealer-service'],
    ['a query', 'http://localhost/dealer-service?x=1'],
    ['not a URL', 'dealer-service'],
  ])('refuses %s, contacting nothing', async (_case, url) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const problem = expectProblem(await edix({ url, endpoint: '/GetToken' }), 403);
    expect(problem.detail).toBe('The dealer service address is not allowed.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each(['/Admin', '/GetToken/../Admin', 'GetToken', '/gettoken'])('refuses the endpoint %s', async (endpoint) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const problem = expectProblem(await edix({ url: ownService, endpoint }), 400);
    expect(problem.detail).toBe('The dealer service endpoint must be /GetToken or /LoginDealers.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a guest, a pending and a rejected user, and a caller without a token', async () => {
    const guest = await addCustomer(server, { authType: 'guest' });
    expect(expectProblem(await edix({ url: ownService, endpoint: '/GetToken' }, guest.headers), 403).detail).toBe(
      refusals.guest,
    );
    const pending = await addUser(server, { c_epcUserStatus: 'pending', c_epcPartnerId: '006CC' });
    expect(expectProblem(await edix({ url: ownService, endpoint: '/GetToken' }, pending.headers), 403).detail).toBe(
      refusals.pending,
    );
    const rejected = await addUser(server, { c_epcUserStatus: 'rejected', c_epcPartnerId: '006CC' });
    expect(expectProblem(await edix({ url: ownService, endpoint: '/GetToken' }, rejected.headers), 403).detail).toBe(
      refusals.rejected,
    );
    expectProblem(await edix({ url: ownService, endpoint: '/GetToken' }, {}), 401);
  });

  it('never lets the Host header choose a host to call', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const reply = await edix(
      { url: 'http://evil.example/dealer-service', endpoint: '/GetToken' },
      { ...dealerUser.headers, host: 'evil.example' },
    );
    // Without PUBLIC_URL or a trusted proxy, a Host other than this machine names no origin.
    expectProblem(reply, 400);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
