/**
 * Checks a profile change from outside (the sync endpoint's request, an outbox entry, the
 * settings page) before it is applied: 'Unknown action.' for anything but the profile's
 * actions, then each field by its rule, answering the change without members it does not
 * have and with its values normalised (VINs and markets in upper case, times in UTC). The
 * market is checked against the user's market choices when the caller knows them (the
 * server does; the device applies it and lets the server judge).
 */
import { isJsonObject } from '../catalogue/json-text';
import { isSearchCategory } from '../catalogue/catalogue-contracts';
import { checkVin, normaliseVin } from '../catalogue/vin';
import { checkMarket } from '../access/scoping';
import { unknownActionMessage } from '../shopping-list/shopping-list-contracts';
import type {
  ProfileChange,
  ProfileDetails,
  RecentRegistration,
  RecentVin,
  StoredSearch,
} from '../sync/sync-contracts';
import { checkExportConfig, exportConfigMessage } from './export-config';
import { phoneProblem } from './phone-rule';
import { supportedLanguageOf } from './supported-languages';

/** A refusal names the field at fault (e.g. 'details.phone') where one is, so a form can show it beside that field. */
export type ProfileCheck = { ok: true; value: ProfileChange } | { ok: false; message: string; field?: string };

export interface ProfileRules {
  /** The user's market choices (shell spec, section 6); unknown on the device. */
  marketChoices?: 'all' | readonly string[];
  /** The markets of the catalogue; unknown on the device. */
  knownMarkets?: ReadonlySet<string>;
}

export const maxTextLength = 100;
export const maxSearchTextLength = 100;
export const maxCompanyNameLength = 200;
export const maxCompanyAddressLength = 500;
export const maxFeatureCodes = 500;

export const atMessage = 'at must be an ISO date-time with a time zone.';
export const recentVinMessage =
  'vin must be a decoded vehicle: a VIN, catHieId, brand, modelName, modelYear, modelCode and featureCodes.';
export const registrationMessage = 'registration must have a registration (1 to 20 characters) and a VIN.';
export const searchMessage = `search must have a searchText (1 to ${maxSearchTextLength} characters), a criteria (partNumber or description) and a catHieId.`;
export const favouriteMessage = 'favourite must be true or false.';
export const preferencesMessage = 'Choose a language or a market.';
export const languageMessage = 'language must be one of the supported languages.';
export const marketFormatMessage = 'market must be a two-letter market code.';

type Check<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };
const fail = (message: string, field?: string): { ok: false; message: string; field?: string } =>
  field === undefined ? { ok: false, message } : { ok: false, message, field };

export function checkProfileChange(value: unknown, rules: ProfileRules = {}): ProfileCheck {
  if (!isJsonObject(value)) return fail(unknownActionMessage);
  switch (value['action']) {
    case 'recordVin':
      return dated(value['at'], (at) => {
        const vin = readRecentVin(value['vin']);
        return vin ? { ok: true, value: { action: 'recordVin', vin, at } } : fail(recentVinMessage, 'vin');
      });
    case 'setFavouriteVin':
      return dated(value['at'], (at) => {
        const vin = readVin(value['vin']);
        if (vin === undefined) return fail(recentVinMessage, 'vin');
        const favourite = value['favourite'];
        if (typeof favourite !== 'boolean') return fail(favouriteMessage, 'favourite');
        return { ok: true, value: { action: 'setFavouriteVin', vin, favourite, at } };
      });
    case 'recordRegistration':
      return dated(value['at'], (at) => {
        const registration = readRegistration(value['registration']);
        return registration
          ? { ok: true, value: { action: 'recordRegistration', registration, at } }
          : fail(registrationMessage, 'registration');
      });
    case 'recordSearch':
    case 'recordAdditionalSearch': {
      const action = value['action'];
      return dated(value['at'], (at) => {
        const search = readSearch(value['search'], at);
        return search ? { ok: true, value: { action, search, at } } : fail(searchMessage, 'search');
      });
    }
    case 'clearSearchHistory':
      return dated(value['at'], (at) => ({ ok: true, value: { action: 'clearSearchHistory', at } }));
    case 'setPreferences':
      return checkPreferences(value['language'], value['market'], rules);
    case 'setExportConfig': {
      const config = checkExportConfig(value['config']);
      return config ? { ok: true, value: { action: 'setExportConfig', config } } : fail(exportConfigMessage, 'config');
    }
    case 'setDetails': {
      const details = checkDetails(value['details']);
      return details.ok ? { ok: true, value: { action: 'setDetails', details: details.value } } : details;
    }
    default:
      return fail(unknownActionMessage);
  }
}

