/**
 * Sends the browser back to the app's (already checked) redirect URI: with a code and usid
 * when the sign-in succeeded, or with ?error=...&error_description=... when it did not.
 * The app's state, when it sent one, always comes back with it; registration_required also
 * carries the registration ticket (src/server/registration/registration-ticket.ts).
 */
import type { FastifyReply } from 'fastify';
import { signInErrors, type SignInErrorCode } from '../../../../domain/profile/sign-in-errors';

export function redirectWithCode(
  reply: FastifyReply,
  redirectUri: string,
  grant: { code: string; usid: string; state: string | undefined },
): FastifyReply {
  const location = new URL(redirectUri);
  location.searchParams.set('code', grant.code);
  location.searchParams.set('usid', grant.usid);
  if (grant.state !== undefined) location.searchParams.set('state', grant.state);
  return reply.redirect(location.toString(), 303);
}

export function redirectWithError(
  reply: FastifyReply,
  redirectUri: string,
  error: SignInErrorCode,
  state: string | undefined,
  extra: Readonly<Record<string, string>> = {},
): FastifyReply {
  const location = new URL(redirectUri);
  location.searchParams.set('error', error);
  location.searchParams.set('error_description', signInErrors[error]);
  for (const [name, value] of Object.entries(extra)) location.searchParams.set(name, value);
  if (state !== undefined) location.searchParams.set('state', state);
  return reply.redirect(location.toString(), 303);
}
