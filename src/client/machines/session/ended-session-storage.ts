/**
 * Whose registered session ended because the login service refused to renew it, kept in local
 * storage so a reload (or another tab) still tells that user to sign in again to send the
 * changes waiting on the device. Apart from the auth storage: clearing the auth must not
 * forget it. Only the customer id is kept, which names a database on this device.
 */
import type { EndedSession } from './session-machine';

const endedSessionKey = 'epc_session_ended';

export function readEndedSession(): EndedSession | null {
  const customerId = localStorage.getItem(endedSessionKey);
  return customerId ? { customerId } : null;
}

export function keepEndedSession(ended: EndedSession | null): void {
  if (ended) localStorage.setItem(endedSessionKey, ended.customerId);
  else localStorage.removeItem(endedSessionKey);
}
