/**
 * The EPCUsers profiles the access policy reads on every request, kept in this process's
 * memory (issue 19: reading the profile was half the work of a cached catalogue answer). An
 * admin's change of role or status must still count at once, in every process, so a profile
 * is kept only while the database's announcements of profile changes are heard (migration
 * 024), and forgotten the moment its change is announced: this process's own changes before
 * the request that made them answers, other processes' moments after they commit. While the
 * announcements cannot be heard (a lost connection), every request reads the database again;
 * and since a connection can die without a word (a network cut), nothing is kept longer than
 * keptForMs even when all seems well.
 */
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';
import type { UserProfile } from '../../domain/profile/user-profile';
import { findUserProfile } from '../commerce/data-api/custom-object-caller';

/** A profile is about 1 KB: 10,000 kept users (far above the busiest minute's) are about 10 MB. */
const keptProfiles = 10_000;
/** The longest a change could go unseen if the listening connection died silently. */
export const keptForMs = 30_000;

interface KeptProfile {
  profile: Readonly<UserProfile> | undefined;
}

export class UserProfileCache {
  private readonly kept = new LRUCache<string, KeptProfile>({ max: keptProfiles, ttl: keptForMs });
  private hearing = false;
  /** Counts forgettings, so a read that raced with one does not keep what it read. */
  private forgettings = 0;
  private stopListening: (() => void) | undefined;

  constructor(private readonly database: Database) {}

  start(): void {
    this.stopListening = this.database.listen('epc_user_profile_changed', {
      announced: (userId) => this.forget(userId),
      heard: () => {
        this.forget('*');
        this.hearing = true;
      },
      lost: () => {
        this.hearing = false;
        this.forget('*');
      },
    });
  }

  /** Whether changes are heard now, so profiles are kept (false while the connection is lost). */
  get isHearingChanges(): boolean {
    return this.hearing;
  }

  stop(): void {
    this.stopListening?.();
    this.hearing = false;
    this.forget('*');
  }

  /** The user's profile (undefined when they have none); shared between requests, so read-only. */
  async find(userId: string): Promise<Readonly<UserProfile> | undefined> {
    if (!this.hearing) return findUserProfile(this.database, userId);
    const kept = this.kept.get(userId);
    if (kept !== undefined) return kept.profile;
    const forgettingsBefore = this.forgettings;
    const profile = await findUserProfile(this.database, userId);
    if (profile !== undefined) Object.freeze(profile);
    if (this.hearing && this.forgettings === forgettingsBefore) this.kept.set(userId, { profile });
    return profile;
  }

  private forget(userId: string): void {
    this.forgettings += 1;
    if (userId === '*') this.kept.clear();
    else this.kept.delete(userId);
  }
}
