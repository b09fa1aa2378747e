// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readVehicleLists,
  rememberDecodedVehicle,
  toggleFavouriteVin,
  type RecentVin,
} from '../../../../src/client/store/recent-vins';

const sable: RecentVin = {
  vin: 'SARSB21D1NH000001',
  catHieId: 'arden-sb21-2022',
  brand: 'arden',
  modelName: 'Arden Sable',
  modelYear: 2022,
  modelCode: 'SB21',
  featureCodes: ['D300', 'MT6', 'RWD', 'LHD', 'STDBRK'],
};

/** Eleven distinct VINs: the demo VIN with serials 1 to 11 (any check digit: not every market uses one). */
const vehicles = Array.from({ length: 11 }, (_, index): RecentVin => ({
  ...sable,
  vin: `SARSB21D1NH${String(index + 1).padStart(6, '0')}`,
}));

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('recent VINs: "The last ten VINs ... are kept" (spec, 9), per user', () => {
  it('starts empty', () => {
    expect(readVehicleLists('guest')).toEqual({ recentVins: [], favouriteVins: [], recentRegistrations: [] });
  });

  it('keeps the ten newest decoded VINs, newest first, a repeated VIN once', () => {
    for (const vehicle of vehicles) expect(rememberDecodedVehicle('guest', vehicle)).toBe(true);
    rememberDecodedVehicle('guest', { ...vehicles[5]!, vin: vehicles[5]!.vin.toLowerCase() });
    const { recentVins } = readVehicleLists('guest');
    expect(recentVins).toHaveLength(10);
    expect(recentVins.map((vehicle) => vehicle.vin.toUpperCase())).toEqual([
      vehicles[5]!.vin,
      vehicles[10]!.vin,
      vehicles[9]!.vin,
      vehicles[8]!.vin,
      vehicles[7]!.vin,
      vehicles[6]!.vin,
      vehicles[4]!.vin,
      vehicles[3]!.vin,
      vehicles[2]!.vin,
      vehicles[1]!.vin,
    ]);
  });

  it('keeps the registration a vehicle was decoded by, ten at most, spacing and case ignored', () => {
    rememberDecodedVehicle('guest', sable, 'LG24 NTY');
    rememberDecodedVehicle('guest', sable, 'lg24nty');
    for (let index = 0; index < 10; index += 1)
      rememberDecodedVehicle('guest', vehicles[index]!, `AB${10 + index} CDE`);
    const { recentRegistrations } = readVehicleLists('guest');
    expect(recentRegistrations).toHaveLength(10);
    expect(recentRegistrations[0]).toEqual({ registration: 'AB19 CDE', vin: vehicles[9]!.vin });
    expect(recentRegistrations.some((entry) => entry.registration.toUpperCase().startsWith('LG24'))).toBe(false);
  });

  it('keeps each user to their own lists', () => {
    rememberDecodedVehicle('customer-1', sable);
    toggleFavouriteVin('customer-1', sable.vin);
    expect(readVehicleLists('guest')).toEqual({ recentVins: [], favouriteVins: [], recentRegistrations: [] });
    expect(readVehicleLists('customer-1').recentVins).toEqual([sable]);
  });

  it('answers the same object while nothing changed, a new one after a change', () => {
    const before = readVehicleLists('guest');
    expect(readVehicleLists('guest')).toBe(before);
    rememberDecodedVehicle('guest', sable);
    expect(readVehicleLists('guest')).not.toBe(before);
  });
});

describe('favourite VINs', () => {
  it('toggles a VIN in and out, whatever its case', () => {
    toggleFavouriteVin('guest', sable.vin.toLowerCase());
    expect(readVehicleLists('guest').favouriteVins).toEqual([sable.vin]);
    toggleFavouriteVin('guest', sable.vin);
    expect(readVehicleLists('guest').favouriteVins).toEqual([]);
  });

  it('is not bounded by ten', () => {
    for (const vehicle of vehicles) toggleFavouriteVin('guest', vehicle.vin);
    expect(readVehicleLists('guest').favouriteVins).toHaveLength(11);
  });
});

describe('what is stored', () => {
  it('drops malformed entries and reads unreadable text as empty lists', () => {
    localStorage.setItem(
      'epc_vehicle_lists:guest',
      JSON.stringify({
        recentVins: [sable, { ...sable, vin: 'NOT-A-VIN' }, { vin: sable.vin }],
        favouriteVins: [sable.vin, 'SARSB21D1NH00000O', 7],
        recentRegistrations: [{ registration: 'LG24 NTY', vin: sable.vin }, 'LG24 NTY'],
      }),
    );
    expect(readVehicleLists('guest')).toEqual({
      recentVins: [sable],
      favouriteVins: [sable.vin],
      recentRegistrations: [{ registration: 'LG24 NTY', vin: sable.vin }],
    });
    localStorage.setItem('epc_vehicle_lists:guest', '{not json');
    expect(readVehicleLists('guest').recentVins).toEqual([]);
  });

  it('reports a full storage instead of throwing, and keeps what was there', () => {
    rememberDecodedVehicle('guest', sable);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(rememberDecodedVehicle('guest', vehicles[1]!)).toBe(false);
    expect(toggleFavouriteVin('guest', sable.vin)).toBe(false);
    expect(readVehicleLists('guest')).toEqual({ recentVins: [sable], favouriteVins: [], recentRegistrations: [] });
  });
});
