/** The reference data a fresh database starts with, in the shape of its tables' columns. */
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
}

export interface DemoData {
  markets: DemoMarket[];
  languages: DemoLanguage[];
  retailers: DemoRetailer[];
}
