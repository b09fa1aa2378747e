/** The reference data a fresh database starts with, in the shape of its tables' columns. */
import type { UserProfile } from '../../../domain/profile/user-profile';
import type { DemoCatalogue } from './catalogue/demo-catalogue-types';

export type RetailerBrand = 'arden' | 'corvid';

export interface DemoMarket {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  /** ISO 4217. */
  currencyCode: string;
  /** One of the product's 29 interface languages. */
  defaultLanguage: string;
}

export interface DemoLanguage {
  code: string;
  /** English name. */
  language: string;
  /** Native name, as shown in the language picker. */
  languageText: string;
}

export interface DemoRetailer {
  code: string;
  name: string;
  marketCode: string;
  brand: RetailerBrand;
  /** The dealer's sales location, sent by the dealer hand-off as DSL. */
  dsl: string;
}

/** An entry of the retailer lookup's employee directory (table retailer_users). */
export interface DemoRetailerUser {
  userId: string;
  dealerCode: string;
  partsManager: boolean;
  email: string;
  givenName: string;
  surname: string;
  preferredLanguage: string;
  companyAddress: string;
}

export interface DemoData {
  markets: DemoMarket[];
  languages: DemoLanguage[];
  retailers: DemoRetailer[];
  retailerUsers: DemoRetailerUser[];
  /** EPCUsers custom objects, keyed by key_value_string. */
  userProfiles: UserProfile[];
  /** The parts catalogue: models, sections, parts, page parts and decodable vehicles. */
  catalogue: DemoCatalogue;
}
