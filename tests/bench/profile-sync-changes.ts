// The profile changes the profile sync bench queues on each device, and what the merge rules
// (src/domain/profile/profile-history.ts, the ones the server applies) make of them. The two
// devices' changes interleave in time and share 25 VINs and 40 search texts, so the server's
// lists are cut to their bounds and de-duplicated, and its answer depends on both devices.
import { markFavouriteVin, recordHistorySearch, recordRecentVin } from '../../src/domain/profile/profile-history';
import type { RecentVin, SyncedProfile, SyncOperation } from '../../src/domain/sync/sync-contracts';

const catHieId = 'arden-sb21-2024';
/** VINs need not carry a valid check digit (checkVin reports it as not used). */
const vinNumber = (index: number) => `SARSB21D1NH${String(index % 25).padStart(6, '0')}`;
const recentVin = (vin: string): RecentVin => ({
  vin,
  catHieId,
  brand: 'Arden',
  modelName: 'Sable',
  modelYear: 2024,
  modelCode: 'SB21',
  featureCodes: [],
});

/**
 * `count` changes made on device 0 or 1, a second apart and a day ago, the two devices'
 * alternating in time: a VIN decoded, a search made, a favourite marked or unmarked, in turn.
 */
export function profileChanges(device: 0 | 1, count: number, startMs: number): SyncOperation[] {
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(startMs + (index * 2 + device) * 1000).toISOString();
    const base = { idempotencyKey: `bench-profile-${crypto.randomUUID()}`, entity: 'profile' as const, createdAt: at };
    switch (index % 3) {
      case 0:
        return { ...base, change: { action: 'recordVin', vin: recentVin(vinNumber(index * 7 + device * 3)), at } };
      case 1: {
        const searchText = `W5${String(index % 40).padStart(5, '0')}`;
        const search = { searchText, criteria: 'partNumber' as const, catHieId, timestamp: at };
        return { ...base, change: { action: 'recordSearch', search, at } };
      }
      default: {
        const favourite = (Math.floor(index / 3) + device) % 2 === 0;
        return { ...base, change: { action: 'setFavouriteVin', vin: vinNumber(index * 5 + device), favourite, at } };
      }
    }
  });
}

export type ProfileLists = Pick<SyncedProfile, 'lastTenVins' | 'favouriteVins' | 'searchHistory'>;

/** The lists the merge rules give for these changes on top of the server's profile before them. */
export function expectedLists(before: SyncedProfile, operations: readonly SyncOperation[]): ProfileLists {
  let { lastTenVins, favouriteVins, searchHistory } = before;
  for (const operation of operations) {
    if (operation.entity !== 'profile') continue;
    const { change } = operation;
    if (change.action === 'recordVin') lastTenVins = recordRecentVin(lastTenVins, { ...change.vin, at: change.at });
    if (change.action === 'setFavouriteVin') {
      favouriteVins = markFavouriteVin(favouriteVins, { vin: change.vin, favourite: change.favourite, at: change.at });
    }
    if (change.action === 'recordSearch') {
      searchHistory = recordHistorySearch(searchHistory, change.search, before.searchHistoryClearedAt);
    }
  }
  return { lastTenVins, favouriteVins, searchHistory };
}

/** JSON with every object's members in name order, so two copies compare whatever order they were built in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_name, member: unknown) =>
    typeof member === 'object' && member !== null && !Array.isArray(member)
      ? Object.fromEntries(Object.entries(member).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : member,
  );
}
