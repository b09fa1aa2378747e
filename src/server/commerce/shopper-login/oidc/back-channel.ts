/**
 * HTTP calls from this server to an identity provider (discovery, JWKS, token exchange).
 *
 * When no PUBLIC_URL is set, the embedded providers' URLs are built from the Host the
 * browser sent, which anyone can forge. Such calls therefore never leave the machine: they
 * go to this server's own listening socket, with the Host header kept so the provider
 * answers with the same issuer the browser saw. A forged Host can make the server talk to
 * itself, never to another host, and the client secret never leaves the process.
 */
import http from 'node:http';
import https from 'node:https';

/** Requests to URLs of this origin are answered by the local listener at host:port. */
export interface LocalTarget {
  origin: string;
  host: string;
  port: number;
}

export interface BackChannelRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Readonly<Record<string, string>>;
  body?: string;
  local?: LocalTarget;
}

export interface BackChannelResponse {
  status: number;
  json: unknown;
}

export type BackChannel = (request: BackChannelRequest) => Promise<BackChannelResponse>;

const timeoutMs = 5000;
const maxBodyBytes = 1024 * 1024;

export const sendBackChannel: BackChannel = (request) => {
  const url = new URL(request.url);
  if (request.local !== undefined && url.origin !== request.local.origin) {
    return Promise.reject(new Error(`Refusing to call ${url.origin}: only ${request.local.origin} (this server) may be called.`));
  }
  const client = request.local === undefined && url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      {
        method: request.method,
        host: request.local?.host ?? url.hostname,
        port: request.local?.port ?? url.port,
        path: `${url.pathname}${url.search}`,
        headers: { ...request.headers, host: url.host, accept: 'application/json' },
        ...(request.local === undefined && url.protocol === 'https:' ? { servername: url.hostname } : {}),
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBodyBytes) {
            response.destroy(new Error(`${url.origin}${url.pathname} answered more than ${maxBodyBytes} bytes.`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: response.statusCode ?? 0, json: text === '' ? undefined : (JSON.parse(text) as unknown) });
          } catch {
            reject(new Error(`${url.origin}${url.pathname} answered ${response.statusCode} with a body that is not JSON.`));
          }
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${url.origin}${url.pathname} did not answer within ${timeoutMs} ms.`)));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
};
