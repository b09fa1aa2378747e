/**
 * What every API request does first (shell spec, section 4): wait for any login under way,
 * and log in again when the stored token is no longer valid. Many requests at once send one
 * token.expired between them; the rest wait for the same login.
 */
import { waitFor, type ActorRefFrom } from 'xstate';
import { isTokenValid } from '../../../domain/session/token-validity';
import type { sessionMachine } from './session-machine';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

const settledOrFailed = (snapshot: ReturnType<SessionActor['getSnapshot']>) =>
  snapshot.hasTag('settled') || snapshot.hasTag('failed');

/** The Bearer access token to send, or undefined when there is none (offline, no session). */
export async function ensureAccessToken(session: SessionActor, now = Date.now): Promise<string | undefined> {
  let snapshot = session.getSnapshot();
  if (snapshot.hasTag('settled') && !isTokenValid(snapshot.context.auth.tokenLife, now())) {
    session.send({ type: 'token.expired' });
  }
  snapshot = await waitFor(session, settledOrFailed);
  return snapshot.context.auth.accessToken;
}
