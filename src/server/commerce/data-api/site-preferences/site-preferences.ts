/**
 * The site preferences the data API answers (catalogue spec, section 7: GET
 * /site_preferences/preference_groups/{group}/{environment}/preferences/{name}, read for its
 * site_values). A commerce instance keeps one value per site and per environment; this server
 * is each of the platform's instance types at once, so every environment holds the same
 * values. The one group holds the settings of the spec's section 9 the app's sites share.
 */
import { siteLocaleConfig } from '../../../../config/sites';

/** The commerce platform's instance types; any other environment is 'Environment not found'. */
export const preferenceEnvironments = ['development', 'staging', 'production', 'sandbox'] as const;

export interface SitePreference {
  id: string;
  value_type: 'string';
  /** One value per site id. */
  site_values: Record<string, string>;
}

const everySite = (value: string): Record<string, string> =>
  Object.fromEntries(siteLocaleConfig.sites.map((site) => [site.id, value]));

/** Preference groups by id, each with its preferences by name (catalogue spec, section 9). */
export const sitePreferenceGroups: Readonly<Record<string, Readonly<Record<string, SitePreference>>>> = {
  EPC: {
    // "Payments group name epc-subscription-payments."
    epcPaymentsGroupName: {
      id: 'epcPaymentsGroupName',
      value_type: 'string',
      site_values: everySite('epc-subscription-payments'),
    },
    // "Default retailer id 'default'; internal retailer id jlr_internal; brand JLR."
    epcDefaultRetailerId: { id: 'epcDefaultRetailerId', value_type: 'string', site_values: everySite('default') },
    epcInternalRetailerId: {
      id: 'epcInternalRetailerId',
      value_type: 'string',
      site_values: everySite('jlr_internal'),
    },
  },
};

export type PreferenceLookup =
  | { kind: 'found'; preference: SitePreference }
  | { kind: 'not-found'; detail: 'Environment not found' | 'Preference group not found' | 'Preference not found' };

/** The preference, or why there is none; the environment is checked first (catalogue spec, 8). */
export function findSitePreference(group: string, environment: string, name: string): PreferenceLookup {
  if (!(preferenceEnvironments as readonly string[]).includes(environment)) {
    return { kind: 'not-found', detail: 'Environment not found' };
  }
  const preferences = Object.hasOwn(sitePreferenceGroups, group) ? sitePreferenceGroups[group] : undefined;
  if (preferences === undefined) return { kind: 'not-found', detail: 'Preference group not found' };
  const preference = Object.hasOwn(preferences, name) ? preferences[name] : undefined;
  return preference === undefined
    ? { kind: 'not-found', detail: 'Preference not found' }
    : { kind: 'found', preference };
}
