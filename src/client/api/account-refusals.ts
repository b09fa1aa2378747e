/**
 * The API wrapper's part of catalogue spec section 4: "A rejected status makes the API wrapper
 * wipe local and session storage and go to the home route." The server answers a signed-in
 * user whose profile is no longer approved with a 403 whose detail is one of the policy's own
 * refusals (src/domain/access/access-levels.ts), so the app learns of a rejection (or a
 * registration sent back to approval) made while the user was signed in, on the next request.
 * The api layer only reports it; the shell decides what the user sees.
 */
import type { BeforeErrorHook } from 'ky';
import { refusals } from '../../domain/access/access-levels';
import { problemOf } from './problem-details';

export type AccountRefusal = 'rejected' | 'pending';

type AccountRefusalListener = (refusal: AccountRefusal) => void;
const listeners = new Set<AccountRefusalListener>();

export function onAccountRefused(listener: AccountRefusalListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const refusalOfDetail = new Map<string, AccountRefusal>([
  [refusals.rejected, 'rejected'],
  [refusals.pending, 'pending'],
]);

/**
 * The authorised clients' beforeError hook: tells the listeners when a 403's problem details
 * refuse the account itself. It runs after the service client's own hook has read the body.
 */
export const reportAccountRefusal: BeforeErrorHook = (error) => {
  const { response } = error;
  const detail =
    response.status === 403 && response.headers.get('content-type')?.includes('json')
      ? problemOf(error)?.detail
      : undefined;
  const refusal = detail === undefined ? undefined : refusalOfDetail.get(detail);
  if (refusal !== undefined) for (const listener of listeners) listener(refusal);
  return error;
};
