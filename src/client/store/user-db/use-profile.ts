/** The signed-in user's profile as kept on this device, live across tabs (catalogue spec, sections 3 and 9). */
import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncedProfile } from '../../../domain/sync/sync-contracts';
import { useCurrentUserDb } from './current-user-db';
import { readProfile } from './local-state';

export interface StoredProfileView {
  /** undefined for a guest, or before the first sync or change made one on this device. */
  profile: SyncedProfile | undefined;
  /** Whether a registered user's database is open (the profile then lives there, not in local storage). */
  registered: boolean;
  loaded: boolean;
  /** Profile changes on this device waiting to be sent. */
  pendingChanges: number;
}

const notLoaded: StoredProfileView = { profile: undefined, registered: false, loaded: false, pendingChanges: 0 };

export function useStoredProfile(): StoredProfileView {
  const db = useCurrentUserDb();
  const view = useLiveQuery(async (): Promise<StoredProfileView> => {
    if (!db) return { ...notLoaded, loaded: true };
    const [profile, pendingChanges] = await db.transaction('r', db.profile, db.outbox, () =>
      Promise.all([
        readProfile(db),
        db.outbox.filter((entry) => entry.refused === undefined && entry.operation.entity === 'profile').count(),
      ]),
    );
    return { profile, registered: true, loaded: true, pendingChanges };
  }, [db]);
  // While a newly chosen database is read, say so rather than show the previous user's answer.
  return view ?? { ...notLoaded, registered: db !== undefined };
}
