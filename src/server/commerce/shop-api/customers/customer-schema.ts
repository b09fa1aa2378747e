/**
 * PATCH customers/:customerId: the shell's customer update (language, market, bookmarks,
 * latest news time; shell spec, section 3) as c_ fields, plus the plain name and phone
 * fields. Rules a schema cannot say (trimmed bookmark names, unique names, known markets)
 * are checked by the route.
 */
import { siteLocaleConfig } from '../../../../config/sites';

/** The 29 interface languages (catalogue spec, section 9), as the site configuration lists them. */
export const supportedLanguageIds = [
  ...new Set(siteLocaleConfig.sites.flatMap((site) => site.l10n.supportedLocales.map((locale) => locale.id))),
];

/** Shell spec, sections 5 and 9: at most 50 bookmarks, names of at most 150 characters. */
export const maxBookmarks = 50;
export const maxBookmarkNameLength = 150;

export interface Bookmark {
  id?: string;
  bookmarkName: string;
  url: string;
  timeStamp: string;
  session?: Record<string, unknown>;
  local?: Record<string, unknown>;
}

export interface CustomerPatchBody {
  first_name?: string;
  last_name?: string;
  phone?: string;
  c_epcUserLanguage?: string;
  c_epcUserMarket?: string;
  c_epcBookmarks?: Bookmark[];
  c_epcLatestNewsDateTime?: string;
}

const bookmarkSchema = {
  type: 'object',
  required: ['bookmarkName', 'url', 'timeStamp'],
  additionalProperties: false,
  properties: {
    // The device's id for the bookmark (renames and deletes in the outbox target it).
    id: { type: 'string', minLength: 1, maxLength: 200 },
    // The 150-character limit applies after trimming, so the route checks it.
    bookmarkName: { type: 'string', maxLength: 1000 },
    url: { type: 'string', minLength: 1, maxLength: 2048 },
    // An en-GB date and time as the drawer shows it, e.g. '22/11/2026 | 10:15'.
    timeStamp: { type: 'string', minLength: 1, maxLength: 64 },
    // Saved session-storage and local context (breadcrumb, vin, searchType...): free-form.
    session: { type: 'object' },
    local: { type: 'object' },
  },
} as const;

export const customerPatchSchema = {
  body: {
    type: 'object',
    minProperties: 1,
    additionalProperties: false,
    properties: {
      first_name: { type: 'string', maxLength: 256 },
      last_name: { type: 'string', maxLength: 256 },
      phone: { type: 'string', maxLength: 32, pattern: '^[0-9+() .-]*$', examples: ['+44 20 7946 0000'] },
      c_epcUserLanguage: { type: 'string', enum: supportedLanguageIds },
      c_epcUserMarket: { type: 'string', pattern: '^[A-Z]{2}$', examples: ['GB'] },
      c_epcBookmarks: { type: 'array', maxItems: maxBookmarks, items: bookmarkSchema },
      c_epcLatestNewsDateTime: { type: 'string', format: 'date-time' },
    },
  },
} as const;
