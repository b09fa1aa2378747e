/**
 * Queues a change to the user's profile (catalogue spec, sections 3 and 9; docs/sync.md, entity
 * 'profile'): for a registered user it is made on this device at once and sent through the
 * outbox, online or offline, and applied to their EPCUsers record (and, for language, market,
 * names and phone, their customer record) on the server. A guest has no profile: only
 * clearing the search history applies, to this device's lists.
 */
import type { ProfileChange } from '../../../domain/sync/sync-contracts';
import { clearDeviceSearchLists } from '../../store/search-history-storage';
import { currentUserDb } from '../../store/user-db/current-user-db';
import { changeProfile, type ProfileChangeOutcome } from '../../store/user-db/profile-repository';

export type { ProfileChangeOutcome };

export const guestProfileMessage = 'Sign in to keep this on your profile.';

/**
 * Resolves with the queued operation, or with the reason (and the field at fault, e.g.
 * 'details.phone' for 'ch not allow') when the change would be refused; nothing then changes.
 * Rejects when the device refuses to store the change (e.g. its storage is full).
 */
export async function queueProfileChange(change: ProfileChange, now = new Date()): Promise<ProfileChangeOutcome> {
  const db = currentUserDb();
  if (db) return changeProfile(db, change, now);
  if (change.action === 'clearSearchHistory') {
    return clearDeviceSearchLists('guest')
      ? {
          ok: true,
          operation: { idempotencyKey: crypto.randomUUID(), entity: 'profile', createdAt: now.toISOString(), change },
        }
      : { ok: false, message: "This device's storage is full, so the change was not kept." };
  }
  return { ok: false, message: guestProfileMessage };
}
