import { describe, expect, it } from 'vitest';
import { applyProfileChange, emptySyncedProfile } from '../../../../src/domain/profile/apply-profile-change';
import { favouriteVinsOf } from '../../../../src/domain/profile/profile-history';
import type { ProfileChange, RecentVin, StoredSearch, SyncedProfile } from '../../../../src/domain/sync/sync-contracts';

const vehicle = (vin: string): RecentVin => ({
  vin,
  catHieId: 'arden-sb21-2024',
  brand: 'Arden',
  modelName: 'Sable',
  modelYear: 2024,
  modelCode: 'SB21',
  featureCodes: [],
});

/** Seventeen VIN characters, numbered. */
const vinNumber = (n: number) => `SALGA2BE5NA${String(n).padStart(6, '0')}`;
const minute = (n: number) => new Date(Date.UTC(2026, 10, 20, 9, n)).toISOString();
const search = (searchText: string, at: string): StoredSearch => ({
  searchText,
  criteria: 'partNumber',
  catHieId: 'arden',
  timestamp: at,
});

const applyAll = (changes: readonly ProfileChange[], start: SyncedProfile = emptySyncedProfile) =>
  changes.reduce(applyProfileChange, start);

/** Every order of a short list (a few changes: n! orders). */
function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((item, index) =>
    orders([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('the profile history merge rules', () => {
  it('keeps the ten newest VINs, newest first, one per normalised VIN', () => {
    const changes: ProfileChange[] = Array.from({ length: 12 }, (_, n) => ({
      action: 'recordVin',
      vin: vehicle(vinNumber(n)),
      at: minute(n),
    }));
    changes.push({ action: 'recordVin', vin: vehicle(vinNumber(5).toLowerCase()), at: minute(30) });
    const profile = applyAll(changes);
    expect(profile.lastTenVins).toHaveLength(10);
    expect(profile.lastTenVins.map((entry) => entry.vin)).toEqual([
      vinNumber(5).toLowerCase(),
      ...[11, 10, 9, 8, 7, 6, 4, 3, 2].map(vinNumber),
    ]);
  });

  it('orders by when a change was made, not when it arrived: an older decode arriving late goes below', () => {
    const profile = applyAll([
      { action: 'recordVin', vin: vehicle(vinNumber(1)), at: minute(10) },
      { action: 'recordVin', vin: vehicle(vinNumber(2)), at: minute(5) },
      // The same VIN decoded earlier on another device: the later decode stays.
      { action: 'recordVin', vin: vehicle(vinNumber(1)), at: minute(1) },
    ]);
    expect(profile.lastTenVins.map((entry) => [entry.vin, entry.at])).toEqual([
      [vinNumber(1), minute(10)],
      [vinNumber(2), minute(5)],
    ]);
  });

  it('keeps ten registrations, one per registration however it is spaced or cased', () => {
    const profile = applyAll([
      { action: 'recordRegistration', registration: { registration: 'AB12 CDE', vin: vinNumber(1) }, at: minute(1) },
      { action: 'recordRegistration', registration: { registration: 'ab12cde', vin: vinNumber(1) }, at: minute(2) },
      ...Array.from({ length: 10 }, (_, n): ProfileChange => ({
        action: 'recordRegistration',
        registration: { registration: `R${n}`, vin: vinNumber(n) },
        at: minute(10 + n),
      })),
    ]);
    expect(profile.lastTenRegistrations).toHaveLength(10);
    expect(profile.lastTenRegistrations.some((entry) => entry.registration.startsWith('ab'))).toBe(false);
    const few = applyAll([
      { action: 'recordRegistration', registration: { registration: 'AB12 CDE', vin: vinNumber(1) }, at: minute(1) },
      { action: 'recordRegistration', registration: { registration: 'ab12cde', vin: vinNumber(1) }, at: minute(2) },
    ]);
    expect(few.lastTenRegistrations.map((entry) => entry.registration)).toEqual(['ab12cde']);
  });

  it('keeps ten additional searches, one per text, criteria and catalogue; the history keeps each search made', () => {
    const changes: ProfileChange[] = [
      ...Array.from({ length: 11 }, (_, n): ProfileChange => ({
        action: 'recordAdditionalSearch',
        search: search(`LR${n}`, minute(n)),
        at: minute(n),
      })),
      { action: 'recordAdditionalSearch', search: search('lr3', minute(20)), at: minute(20) },
      { action: 'recordSearch', search: search('LR1', minute(1)), at: minute(1) },
      { action: 'recordSearch', search: search('LR1', minute(2)), at: minute(2) },
      { action: 'recordSearch', search: search('LR1', minute(2)), at: minute(2) },
    ];
    const profile = applyAll(changes);
    expect(profile.lastTenAdditionalSearches.map((entry) => entry.searchText)).toEqual([
      'lr3',
      'LR10',
      'LR9',
      'LR8',
      'LR7',
      'LR6',
      'LR5',
      'LR4',
      'LR2',
      'LR1',
    ]);
    expect(profile.searchHistory.map((entry) => entry.timestamp)).toEqual([minute(2), minute(1)]);
  });

  it('forgets the searches made before a clear, also when they arrive after it', () => {
    const profile = applyAll([
      { action: 'recordSearch', search: search('LR1', minute(1)), at: minute(1) },
      { action: 'clearSearchHistory', at: minute(5) },
      { action: 'recordSearch', search: search('LR2', minute(3)), at: minute(3) },
      { action: 'recordAdditionalSearch', search: search('LR2', minute(3)), at: minute(3) },
      { action: 'recordSearch', search: search('LR3', minute(6)), at: minute(6) },
    ]);
    expect(profile.searchHistory.map((entry) => entry.searchText)).toEqual(['LR3']);
    expect(profile.lastTenAdditionalSearches).toEqual([]);
  });

  it('lets the latest mark of a favourite win, an unmark included, whatever the arrival order', () => {
    const marks: ProfileChange[] = [
      { action: 'setFavouriteVin', vin: vinNumber(1), favourite: true, at: minute(1) },
      { action: 'setFavouriteVin', vin: vinNumber(1), favourite: false, at: minute(3) },
      { action: 'setFavouriteVin', vin: vinNumber(2), favourite: true, at: minute(2) },
    ];
    for (const order of orders(marks)) expect(favouriteVinsOf(applyAll(order).favouriteVins)).toEqual([vinNumber(2)]);
  });

  it("converges on one profile from two devices' changes in any arrival order, and a change applied twice changes nothing", () => {
    const deviceA: ProfileChange[] = [
      { action: 'recordVin', vin: vehicle(vinNumber(1)), at: minute(1) },
      { action: 'recordSearch', search: search('LR1', minute(2)), at: minute(2) },
      { action: 'setFavouriteVin', vin: vinNumber(1), favourite: true, at: minute(3) },
    ];
    const deviceB: ProfileChange[] = [
      { action: 'recordVin', vin: vehicle(vinNumber(2)), at: minute(2) },
      { action: 'clearSearchHistory', at: minute(2) },
      { action: 'recordVin', vin: vehicle(vinNumber(1)), at: minute(4) },
    ];
    const results = orders([...deviceA, ...deviceB]).map((order) => applyAll(order));
    for (const result of results) expect(result).toEqual(results[0]);
    expect(applyAll([...deviceA, ...deviceB, ...deviceA])).toEqual(results[0]);
    expect(results[0]?.lastTenVins.map((entry) => entry.vin)).toEqual([vinNumber(1), vinNumber(2)]);
    expect(results[0]?.searchHistory).toEqual([]);
  });
});
