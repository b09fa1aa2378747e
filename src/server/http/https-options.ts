/**
 * The Fastify options that make the server speak HTTPS: HTTP/2 to browsers that offer it
 * (ALPN), HTTP/1.1 to clients that do not (allowHTTP1), on the same port.
 */
import type { FastifyServerOptions } from 'fastify';
import type { TlsConfig } from './tls-config';

export function httpsOptions(tls: TlsConfig | undefined): FastifyServerOptions {
  if (tls === undefined) return {};
  // Fastify's types pick the instance's request type from `http2: true`; the routes use only
  // what HTTP/1.1 and Node's HTTP/2 compatibility layer share (headers, status, streams), so
  // the app keeps the one HTTP/1.1-typed instance either way, which is why this object is
  // widened to the plain options type.
  const options = { http2: true as const, https: { allowHTTP1: true, cert: tls.cert, key: tls.key } };
  return options as FastifyServerOptions;
}