// A zone designator is required, so the time does not depend on the machine that reads it.
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The change's `at` in UTC (toISOString), so text order is time order; else the refusal. */
function dated(at: unknown, then: (at: string) => ProfileCheck): ProfileCheck {
  if (typeof at !== 'string' || !isoDateTime.test(at)) return fail(atMessage, 'at');
  const instant = Date.parse(at);
  if (Number.isNaN(instant)) return fail(atMessage, 'at');
  return then(new Date(instant).toISOString());
}

const isText = (value: unknown, max: number, min = 1): value is string =>
  typeof value === 'string' && value.trim().length >= min && value.length <= max;

function readVin(value: unknown): string | undefined {
  return typeof value === 'string' && checkVin(value).ok ? normaliseVin(value) : undefined;
}

function readRecentVin(value: unknown): RecentVin | undefined {
  if (!isJsonObject(value)) return undefined;
  const { catHieId, brand, modelName, modelYear, modelCode, featureCodes } = value;
  const vin = readVin(value['vin']);
  if (vin === undefined || !isText(catHieId, maxTextLength) || !isText(brand, maxTextLength, 0)) return undefined;
  if (!isText(modelName, maxTextLength, 0) || !isText(modelCode, maxTextLength, 0)) return undefined;
  if (typeof modelYear !== 'number' || !Number.isInteger(modelYear) || modelYear < 0 || modelYear > 9999)
    return undefined;
  if (!Array.isArray(featureCodes) || featureCodes.length > maxFeatureCodes) return undefined;
  if (!featureCodes.every((code) => isText(code, maxTextLength, 0))) return undefined;
  return { vin, catHieId, brand, modelName, modelYear, modelCode, featureCodes: featureCodes as string[] };
}

function readRegistration(value: unknown): RecentRegistration | undefined {
  if (!isJsonObject(value)) return undefined;
  const { registration } = value;
  const vin = readVin(value['vin']);
  if (vin === undefined || !isText(registration, 20)) return undefined;
  return { registration: registration.trim(), vin };
}

/** The search as the lists keep it: its timestamp is the change's time. */
function readSearch(value: unknown, at: string): StoredSearch | undefined {
  if (!isJsonObject(value)) return undefined;
  const { searchText, criteria, catHieId } = value;
  if (!isText(searchText, maxSearchTextLength) || !isText(catHieId, maxTextLength)) return undefined;
  if (typeof criteria !== 'string' || !isSearchCategory(criteria)) return undefined;
  return { searchText: searchText.trim(), criteria, catHieId, timestamp: at };
}

function checkPreferences(language: unknown, market: unknown, rules: ProfileRules): ProfileCheck {
  if (language === undefined && market === undefined) return fail(preferencesMessage);
  const change: ProfileChange & { action: 'setPreferences' } = { action: 'setPreferences' };
  if (language !== undefined) {
    const supported = typeof language === 'string' ? supportedLanguageOf(language) : undefined;
    if (supported === undefined) return fail(languageMessage, 'language');
    change.language = supported;
  }
  if (market !== undefined) {
    if (typeof market !== 'string' || !/^[A-Za-z]{2}$/.test(market)) return fail(marketFormatMessage, 'market');
    const code = market.toUpperCase();
    if (rules.knownMarkets && !rules.knownMarkets.has(code))
      return fail(`market ${code} is not a market of the catalogue.`, 'market');
    const refusal = rules.marketChoices === undefined ? undefined : checkMarket(code, rules.marketChoices);
    if (refusal !== undefined) return fail(refusal, 'market');
    change.market = code;
  }
  return { ok: true, value: change };
}

const detailLimits: Record<keyof ProfileDetails, { min: number; max: number; label: string }> = {
  firstName: { min: 1, max: maxTextLength, label: 'first name' },
  lastName: { min: 1, max: maxTextLength, label: 'last name' },
  phone: { min: 0, max: 30, label: 'phone number' },
  companyName: { min: 0, max: maxCompanyNameLength, label: 'company name' },
  companyAddress: { min: 0, max: maxCompanyAddressLength, label: 'company address' },
};

/** Names required; phone by the phone rule ('ch not allow'); company fields may be empty. Texts are trimmed. */
export function checkDetails(value: unknown): Check<ProfileDetails> {
  if (!isJsonObject(value)) return fail('details must be an object.', 'details');
  const details: Partial<ProfileDetails> = {};
  for (const field of Object.keys(detailLimits) as (keyof ProfileDetails)[]) {
    const raw = value[field] ?? '';
    const { min, max, label } = detailLimits[field];
    if (typeof raw !== 'string') return fail(`The ${label} must be text.`, `details.${field}`);
    const text = raw.trim();
    if (field === 'phone') {
      const problem = phoneProblem(text);
      if (problem !== undefined) return fail(problem, 'details.phone');
    }
    if (text.length < min) return fail(`Enter your ${label}.`, `details.${field}`);
    if (text.length > max) return fail(`The ${label} has at most ${max} characters.`, `details.${field}`);
    details[field] = text;
  }
  return { ok: true, value: details as ProfileDetails };
}
