/**
 * The origin the browser reaches this server at. Redirect URIs, embedded issuers and the
 * dealer stand-in's address are built from it, so it must never be whatever a request's Host
 * header claims: a forged Host would send a sign-in code to the forger's host. In order:
 *
 * 1. PUBLIC_URL, when set: the one right answer in production.
 * 2. Behind a proxy named by TRUST_PROXY: the X-Forwarded-Proto and -Host that proxy set,
 *    taken only when the request really came through it (the socket's peer is trusted and
 *    the proxy added an X-Forwarded-For hop), never from a client that sent them itself.
 * 3. Otherwise the Host header only when it names this machine's loopback interface
 *    (localhost, 127.x.x.x, [::1]): the `npm start` demo opened on the same machine. Any
 *    other Host is refused with a 400 that says to set PUBLIC_URL.
 *
 * URL normalisation drops a default port (Host: localhost:80 is http://localhost), as
 * browsers do.
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const needsPublicUrl =
  'This server does not know its public address for that host name: set PUBLIC_URL (or TRUST_PROXY behind a proxy).';

export function publicOriginOf(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl !== undefined) return new URL(publicUrl).origin;
  if (cameThroughTrustedProxy(request)) return originFrom(request.protocol, request.host);
  const origin = originFrom(request.protocol, hostHeaderOf(request));
  if (!isLoopback(new URL(origin).hostname)) throw Object.assign(new Error(needsPublicUrl), { statusCode: 400 });
  return origin;
}

/**
 * Fastify takes X-Forwarded-Host and -Proto only from a trusted peer. request.ips exists only
 * with TRUST_PROXY set; it lists the socket's address, then each forwarded hop for as long as
 * the hop before it was trusted, so more than one entry means a trusted proxy forwarded this.
 */
function cameThroughTrustedProxy(request: FastifyRequest): boolean {
  return request.headers['x-forwarded-host'] !== undefined && (request.ips?.length ?? 0) > 1;
}

/** HTTP/2 carries the host in the :authority pseudo-header, and a browser sends no Host beside it. */
function hostHeaderOf(request: FastifyRequest): string {
  const authority = request.headers[':authority'];
  return request.headers.host ?? (typeof authority === 'string' ? authority : '');
}

function originFrom(protocol: string, host: string): string {
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    throw Object.assign(new Error('The Host header is not valid.'), { statusCode: 400 });
  }
}

function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(hostname) ||
    hostname === '[::1]'
  );
}

/** TRUST_PROXY as Fastify takes it: a number of hops becomes "the nearest n peers". */
export function trustProxyOption(setting: boolean | number | string): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}
