/**
 * The synced profile as the EPCUsers record stores it (catalogue spec, section 3:
 * LastTenVins, FavouriteVins, SearchHistory, LastTenAddSearch, LastTenRegistration,
 * ShoppingExportConfig, UserLanguage, UserMarket, names, phone, company), and the customer's c_
 * fields that mirror it. Reading takes every stored entry through the same checks and merge
 * rules as a change, so a record written by hand or by an older build is read as far as it is
 * sound and never breaks a sync.
 */
import { isJsonObject } from '../catalogue/json-text';
import type { SyncedProfile } from '../sync/sync-contracts';
import { applyProfileChange, emptySyncedProfile } from './apply-profile-change';
import { checkDetails, checkProfileChange } from './check-profile-change';
import { readExportConfig, storedExportConfig } from './export-config';
import { supportedLanguageOf } from './supported-languages';

/** Not a field of the spec: when the search history was last cleared, so an older search arriving later stays forgotten. */
export const searchHistoryClearedAtField = 'c_epcSearchHistoryClearedAt';

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function syncedProfileOf(record: Readonly<Record<string, unknown>>): SyncedProfile {
  const clearedAt = record[searchHistoryClearedAtField];
  let profile: SyncedProfile = {
    ...emptySyncedProfile,
    searchHistoryClearedAt: typeof clearedAt === 'string' && clearedAt !== '' ? clearedAt : null,
    exportConfig: readExportConfig(record['c_epcShoppingExportConfig']),
    // A language set before these rules (a locale such as en-US) is kept as it is, never replaced by the default.
    language:
      supportedLanguageOf(text(record['c_epcUserLanguage'])) ??
      (text(record['c_epcUserLanguage']) || emptySyncedProfile.language),
    market: /^[A-Za-z]{2}$/.test(text(record['c_epcUserMarket']))
      ? text(record['c_epcUserMarket']).toUpperCase()
      : emptySyncedProfile.market,
  };
  const details = checkDetails({
    firstName: text(record['c_epcUserFirstName']),
    lastName: text(record['c_epcUserLastName']),
    phone: text(record['c_epcUserPhone']),
    companyName: text(record['c_epcCompanyName']),
    companyAddress: text(record['c_epcCompanyAddress']),
  });
  // A record from before these rules (no name, a phone with letters) keeps its values as they are.
  profile.details = details.ok
    ? details.value
    : {
        firstName: text(record['c_epcUserFirstName']),
        lastName: text(record['c_epcUserLastName']),
        phone: text(record['c_epcUserPhone']),
        companyName: text(record['c_epcCompanyName']),
        companyAddress: text(record['c_epcCompanyAddress']),
      };
  const replay = (change: unknown) => {
    const checked = checkProfileChange(change);
    if (checked.ok) profile = applyProfileChange(profile, checked.value);
  };
  const entries = (field: string) => list(record[field]).filter(isJsonObject);
  for (const entry of entries('c_epcLastTenVins')) replay({ action: 'recordVin', vin: entry, at: entry['at'] });
  for (const entry of entries('c_epcFavouriteVins'))
    replay({ action: 'setFavouriteVin', vin: entry['vin'], favourite: entry['favourite'], at: entry['at'] });
  for (const entry of entries('c_epcLastTenRegistration'))
    replay({ action: 'recordRegistration', registration: entry, at: entry['at'] });
  for (const entry of entries('c_epcSearchHistory'))
    replay({ action: 'recordSearch', search: entry, at: entry['timestamp'] });
  for (const entry of entries('c_epcLastTenAddSearch'))
    replay({ action: 'recordAdditionalSearch', search: entry, at: entry['timestamp'] });
  return profile;
}

/** The EPCUsers fields that hold the synced profile. */
export function storedProfileFields(profile: SyncedProfile): Record<string, unknown> {
  return {
    c_epcLastTenVins: profile.lastTenVins,
    c_epcFavouriteVins: profile.favouriteVins,
    c_epcLastTenRegistration: profile.lastTenRegistrations,
    c_epcSearchHistory: profile.searchHistory,
    c_epcLastTenAddSearch: profile.lastTenAdditionalSearches,
    [searchHistoryClearedAtField]: profile.searchHistoryClearedAt ?? '',
    c_epcShoppingExportConfig: storedExportConfig(profile.exportConfig),
    c_epcUserLanguage: profile.language,
    c_epcUserMarket: profile.market,
    ...detailFields(profile),
  };
}

interface DetailFields {
  c_epcUserFirstName: string;
  c_epcUserLastName: string;
  c_epcFullName: string;
  c_epcUserPhone: string;
  c_epcCompanyName: string;
  c_epcCompanyAddress: string;
}

function detailFields({ details }: SyncedProfile): DetailFields {
  return {
    c_epcUserFirstName: details.firstName,
    c_epcUserLastName: details.lastName,
    c_epcFullName: `${details.firstName} ${details.lastName}`.trim(),
    c_epcUserPhone: details.phone,
    c_epcCompanyName: details.companyName,
    c_epcCompanyAddress: details.companyAddress,
  };
}

/** The customer's c_ fields that mirror the profile (shell spec, section 3), so both records agree. */
export function customerMirrorFields(profile: SyncedProfile): Record<string, unknown> {
  const { c_epcUserFirstName, c_epcUserLastName, c_epcFullName, c_epcUserPhone } = detailFields(profile);
  return {
    c_epcUserLanguage: profile.language,
    c_epcUserMarket: profile.market,
    c_epcUserFirstName,
    c_epcUserLastName,
    c_epcFullName,
    c_epcUserPhone,
  };
}

/**
 * Only the fields whose value differs between two profiles: a change writes what it changed
 * and nothing else (a field the reader could not read stays as it is stored).
 */
export function changedFields(
  fieldsOf: (profile: SyncedProfile) => Record<string, unknown>,
  before: SyncedProfile,
  after: SyncedProfile,
): Record<string, unknown> {
  const old = fieldsOf(before);
  return Object.fromEntries(
    Object.entries(fieldsOf(after)).filter(([field, value]) => JSON.stringify(old[field]) !== JSON.stringify(value)),
  );
}
