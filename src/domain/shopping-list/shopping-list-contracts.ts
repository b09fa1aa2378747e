/**
 * The shopping list as client and server exchange it (catalogue spec, sections 3, 4 and 7).
 * Quantities and money travel as decimal strings, never binary floats, so a figure is the
 * same on every device and in the database.
 */

/** A whole number of parts as digits ('1' to '9999'), or 'A/R' (as required). */
export type LineQuantity = string;
export const asRequired = 'A/R';

/** One line as the user keeps it (catalogue spec, section 3, list line, without the priced fields). */
export interface ShoppingListLine {
  /** The product id of the list item; the part number (spec: add replaces the same productId). */
  productId: string;
  partNumber: string;
  partDescription: string;
  quantity: LineQuantity;
  /** Percentage adjustment 0 to 100 as a decimal string, default '0'. */
  priceAmmend: string;
}

/** The spec's shopping list actions; anything else is 'Unknown action.'. */
export type ShoppingListAction =
  | { action: 'add'; line: ShoppingListLine }
  | { action: 'update'; productId: string; quantity?: LineQuantity; priceAmmend?: string }
  | { action: 'remove'; productId: string }
  /** Merge lines received from elsewhere (another list, an upload): sums, A/R overrides. */
  | { action: 'receive'; lines: ShoppingListLine[] }
  | { action: 'reset' };

export const unknownActionMessage = 'Unknown action.';

/** The saved list (custom object EPCShoplist). */
export interface ShoppingList {
  /** The list identifier (key_value_string); one list per user: the user id. */
  key_value_string: string;
  lines: ShoppingListLine[];
  /** ISO date-time of the last change the server applied. */
  c_shoplistModificationDate: string;
}

/**
 * A list line with its price (catalogue spec, section 3): every money and rate field a decimal string
 * with two decimals ('0.00' when missing). A line of quantity A/R is priced for one unit;
 * quantity and priceAmmend come back as the line had them (src/domain/shopping-list/pricing.ts).
 */
export interface PricedLine extends ShoppingListLine {
  unitPrice: string;
  price: string;
  discountCode: string;
  discountRate: string;
  discountedPrice: string;
  taxRate: string;
  taxCode: string;
  tax: string;
  total: string;
}

/** One part of the price lookup reply (catalogue spec, section 7). */
export interface PriceLookupPart {
  apn: string;
  unitPrice: string;
  discountRate: string;
  taxRate: string;
  discountCode: string;
  taxCode: string;
  apnDesc: string;
}

/**
 * Body of POST /catalogue/api/v1/priceLookup (catalogue spec, section 7 gives the fields, not the path).
 * apn: part numbers joined with commas, at most 500; unknown ones are absent from the reply.
 */
export const maxLookupPartNumbers = 500;

export interface PriceLookupRequest {
  dealerCode: string;
  /** Default 'GB'. */
  market?: string;
  /** Sent empty, as the spec says; prices do not depend on it. */
  brand?: string;
  apn: string;
  /** See priceLookupLangCode: 'EN', 'FR', 'zh-CN'... Default 'EN'. */
  langCode?: string;
}

/**
 * The dealer's availability of a part (issue 20), the field the price lookup grew beside the
 * spec's: the units the caller's dealer holds now, and the days until it can have more
 * (0 while it has some). docs/decisions.md, "Availability in the price lookup".
 */
export interface PartAvailability {
  /** Whole units in the dealer's stock, 0 or more. */
  stockQuantity: number;
  /** Whole days until the dealer can supply the part: 0 when in stock. */
  leadTimeDays: number;
}

/** A part of the lookup's reply: the spec's fields unchanged, and the dealer's availability. */
export interface PriceLookupOffer extends PriceLookupPart {
  availability: PartAvailability;
}

export interface PriceLookupReply {
  parts: PriceLookupOffer[];
}

/** The money totals of a priced list: sums of the lines' rounded figures, two decimals. */
export interface ListTotals {
  price: string;
  discountedPrice: string;
  tax: string;
  total: string;
}

/** Body of POST /api/shopping-list/price (at most 1000 lines). */
export interface PriceShoppingListRequest {
  lines: ShoppingListLine[];
  /** Default: the user's market (c_epcUserMarket), else 'GB'. */
  market?: string;
  /** The price lookup's langCode (priceLookupLangCode); default 'EN'. */
  langCode?: string;
}

export interface PriceShoppingListReply {
  lines: PricedLine[];
  totals: ListTotals;
  /** ISO 4217 code of the market's currency. */
  currency: string;
  /** ISO date-time the prices were read: offline, the list shows the last prices with this date. */
  pricedAt: string;
}

/** Export columns in the spec's order, all selected by default (section 3). */
export const exportColumns = [
  'partNumber',
  'partDescription',
  'unitPrice',
  'quantity',
  'priceAmmend',
  'price',
  'discountCode',
  'discountedPrice',
  'tax',
  'total',
] as const;
export type ExportColumn = (typeof exportColumns)[number];

/**
 * The dealer hand-off (catalogue spec, section 7): GET /edix?url={dealer service}&endpoint={endpoint}
 * proxies the external dealer parts service. The embedded stand-in answers at
 * dealerServicePath on this server and shows its ordering page at dealerOrderingPath.
 */
export const edixEndpoints = ['/GetToken', '/LoginDealers'] as const;
export type EdixEndpoint = (typeof edixEndpoints)[number];
export const dealerServicePath = '/dealer-service';
export const dealerOrderingPath = '/dealer-ordering';
export const dealerBrand = 'JLR';

/** Reply of /GetToken: Valid says the token can be used, Expired is the ISO date-time it stops. */
export interface DealerTokenReply {
  data: { Token: string; Valid: boolean; Expired: string };
}

/** Body of /LoginDealers; the proxy takes all but Brand as query parameters and adds Brand. */
export interface DealerLoginRequest {
  Token: string;
  Brand: typeof dealerBrand;
  DealerCode: string;
  DealerName: string;
  CountryCode: string;
  DSL: string;
}

/** Reply of /LoginDealers: a one-time token for the ordering site. */
export interface DealerLoginReply {
  LoginToken: string;
}
