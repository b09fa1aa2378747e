/**
 * The user's last ten decoded VINs, favourite VINs and last ten registrations (catalogue spec, section 9),
 * kept in this device's local storage per user ('guest' when nobody is signed in), so they
 * work offline: a recent VIN keeps what is needed to open its catalogue again without a
 * decode. Other tabs see changes through the storage event. Each write reports whether it was
 * stored, so the screen can say when the device's storage is full.
 */
// The profile fields c_epcLastTenVins, c_epcFavouriteVins and c_epcLastTenRegistration are synced by a later issue.
import { isJsonObject, isStringArray, parseJsonText } from '../../domain/catalogue/json-text';
import { rememberRecent, toggleFavourite } from '../../domain/catalogue/recent-list';
import { checkVin, normaliseVin } from '../../domain/catalogue/vin';
import { userLocalStorage } from './user-local-storage';

/** A decoded vehicle, as much as opening its catalogue needs. */
export interface RecentVin {
  vin: string;
  catHieId: string;
  brand: string;
  modelName: string;
  modelYear: number;
  modelCode: string;
  featureCodes: string[];
}

export interface RecentRegistration {
  registration: string;
  vin: string;
}

export interface VehicleLists {
  recentVins: RecentVin[];
  favouriteVins: string[];
  recentRegistrations: RecentRegistration[];
}

const storageKey = (userKey: string) => `epc_vehicle_lists:${userKey}`;
const registrationKey = (registration: string) => registration.replaceAll(/\s/g, '').toUpperCase();
const emptyLists: VehicleLists = { recentVins: [], favouriteVins: [], recentRegistrations: [] };

function isRecentVin(value: unknown): value is RecentVin {
  if (!isJsonObject(value)) return false;
  const { vin, catHieId, brand, modelName, modelYear, modelCode, featureCodes } = value;
  return (
    typeof vin === 'string' &&
    checkVin(vin).ok &&
    typeof catHieId === 'string' &&
    typeof brand === 'string' &&
    typeof modelName === 'string' &&
    typeof modelYear === 'number' &&
    typeof modelCode === 'string' &&
    isStringArray(featureCodes)
  );
}

function isRecentRegistration(value: unknown): value is RecentRegistration {
  return isJsonObject(value) && typeof value.registration === 'string' && typeof value.vin === 'string';
}

/** Whatever is stored, with entries an older build or a hand edit left malformed dropped. */
function parseLists(text: string | null): VehicleLists {
  const parsed = text === null ? undefined : parseJsonText(text);
  if (!isJsonObject(parsed)) return emptyLists;
  const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);
  return {
    recentVins: list(parsed.recentVins).filter(isRecentVin),
    favouriteVins: list(parsed.favouriteVins).filter(
      (vin): vin is string => typeof vin === 'string' && checkVin(vin).ok,
    ),
    recentRegistrations: list(parsed.recentRegistrations).filter(isRecentRegistration),
  };
}

const vehicleLists = userLocalStorage({
  storageKey,
  parse: parseLists,
  empty: emptyLists,
  description: 'the VIN lists',
});

export const readVehicleLists = vehicleLists.read;
export const useVehicleLists = vehicleLists.useValue;

/** Puts a decoded vehicle first in the recent VINs, and its registration when it was decoded by one. */
export function rememberDecodedVehicle(userKey: string, vehicle: RecentVin, registration?: string): boolean {
  return vehicleLists.update(userKey, (lists) => ({
    ...lists,
    recentVins: rememberRecent(lists.recentVins, vehicle, { key: (item) => normaliseVin(item.vin) }),
    recentRegistrations:
      registration === undefined
        ? lists.recentRegistrations
        : rememberRecent(
            lists.recentRegistrations,
            { registration, vin: vehicle.vin },
            { key: (item) => registrationKey(item.registration) },
          ),
  }));
}

export function toggleFavouriteVin(userKey: string, vin: string): boolean {
  return vehicleLists.update(userKey, (lists) => ({
    ...lists,
    favouriteVins: toggleFavourite(lists.favouriteVins, vin),
  }));
}
