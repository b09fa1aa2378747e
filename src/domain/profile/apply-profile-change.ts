/**
 * A checked profile change applied to the profile (check-profile-change.ts checks it first),
 * the same on the server and on the device: the history lists by the merge rules of
 * profile-history.ts, the preferences, export configuration and details by replacing them.
 */
import type { ProfileChange, SyncedProfile } from '../sync/sync-contracts';
import { defaultShoppingExportConfig } from './export-config';
import {
  laterClear,
  markFavouriteVin,
  recordAdditionalSearch,
  recordHistorySearch,
  recordRecentRegistration,
  recordRecentVin,
} from './profile-history';

/** A profile with nothing recorded: the spec's default market and language. */
export const emptySyncedProfile: SyncedProfile = {
  lastTenVins: [],
  favouriteVins: [],
  lastTenRegistrations: [],
  searchHistory: [],
  lastTenAdditionalSearches: [],
  searchHistoryClearedAt: null,
  exportConfig: defaultShoppingExportConfig,
  language: 'en-GB',
  market: 'GB',
  details: { firstName: '', lastName: '', phone: '', companyName: '', companyAddress: '' },
};

export function applyProfileChange(profile: SyncedProfile, change: ProfileChange): SyncedProfile {
  switch (change.action) {
    case 'recordVin':
      return { ...profile, lastTenVins: recordRecentVin(profile.lastTenVins, { ...change.vin, at: change.at }) };
    case 'setFavouriteVin':
      return {
        ...profile,
        favouriteVins: markFavouriteVin(profile.favouriteVins, {
          vin: change.vin,
          favourite: change.favourite,
          at: change.at,
        }),
      };
    case 'recordRegistration':
      return {
        ...profile,
        lastTenRegistrations: recordRecentRegistration(profile.lastTenRegistrations, {
          ...change.registration,
          at: change.at,
        }),
      };
    case 'recordSearch':
      return {
        ...profile,
        searchHistory: recordHistorySearch(profile.searchHistory, change.search, profile.searchHistoryClearedAt),
      };
    case 'recordAdditionalSearch':
      return {
        ...profile,
        lastTenAdditionalSearches: recordAdditionalSearch(
          profile.lastTenAdditionalSearches,
          change.search,
          profile.searchHistoryClearedAt,
        ),
      };
    case 'clearSearchHistory': {
      const clearedAt = laterClear(profile.searchHistoryClearedAt, change.at);
      const after = (search: { timestamp: string }) => search.timestamp > clearedAt;
      return {
        ...profile,
        searchHistoryClearedAt: clearedAt,
        searchHistory: profile.searchHistory.filter(after),
        lastTenAdditionalSearches: profile.lastTenAdditionalSearches.filter(after),
      };
    }
    case 'setPreferences':
      return {
        ...profile,
        ...(change.language === undefined ? {} : { language: change.language }),
        ...(change.market === undefined ? {} : { market: change.market }),
      };
    case 'setExportConfig':
      return { ...profile, exportConfig: change.config };
    case 'setDetails':
      return { ...profile, details: change.details };
  }
}
