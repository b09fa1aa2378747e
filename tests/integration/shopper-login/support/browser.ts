/**
 * A browser-like HTTP client for tests: it never follows redirects (the test follows them,
 * checking each hop) and can send any Host header, as a browser reaching the server under
 * another name would.
 */
import http from 'node:http';

export interface BrowserResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  location: string | undefined;
  body: string;
  json<T = unknown>(): T;
}

export interface BrowserRequest {
  method?: 'GET' | 'POST';
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** The Host header; the connection still goes to the URL's address. */
  host?: string;
}

export function browse(url: string, request: BrowserRequest = {}): Promise<BrowserResponse> {
  const target = new URL(url);
  const body = request.form === undefined ? undefined : new URLSearchParams(request.form).toString();
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        method: request.method ?? (body === undefined ? 'GET' : 'POST'),
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        headers: {
          host: request.host ?? target.host,
          accept: 'text/html,application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
          ...request.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            location: response.headers.location,
            body: text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
