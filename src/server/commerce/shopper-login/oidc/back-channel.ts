/**
 * The fetch openid-client uses for this server's calls to an identity provider (discovery,
 * JWKS, token exchange), in place of the global fetch.
 *
 * When no PUBLIC_URL is set, the embedded providers' URLs are built from the Host the
 * browser sent, which anyone can forge. Such calls therefore never leave the machine: they
 * go to this server's own listening socket, with the Host header kept so the provider
 * answers with the same issuer the browser saw. A forged Host can make the server talk to
 * itself, never to another host, and the client secret never leaves the process. Answers
 * are bounded in time and size either way.
 */
import http from 'node:http';
import https from 'node:https';

/** Requests to URLs of this origin are answered by the local listener at host:port. */
export interface LocalTarget {
  origin: string;
  host: string;
  port: number;
  /** The listener speaks TLS (TLS_CERT_FILE): called over HTTPS, see tlsTo below. */
  tls: boolean;
}

export interface BackChannelRequestOptions {
  method: string;
  headers: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/** The shape of openid-client's customFetch. */
export type BackChannelFetch = (url: string, options: BackChannelRequestOptions) => Promise<Response>;

const timeoutMs = 5000;
const maxBodyBytes = 1024 * 1024;
const statusesWithoutBody = new Set([101, 204, 205, 304]);

export function backChannelFetch(local: LocalTarget | undefined): BackChannelFetch {
  return (requestUrl, options) => {
    const url = new URL(requestUrl);
    if (local !== undefined && url.origin !== local.origin) {
      return Promise.reject(
        new Error(`Refusing to call ${url.origin}: only ${local.origin} (this server) may be called.`),
      );
    }
    const secure = local === undefined ? url.protocol === 'https:' : local.tls;
    const body = bodyText(options.body);
    const headers: Record<string, string> = { ...options.headers, host: url.host };
    if (
      options.body instanceof URLSearchParams &&
      !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')
    ) {
      headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    }
    return new Promise((resolve, reject) => {
      const outgoing = (secure ? https : http).request(
        {
          method: options.method,
          host: local?.host ?? url.hostname,
          port: local?.port ?? url.port,
          path: `${url.pathname}${url.search}`,
          headers,
          ...(secure ? tlsTo(url, local) : {}),
          timeout: timeoutMs,
          ...(options.signal === undefined ? {} : { signal: options.signal }),
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          let size = 0;
          incoming.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBodyBytes) {
              incoming.destroy(new Error(`${url.origin}${url.pathname} answered more than ${maxBodyBytes} bytes.`));
              return;
            }
            chunks.push(chunk);
          });
          incoming.on('error', reject);
          incoming.on('end', () => {
            const status = incoming.statusCode ?? 502;
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              for (const each of Array.isArray(value) ? value : [value ?? '']) responseHeaders.append(name, each);
            }
            const content = statusesWithoutBody.has(status) ? null : Buffer.concat(chunks);
            resolve(new Response(content, { status, headers: responseHeaders }));
          });
        },
      );
      outgoing.on('timeout', () =>
        outgoing.destroy(new Error(`${url.origin}${url.pathname} did not answer within ${timeoutMs} ms.`)),
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}

/**
 * A remote provider's certificate is checked against the host in its URL. This server's own
 * listener is reached by its loopback address, which its certificate (issued for the public
 * name) never names, and it is the process itself at the other end: the certificate is not
 * checked there.
 */
function tlsTo(url: URL, local: LocalTarget | undefined): https.RequestOptions {
  return local === undefined ? { servername: url.hostname } : { rejectUnauthorized: false };
}

function bodyText(body: unknown): string | Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  throw new Error('The identity provider back channel sends only text or form bodies.');
}
