/** OAuth 2.0 error replies of the providers' machine endpoints (RFC 6749, section 5.2). */
import type { FastifyReply } from 'fastify';

export function sendOAuthError(reply: FastifyReply, status: number, error: string, description: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('pragma', 'no-cache')
    .send({ error, error_description: description });
}
