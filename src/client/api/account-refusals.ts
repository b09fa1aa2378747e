/**
 * The API wrapper's part of catalogue spec section 4: "A rejected status makes the API wrapper
 * wipe local and session storage and go to the home route." The server answers a signed-in
 * user whose profile is no longer approved with a 403 whose detail is one of the policy's own
 * refusals (src/domain/access/access-levels.ts), so the app learns of a rejection (or a
 * registration sent back to approval) made while the user was signed in, on the next request.
 * The api layer only reports it; the shell decides what the user sees.
 */
import { refusals } from '../../domain/access/access-levels';

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

/** Reads a 403 problem details answer and tells the listeners when it refuses the account itself. */
export async function reportAccountRefusal(response: Response): Promise<void> {
  if (response.status !== 403 || !response.headers.get('content-type')?.includes('json')) return;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  const detail = body !== null && typeof body === 'object' && 'detail' in body ? body.detail : undefined;
  const refusal = typeof detail === 'string' ? refusalOfDetail.get(detail) : undefined;
  if (refusal === undefined) return;
  for (const listener of listeners) listener(refusal);
}
