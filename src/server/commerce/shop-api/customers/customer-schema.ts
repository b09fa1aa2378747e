/**
 * PATCH customers/:customerId: the shell's customer update (language, market, bookmarks,
 * latest news time; shell spec, section 3) as c_ fields, plus the plain name and phone
 * fields. Rules a schema cannot say (trimmed bookmark names, unique names, known markets)
 * are checked by the route. GET customers/:customerId answers the customer too. Typed once
 * with TypeBox.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { supportedLanguages } from '../../../../domain/profile/supported-languages';
import { problemDetailsSchema } from '../../../http/problem-details-schema';
import { customerDocumentSchema } from './customer-document-schema';

/** The 29 interface languages a user may keep (catalogue spec, section 9). */
export const supportedLanguageIds: readonly string[] = supportedLanguages;

/** Shell spec, sections 5 and 9: at most 50 bookmarks, names of at most 150 characters. */
export const maxBookmarks = 50;
export const maxBookmarkNameLength = 150;

const bookmarkSchema = Type.Object(
  {
    // The device's id for the bookmark (renames and deletes in the outbox target it).
    id: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    // The 150-character limit applies after trimming, so the route checks it.
    bookmarkName: Type.String({ maxLength: 1000 }),
    url: Type.String({ minLength: 1, maxLength: 2048 }),
    // An en-GB date and time as the drawer shows it, e.g. '22/11/2026 | 10:15'.
    timeStamp: Type.String({ minLength: 1, maxLength: 64 }),
    // Saved session-storage and local context (breadcrumb, vin, searchType...): free-form.
    session: Type.Optional(freeFormObject()),
    local: Type.Optional(freeFormObject()),
  },
  { additionalProperties: false },
);

export type Bookmark = Static<typeof bookmarkSchema>;

/** Any object, as it is: a plain JSON schema, so no property list can make Ajv drop its fields. */
function freeFormObject() {
  return Type.Unsafe<Record<string, unknown>>({ type: 'object' });
}

const customerParams = Type.Object({ customerId: Type.String() });

export const customerReadSchema = {
  params: customerParams,
  response: { 200: customerDocumentSchema, '4xx': problemDetailsSchema },
};

export const customerPatchSchema = {
  params: customerParams,
  body: Type.Object(
    {
      first_name: Type.Optional(Type.String({ maxLength: 256 })),
      last_name: Type.Optional(Type.String({ maxLength: 256 })),
      phone: Type.Optional(Type.String({ maxLength: 32, pattern: '^[0-9+() .-]*$', examples: ['+44 20 7946 0000'] })),
      c_epcUserLanguage: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: supportedLanguageIds })),
      c_epcUserMarket: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', examples: ['GB'] })),
      c_epcBookmarks: Type.Optional(Type.Array(bookmarkSchema, { maxItems: maxBookmarks })),
      c_epcLatestNewsDateTime: Type.Optional(Type.String({ format: 'date-time' })),
    },
    { minProperties: 1, additionalProperties: false },
  ),
  response: { 200: customerDocumentSchema, '4xx': problemDetailsSchema },
};
