/** Sends the browser back to the client with a fresh code for the person just signed in (or signed up). */
import type { FastifyReply } from 'fastify';
import type { AuthorizeRequest } from './authorize-request';
import type { ProviderContext } from './provider-context';

export async function redirectWithProviderCode(
  reply: FastifyReply,
  context: ProviderContext,
  request: AuthorizeRequest,
  username: string,
): Promise<FastifyReply> {
  const code = await context.codes.issue({
    username,
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    nonce: request.nonce,
    codeChallenge: request.codeChallenge,
    scope: request.scope,
    authTime: Math.floor(Date.now() / 1000),
  });
  const location = new URL(request.redirectUri);
  location.searchParams.set('code', code);
  if (request.state !== undefined) location.searchParams.set('state', request.state);
  return reply.header('cache-control', 'no-store').redirect(location.toString(), 303);
}
