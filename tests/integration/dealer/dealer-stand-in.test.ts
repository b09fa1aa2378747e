import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealerLoginReply, DealerTokenReply } from '../../../src/domain/shopping-list/shopping-list-contracts';
import { expectProblem } from '../support/problem-assertions';
import type { TestServer } from '../support/test-server';
import { startDealerTestServer } from './dealer-test-server';

let server: TestServer;
let clock = Date.now();

beforeAll(async () => {
  server = await startDealerTestServer({ sessions: { now: () => clock } });
});

afterAll(() => server.close());

const getToken = async () => {
  const response = await server.app.inject({ method: 'POST', url: '/dealer-service/GetToken' });
  expect(response.statusCode).toBe(200);
  return response.json<DealerTokenReply>().data;
};

const login = (body: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url: '/dealer-service/LoginDealers', payload: body });

const dealer = {
  Brand: 'JLR',
  DealerCode: '006CC',
  DealerName: 'Arden <Motors> & Sons',
  CountryCode: 'GB',
  DSL: 'dsl-1',
};

const orderingPage = (loginToken: string, parts: string) =>
  server.app.inject({
    method: 'GET',
    url: `/dealer-ordering?loginToken=${encodeURIComponent(loginToken)}&parts=${encodeURIComponent(parts)}`,
  });

describe('dealer stand-in: GetToken, LoginDealers, ordering page (catalogue spec, section 7)', () => {
  it('hands out a token valid for five minutes', async () => {
    const token = await getToken();
    expect(token.Token).toMatch(/^[\w-]{32}$/);
    expect(token.Valid).toBe(true);
    expect(Date.parse(token.Expired) - clock).toBe(5 * 60_000);
    expect((await getToken()).Token).not.toBe(token.Token);
  });

  it('logs a dealer in and shows the parts it received on the ordering page, once', async () => {
    const { Token } = await getToken();
    const reply = await login({ Token, ...dealer });
    expect(reply.statusCode).toBe(200);
    const { LoginToken } = reply.json<DealerLoginReply>();
    expect(LoginToken).toMatch(/^[\w-]{32}$/);

    const page = await orderingPage(LoginToken, 'LR012345, C2D 4567 ,<b>x</b>,');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('<title>Dealer parts ordering</title>');
    expect(page.body).toContain('Arden &lt;Motors&gt; &amp; Sons (006CC)');
    expect(page.body).toContain('<h2>3 part numbers received</h2>');
    expect(page.body).toContain('<li>LR012345</li>\n<li>C2D 4567</li>\n<li>&lt;b&gt;x&lt;/b&gt;</li>');

    const again = await orderingPage(LoginToken, 'LR012345');
    expect(again.statusCode).toBe(403);
    expect(again.body).toContain('This ordering link is not valid, has expired or has been used already.');
    expect(again.body).not.toContain('LR012345');
  });

  it('shows an error page for an unknown login token', async () => {
    const page = await orderingPage('not-a-token', 'LR012345');
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>Dealer parts ordering</title>');
    expect(page.body).toContain('role="alert"');
    expect((await server.app.inject({ method: 'GET', url: '/dealer-ordering' })).statusCode).toBe(403);
  });

  it('keeps a 3-letter country code as its 2-letter code, and refuses one that is no country', async () => {
    const { Token } = await getToken();
    const reply = await login({ Token, ...dealer, CountryCode: 'deu' });
    expect(reply.statusCode).toBe(200);
    const page = await orderingPage(reply.json<DealerLoginReply>().LoginToken, 'LR012345');
    expect(page.body).toContain('<dt>Country</dt><dd>DE</dd>');

    const { Token: another } = await getToken();
    for (const CountryCode of ['XYZ', 'G', 'GB1']) {
      expect(expectProblem(await login({ Token: another, ...dealer, CountryCode }), 400).detail).toBe(
        'CountryCode must be an ISO 3166-1 country code of 2 or 3 letters.',
      );
    }
  });

  it('refuses a brand other than JLR', async () => {
    const { Token } = await getToken();
    expect(expectProblem(await login({ Token, ...dealer, Brand: 'ACME' }), 400).detail).toBe('Brand must be JLR.');
  });

  it('refuses a missing, unknown or expired token', async () => {
    expect(expectProblem(await login(dealer), 400).detail).toBe('Token is required.');
    expect(expectProblem(await login({ Token: 'forged', ...dealer }), 401).detail).toBe(
      'The Token is not valid or has expired.',
    );

    const { Token } = await getToken();
    clock += 5 * 60_000;
    try {
      expect(expectProblem(await login({ Token, ...dealer }), 401).detail).toBe(
        'The Token is not valid or has expired.',
      );
    } finally {
      clock = Date.now();
    }
  });

  it('forgets a login token after five minutes', async () => {
    const { Token } = await getToken();
    const { LoginToken } = (await login({ Token, ...dealer })).json<DealerLoginReply>();
    clock += 5 * 60_000;
    try {
      expect((await orderingPage(LoginToken, 'LR012345')).statusCode).toBe(403);
    } finally {
      clock = Date.now();
    }
  });
});
