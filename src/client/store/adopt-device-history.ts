/**
 * A registered user's VIN and search lists kept in this device's local storage before they
 * synced (issue 15) move into their profile once: each entry is queued as a profile change, in
 * its order, and the local copy is then removed, so nothing the user had is lost and nothing is
 * queued twice. Entries without a time of their own (VINs, registrations) take times just
 * before now, newest first, so their order survives the merge.
 */
import type { ProfileChange } from '../../domain/sync/sync-contracts';
import { readVehicleLists, vehicleListsStorageKey } from './recent-vins';
import { readSearchLists, searchListsStorageKey } from './search-history-storage';
import { changeProfile } from './user-db/profile-repository';
import type { UserDb } from './user-db/user-db';

export function deviceHistoryChanges(userKey: string, now = new Date()): ProfileChange[] {
  const vehicles = readVehicleLists(userKey);
  const searches = readSearchLists(userKey);
  // One millisecond apart, the first (newest) nearest to now.
  const before = (index: number) => new Date(now.getTime() - index - 1).toISOString();
  return [
    ...vehicles.recentVins.map((vin, index): ProfileChange => ({ action: 'recordVin', vin, at: before(index) })),
    ...vehicles.recentRegistrations.map((registration, index): ProfileChange => ({
      action: 'recordRegistration',
      registration,
      at: before(index),
    })),
    ...vehicles.favouriteVins.map((vin, index): ProfileChange => ({
      action: 'setFavouriteVin',
      vin,
      favourite: true,
      at: before(index),
    })),
    ...searches.history.map((search): ProfileChange => ({ action: 'recordSearch', search, at: search.timestamp })),
    ...searches.recentSearches.map((search): ProfileChange => ({
      action: 'recordAdditionalSearch',
      search,
      at: search.timestamp,
    })),
  ];
}

/** Moves the device's lists of `userKey` into their profile; entries the rules refuse are dropped. */
export async function adoptDeviceHistory(db: UserDb, userKey: string, now = new Date()): Promise<number> {
  const changes = deviceHistoryChanges(userKey, now);
  if (changes.length === 0) return 0;
  let queued = 0;
  for (const change of changes) if ((await changeProfile(db, change, now)).ok) queued += 1;
  try {
    localStorage.removeItem(vehicleListsStorageKey(userKey));
    localStorage.removeItem(searchListsStorageKey(userKey));
  } catch (error) {
    console.warn('Could not remove the lists this device kept before they synced', error);
  }
  return queued;
}
