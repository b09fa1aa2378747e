/**
 * Whose database on this device the screens read: the registered user's customer id while
 * the session holds their refresh token, else none (guests keep no list on the device).
 */
import type { SessionActor } from './ensure-access-token';

export const registeredUserKey = (snapshot: ReturnType<SessionActor['getSnapshot']>): string | null =>
  snapshot.context.auth.registeredRefreshToken === undefined ? null : (snapshot.context.auth.customerId ?? null);
