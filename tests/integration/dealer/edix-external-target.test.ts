/**
 * The edix proxy against an external dealer service over real HTTP: a fake one on a local
 * port, in the allow-list of a proxy mounted at /configured/edix. It records every request,
 * so the tests can show which ones the proxy never sent.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DealerLoginRequest } from '../../../src/domain/shopping-list/shopping-list-contracts';
import { expectProblem } from '../support/problem-assertions';
import type { TestServer } from '../support/test-server';
import { addUser, type TestShopper } from '../shop-api/shopper-fixtures';
import { configuredEdixPath, startDealerTestServer } from './dealer-test-server';

interface Received {
  method: string;
  path: string;
  contentType: string | undefined;
  body: string;
}

let fakeService: Server;
let base: string;
/** A listed address where nothing listens. */
let closedService: string;
let received: Received[] = [];
let server: TestServer;
let dealerUser: TestShopper;

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

async function answer(
  path: string,
  request: IncomingMessage,
  respond: (status: number, body: string, headers?: Record<string, string>) => void,
) {
  const body = await readBody(request);
  received.push({ method: request.method ?? '', path, contentType: request.headers['content-type'], body });
  if (path === '/svc/GetToken')
    return respond(
      200,
      JSON.stringify({ data: { Token: 'external-token', Valid: true, Expired: '2099-01-01T00:00:00.000Z' } }),
    );
  if (path === '/svc/LoginDealers')
    return respond(200, JSON.stringify({ LoginToken: 'external-login', echo: JSON.parse(body) as unknown }));
  if (path === '/broken/GetToken') return respond(503, 'down');
  if (path === '/moved/GetToken') return respond(302, '', { location: `${base}/evil/GetToken` });
  if (path === '/html/GetToken') return respond(200, '<html></html>', { 'content-type': 'text/html' });
  if (path === '/big/GetToken') return respond(200, JSON.stringify({ data: 'x'.repeat(100_000) }));
  if (path === '/slow/GetToken') return undefined; // never answers
  return respond(404, '');
}

