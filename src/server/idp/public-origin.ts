/**
 * The origin the browser reaches this server at: PUBLIC_URL when set, otherwise the
 * request's own protocol and Host. Redirect URIs and embedded issuers are built from it, so
 * a redirect can only ever point back at the origin the browser is already on. URL
 * normalisation drops a default port (Host: localhost:80 is http://localhost), as browsers do.
 */
import type { FastifyRequest } from 'fastify';

export function publicOriginOf(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl !== undefined) return new URL(publicUrl).origin;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    throw Object.assign(new Error('The Host header is not valid.'), { statusCode: 400 });
  }
}
