/**
 * A user's outbox goes to the server only under that user's own session. The sync machine
 * drains the database of the user it was started for, while the session may have moved on: a
 * refresh the login service refused makes it a guest, and another tab may have signed someone
 * else in, whose tokens this tab adopts. Sent then, the first user's changes would be refused
 * (a guest) or, worse, applied to the other user's list. So every send first makes sure of a
 * valid token (the session refreshes it when it must) and that the session is still this
 * user's; if not, the changes stay on the device, untouched, for that user's next sign-in.
 */
import { waitFor } from 'xstate';
import type { SyncOperation, SyncReply } from '../../../domain/sync/sync-contracts';
import type { SendOptions } from '../../api/sync/sync-client';
import { ensureAccessToken, type SessionActor } from '../session/ensure-access-token';

/** The session is no longer the registered user whose changes were about to be sent. */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
  constructor() {
    super(
      'The session of the user who made these changes has ended; they wait on this device until that user signs in again.',
    );
  }
}

type SessionSnapshot = ReturnType<SessionActor['getSnapshot']>;

/** Whether the session, as it is now, is registered user `userKey`'s (online or not). */
export function isSessionOf(snapshot: SessionSnapshot, userKey: string): boolean {
  return (
    snapshot.hasTag('registered') &&
    snapshot.context.auth.registeredRefreshToken !== undefined &&
    snapshot.context.auth.customerId === userKey
  );
}

/**
 * Waits for any login under way and for a valid token (refreshing first if it has expired, as
 * every request does), then answers whether the session is still `userKey`'s. Offline the
 * refresh cannot happen and the user stays who they were: true, and the send fails for want
 * of a network instead.
 */
export async function sessionIsUser(session: SessionActor, userKey: string): Promise<boolean> {
  await ensureAccessToken(session);
  return isSessionOf(session.getSnapshot(), userKey);
}

const sessionSettled = (session: SessionActor) =>
  waitFor(session, (snapshot) => snapshot.hasTag('settled') || snapshot.hasTag('failed'));

/**
 * Logs in again (refresh) and waits until the session has settled, for a request the server
 * answered 401. The batch is sent again only if the session is still `userKey`'s: a refused
 * refresh (a guest now) or another user's adopted tokens must not carry it.
 */
async function renewAccessToken(session: SessionActor, userKey: string): Promise<void> {
  session.send({ type: 'token.expired' });
  if (!isSessionOf(await sessionSettled(session), userKey)) throw new SessionEndedError();
}

/** The sync endpoint as the client speaks it (src/client/api/sync/sync-client.ts). */
export type SyncTransport = (operations: SyncOperation[], options: SendOptions) => Promise<SyncReply>;

/**
 * Sends a batch of `userKey`'s outbox through `transport` only while the session is theirs,
 * before the request and again before a 401 is answered by sending it once more. Only a batch
 * with changes renews the token on a 401; an empty one (a pull) just waits for the next time,
 * so background reads never start a refresh of their own.
 */
export function sendAsUser(session: SessionActor, transport: SyncTransport) {
  return async (operations: SyncOperation[], userKey: string): Promise<SyncReply> => {
    if (!(await sessionIsUser(session, userKey))) throw new SessionEndedError();
    try {
      return await transport(
        operations,
        operations.length === 0 ? {} : { renewAccessToken: () => renewAccessToken(session, userKey) },
      );
    } catch (error) {
      // The client wraps every failure; one that came from the session ending says so.
      if (!isSessionOf(await sessionSettled(session), userKey)) throw new SessionEndedError();
      throw error;
    }
  };
}
