/**
 * Changing the user's profile (history, preferences, export configuration, details; catalogue
 * spec, sections 3 and 9): like the list, notes and bookmarks, the change is made on the device
 * at once and queued in the outbox in the same transaction, online or offline. The server
 * applies it to the user's EPCUsers record by the same merge rules and answers the profile,
 * which the device then shows with its still-queued changes on top (acknowledge.ts).
 */
import { applyProfileChange, emptySyncedProfile } from '../../../domain/profile/apply-profile-change';
import { checkProfileChange } from '../../../domain/profile/check-profile-change';
import type { ProfileChange, SyncOperation } from '../../../domain/sync/sync-contracts';
import { readProfile, writeProfile } from './local-state';
import { enqueue } from './outbox';
import type { UserDb } from './user-db';

export type ProfileChangeOutcome =
  | { ok: true; operation: SyncOperation }
  /** `field` names the field at fault (e.g. 'details.phone', 'market'), for a message beside it. */
  | { ok: false; message: string; field?: string };

/**
 * Applies the change to the profile on this device and queues it. A change the server would
 * refuse for its shape (a bad phone, an unsupported language) changes nothing and answers its
 * message; the market's fit with the user's choices is the server's to judge. Rejects when
 * the device refuses to store it (e.g. QuotaExceededError), changing nothing.
 */
export async function changeProfile(
  db: UserDb,
  change: ProfileChange,
  now = new Date(),
): Promise<ProfileChangeOutcome> {
  const outcome = await changeProfileTogether(db, [change], now);
  return outcome.ok ? { ok: true, operation: outcome.operations[0]! } : outcome;
}

/**
 * Applies several changes that belong together (a decoded VIN and its registration, a search
 * and its additional-search entry) in one transaction: a page left at once keeps both or
 * neither, never the first alone. Any change refused for its shape refuses them all.
 */
export async function changeProfileTogether(
  db: UserDb,
  changes: readonly ProfileChange[],
  now = new Date(),
): Promise<{ ok: true; operations: SyncOperation[] } | { ok: false; message: string; field?: string }> {
  const checkedChanges: ProfileChange[] = [];
  for (const change of changes) {
    const checked = checkProfileChange(change);
    if (!checked.ok) return checked;
    checkedChanges.push(checked.value);
  }
  const operations = checkedChanges.map((change): SyncOperation => ({
    idempotencyKey: crypto.randomUUID(),
    entity: 'profile',
    createdAt: now.toISOString(),
    change,
  }));
  await db.transaction('rw', db.profile, db.outbox, async () => {
    const profile = await readProfile(db);
    const changed = checkedChanges.reduce(applyProfileChange, profile ?? emptySyncedProfile);
    await writeProfile(db, profile, changed);
    for (const operation of operations) await enqueue(db, operation);
  });
  return { ok: true, operations };
}
