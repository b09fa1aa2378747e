/**
 * With TLS_CERT_FILE and TLS_KEY_FILE the server speaks HTTPS itself (src/server/http/tls-config.ts):
 * HTTP/2 to clients that offer it, HTTP/1.1 to the others on the same port, and the embedded
 * identity providers, which the server calls over its own socket, are reached over TLS too.
 */
import http2 from 'node:http2';
import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backChannelFetch } from '../../src/server/commerce/shopper-login/oidc/back-channel';
import { localTargetOf } from '../../src/server/commerce/shopper-login/oidc/local-target';
import { makeThrowawayCertificate, type ThrowawayCertificate } from '../support/throwaway-certificate';
import { startTestServer, type TestServer } from './support/test-server';

let certificate: ThrowawayCertificate;
let server: TestServer;
let origin: string;

beforeAll(async () => {
  certificate = await makeThrowawayCertificate();
  server = await startTestServer({ tls: { cert: certificate.cert, key: certificate.key } });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  origin = `https://localhost:${address.port}`;
});

afterAll(async () => {
  await server.close();
  certificate.remove();
});

interface Answer {
  /** The ALPN protocol of an HTTP/2 session, the HTTP version of an HTTP/1.1 answer. */
  protocol: string | false | undefined;
  status: number | undefined;
  headers: Record<string, unknown>;
  body: string;
}

/** One GET over HTTP/2, as a browser that offers h2 makes it. */
function getOverHttp2(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { ca: certificate.cert });
    session.on('error', reject);
    const stream = session.request({ ':path': path, 'accept-encoding': 'identity' });
    let headers: Record<string, unknown> = {};
    let body = '';
    stream.on('response', (received) => (headers = received));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      resolve({ protocol: session.alpnProtocol, status: Number(headers[':status']), headers, body });
      session.close();
    });
    stream.on('error', reject);
    stream.end();
  });
}

/** One GET over HTTP/1.1 on TLS, as a client without HTTP/2 makes it. */
function getOverHttp1(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.get(
      `${origin}${path}`,
      { ca: certificate.cert, headers: { connection: 'close' } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            protocol: `HTTP/${response.httpVersion}`,
            status: response.statusCode,
            headers: response.headers,
            body,
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

describe('the server with a TLS certificate', () => {
  it('answers a browser over HTTP/2, with the security headers of every answer', async () => {
    const answer = await getOverHttp2('/api/health');
    expect(answer.protocol).toBe('h2');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok' });
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    // Connection-specific headers are not allowed in HTTP/2.
    expect(answer.headers['connection']).toBeUndefined();
  });

  it('answers a client without HTTP/2 over HTTP/1.1 on the same port', async () => {
    const answer = await getOverHttp1('/api/health');
    expect(answer.protocol).toBe('HTTP/1.1');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok' });
  });

  it('takes the origin from HTTP/2’s :authority, where a browser sends no Host', async () => {
    const answer = await getOverHttp2('/idp/retailer/.well-known/openid-configuration');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ issuer: `${origin}/idp/retailer` });
  });

  it('calls its own embedded identity providers over TLS through its own socket', async () => {
    const fetchFromProvider = backChannelFetch(localTargetOf(server.app.server, origin));
    const answer = await fetchFromProvider(`${origin}/idp/retailer/.well-known/openid-configuration`, {
      method: 'GET',
      headers: { accept: 'application/json' },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      issuer: `${origin}/idp/retailer`,
      token_endpoint: `${origin}/idp/retailer/token`,
    });
  });
});