async function addressNobodyListensAt(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  fakeService = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    void answer(path, request, (status, body, headers = { 'content-type': 'application/json' }) =>
      response.writeHead(status, headers).end(body),
    );
  });
  await new Promise<void>((resolve) => fakeService.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fakeService.address() as AddressInfo).port}`;
  closedService = await addressNobodyListensAt();
  const targets = [
    ...['svc', 'broken', 'moved', 'html', 'big', 'slow'].map((path) => `${base}/${path}`),
    closedService,
  ];
  server = await startDealerTestServer({ configuredEdix: { targets, publicUrl: undefined, timeoutMs: 500 } });
  dealerUser = await addUser(server, { c_epcPartnerId: '006CC' });
});

afterAll(async () => {
  fakeService.closeAllConnections();
  await new Promise((resolve) => fakeService.close(resolve));
  await server.close();
});

beforeEach(() => {
  received = [];
});

const edix = (query: Record<string, string>) =>
  server.app.inject({
    method: 'GET',
    url: `${configuredEdixPath}?${new URLSearchParams(query).toString()}`,
    headers: dealerUser.headers,
  });

describe('GET /edix to a configured external dealer service', () => {
  it('posts GetToken and relays the JSON answer', async () => {
    const reply = await edix({ url: `${base}/svc`, endpoint: '/GetToken' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      data: { Token: 'external-token', Valid: true, Expired: '2099-01-01T00:00:00.000Z' },
    });
    expect(received).toEqual([{ method: 'POST', path: '/svc/GetToken', contentType: undefined, body: '' }]);
  });

  it("sends LoginDealers as a JSON body with Brand JLR and the DealerName and DSL of the dealer's record", async () => {
    const reply = await edix({
      url: `${base}/svc/`,
      endpoint: '/LoginDealers',
      Token: 'external-token',
      DealerCode: '005CA',
      CountryCode: 'FR',
    });
    expect(reply.statusCode).toBe(200);
    // The demo dealer 005CA (src/server/db/demo-data/generate-demo-data.ts).
    const body = {
      Token: 'external-token',
      Brand: 'JLR',
      DealerCode: '005CA',
      DealerName: 'Maplestead Motors',
      CountryCode: 'FR',
      DSL: 'CA-005CA-01',
    };
    expect(reply.json()).toEqual({ LoginToken: 'external-login', echo: body });
    expect(received).toEqual([
      { method: 'POST', path: '/svc/LoginDealers', contentType: 'application/json', body: JSON.stringify(body) },
    ]);
  });

  it("prefers the dealer's record to the caller's DealerName and DSL, which count only for a dealer it does not know", async () => {
    const known = await edix({
      url: `${base}/svc`,
      endpoint: '/LoginDealers',
      Token: 'external-token',
      DealerCode: '006CC',
      DealerName: 'Bay & Co',
      DSL: 'typed-by-the-caller',
    });
    expect(known.json<{ echo: DealerLoginRequest }>().echo).toMatchObject({
      DealerName: 'Corringham Car Centre',
      DSL: 'GB-006CC-01',
    });
    received = [];
    const reply = await edix({
      url: `${base}/svc/`,
      endpoint: '/LoginDealers',
      Token: 'external-token',
      DealerCode: 'Z99999',
      DealerName: 'Bay & Co',
      CountryCode: 'FR',
    });
    expect(reply.statusCode).toBe(200);
    const body = {
      Token: 'external-token',
      Brand: 'JLR',
      DealerCode: 'Z99999',
      DealerName: 'Bay & Co',
      CountryCode: 'FR',
      DSL: '',
    };
    expect(reply.json()).toEqual({ LoginToken: 'external-login', echo: body });
    expect(received).toEqual([
      { method: 'POST', path: '/svc/LoginDealers', contentType: 'application/json', body: JSON.stringify(body) },
    ]);
  });

  it('raises a non-200 answer as 502 with its status text', async () => {
    expect(expectProblem(await edix({ url: `${base}/broken`, endpoint: '/GetToken' }), 502).detail).toBe(
      'The dealer service answered: 503 Service Unavailable',
    );
  });

  it('does not follow a redirect', async () => {
    expect(expectProblem(await edix({ url: `${base}/moved`, endpoint: '/GetToken' }), 502).detail).toBe(
      'The dealer service answered: 302 Found',
    );
    expect(received.map((request) => request.path)).toEqual(['/moved/GetToken']);
  });

  it('refuses a reply that is not JSON or too large', async () => {
    expect(expectProblem(await edix({ url: `${base}/html`, endpoint: '/GetToken' }), 502).detail).toBe(
      'The dealer service sent a reply that is not JSON.',
    );
    expect(expectProblem(await edix({ url: `${base}/big`, endpoint: '/GetToken' }), 502).detail).toBe(
      'The dealer service sent a reply that is too large.',
    );
  });

  it('gives up on a service that does not answer in time', async () => {
    expect(expectProblem(await edix({ url: `${base}/slow`, endpoint: '/GetToken' }), 504).detail).toBe(
      'The dealer service did not answer in time.',
    );
  });

  it('says so when the service cannot be reached', async () => {
    expect(expectProblem(await edix({ url: closedService, endpoint: '/GetToken' }), 502).detail).toBe(
      'The dealer service could not be reached.',
    );
  });

  it('never contacts an address outside the allow-list, even on a listed host', async () => {
    for (const url of [`${base}/evil`, `${base}`, `${base}/svc/extra`, 'http://evil.example']) {
      expect(expectProblem(await edix({ url, endpoint: '/GetToken' }), 403).detail).toBe(
        'The dealer service address is not allowed.',
      );
    }
    expect(expectProblem(await edix({ url: `${base}/svc`, endpoint: '/Admin' }), 400).detail).toBe(
      'The dealer service endpoint must be /GetToken or /LoginDealers.',
    );
    // The own stand-in is not listed here, so it is refused too.
    expectProblem(await edix({ url: 'http://localhost/dealer-service', endpoint: '/GetToken' }), 403);
    expect(received).toEqual([]);
  });
});
