// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adoptDeviceHistory } from '../../../../src/client/store/adopt-device-history';
import { readVehicleLists, rememberDecodedVehicle, toggleFavouriteVin } from '../../../../src/client/store/recent-vins';
import { readSearchLists, recordCatalogueSearch } from '../../../../src/client/store/search-history-storage';
import { readProfile } from '../../../../src/client/store/user-db/local-state';
import { countPending } from '../../../../src/client/store/user-db/outbox';
import { openUserDb, type UserDb } from '../../../../src/client/store/user-db/user-db';

const vehicle = (vin: string) => ({
  vin,
  catHieId: 'arden-sb21-2022',
  brand: 'arden',
  modelName: 'Arden Sable',
  modelYear: 2022,
  modelCode: 'SB21',
  featureCodes: [],
});

let db: UserDb;
beforeEach(() => {
  localStorage.clear();
  db = openUserDb(`adopt-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await db.delete();
});

describe("a registered user's lists kept on the device before they synced", () => {
  it('join the profile once, in their order, and leave local storage', async () => {
    // Written while no user database was current: the device's lists, as before issue 15.
    rememberDecodedVehicle('customer-1', vehicle('SARSB21D1NH000001'), 'LG24 NTY');
    rememberDecodedVehicle('customer-1', vehicle('SARSB21D1NH000002'));
    toggleFavouriteVin('customer-1', 'SARSB21D1NH000001');
    recordCatalogueSearch('customer-1', { catHieId: 'arden', criteria: 'partNumber', searchText: 'LR001' });

    expect(await adoptDeviceHistory(db, 'customer-1')).toBe(6);
    const profile = await readProfile(db);
    expect(profile?.lastTenVins.map((entry) => entry.vin)).toEqual(['SARSB21D1NH000002', 'SARSB21D1NH000001']);
    expect(profile?.lastTenRegistrations.map((entry) => entry.registration)).toEqual(['LG24 NTY']);
    expect(profile?.favouriteVins.map((mark) => mark.vin)).toEqual(['SARSB21D1NH000001']);
    expect(profile?.searchHistory.map((search) => search.searchText)).toEqual(['LR001']);
    expect(profile?.lastTenAdditionalSearches.map((search) => search.searchText)).toEqual(['LR001']);
    expect(await countPending(db)).toBe(6);
    expect(readVehicleLists('customer-1').recentVins).toEqual([]);
    expect(readSearchLists('customer-1').history).toEqual([]);

    expect(await adoptDeviceHistory(db, 'customer-1')).toBe(0);
    expect(await countPending(db)).toBe(6);
  });
});
