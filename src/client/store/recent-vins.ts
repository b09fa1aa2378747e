/**
 * The user's last ten decoded VINs, favourite VINs and last ten registrations (catalogue spec, section 9).
 * A registered user's live in their EPCUsers profile (c_epcLastTenVins, c_epcFavouriteVins,
 * c_epcLastTenRegistration): kept in their database on this device and changed through the
 * outbox (profile-repository.ts), so they work offline and follow the user to their other
 * devices. A guest's stay in this device's local storage ('guest'), as before. Either way a
 * recent VIN keeps what is needed to open its catalogue again without a decode. Local storage
 * writes report whether they were stored, so the screen can say when the storage is full.
 */
import { isJsonObject, isStringArray, parseJsonText } from '../../domain/catalogue/json-text';
import { isFavourite, rememberRecent, toggleFavourite } from '../../domain/catalogue/recent-list';
import { checkVin, normaliseVin } from '../../domain/catalogue/vin';
import { emptySyncedProfile } from '../../domain/profile/apply-profile-change';
import { favouriteVinsOf, registrationKey } from '../../domain/profile/profile-history';
import type { DecodedVehicle } from '../../domain/catalogue/catalogue-contracts';
import type { ProfileChange, RecentRegistration, RecentVin, SyncedProfile } from '../../domain/sync/sync-contracts';
import { currentUserDb } from './user-db/current-user-db';
import { readProfile } from './user-db/local-state';
import { changeProfile, changeProfileTogether } from './user-db/profile-repository';
import { useStoredProfile } from './user-db/use-profile';
import { userLocalStorage } from './user-local-storage';

export type { RecentRegistration, RecentVin };

export interface VehicleLists {
  recentVins: RecentVin[];
  favouriteVins: string[];
  recentRegistrations: RecentRegistration[];
}

const storageKey = (userKey: string) => `epc_vehicle_lists:${userKey}`;
export const vehicleListsStorageKey = storageKey;
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

/** What this device keeps in local storage for `userKey` (a guest's lists, or a registered user's from before issue 15). */
export const readVehicleLists = vehicleLists.read;

/** The lists as a registered user's profile holds them (without the merge's times). */
export function vehicleListsOf(profile: SyncedProfile): VehicleLists {
  return {
    recentVins: profile.lastTenVins.map(({ at: _at, ...vehicle }) => vehicle),
    favouriteVins: favouriteVinsOf(profile.favouriteVins),
    recentRegistrations: profile.lastTenRegistrations.map(({ at: _at, ...registration }) => registration),
  };
}

const emptyProfileLists = vehicleListsOf(emptySyncedProfile);

/** The lists on screen: a registered user's profile, else the device's lists for `userKey`. */
export function useVehicleLists(userKey: string): VehicleLists {
  const stored = useStoredProfile();
  const device = vehicleLists.useValue(userKey);
  if (!stored.registered) return device;
  return stored.profile ? vehicleListsOf(stored.profile) : emptyProfileLists;
}

/** Logs a change the device could not store: it only costs a history entry. */
function queued(change: Promise<unknown>): boolean {
  change.catch((error: unknown) => console.warn('Could not keep the VIN lists on this device', error));
  return true;
}

/** What the recent VINs keep of a decoded vehicle. */
export function recentVinOf(vehicle: DecodedVehicle): RecentVin {
  return {
    vin: vehicle.vin,
    catHieId: vehicle.catHieId,
    brand: vehicle.brand,
    modelName: vehicle.modelName,
    modelYear: vehicle.modelYear,
    modelCode: vehicle.modelCode,
    featureCodes: vehicle.featureCodes.map((feature) => feature.code),
  };
}

/** Puts a decoded vehicle first in the recent VINs, and its registration when it was decoded by one. */
export function rememberDecodedVehicle(userKey: string, vehicle: RecentVin, registration?: string): boolean {
  const db = currentUserDb();
  if (db) {
    const at = new Date().toISOString();
    const changes: ProfileChange[] = [{ action: 'recordVin', vin: vehicle, at }];
    if (registration !== undefined)
      changes.push({ action: 'recordRegistration', registration: { registration, vin: vehicle.vin }, at });
    return queued(changeProfileTogether(db, changes));
  }
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

/** Makes the VIN a favourite, or no longer one. */
export function toggleFavouriteVin(userKey: string, vin: string): boolean {
  const db = currentUserDb();
  if (db) {
    return queued(
      (async () => {
        const favourites = favouriteVinsOf((await readProfile(db))?.favouriteVins ?? []);
        const favourite = !isFavourite(favourites, vin);
        await changeProfile(db, { action: 'setFavouriteVin', vin, favourite, at: new Date().toISOString() });
      })(),
    );
  }
  return vehicleLists.update(userKey, (lists) => ({
    ...lists,
    favouriteVins: toggleFavourite(lists.favouriteVins, vin),
  }));
}
