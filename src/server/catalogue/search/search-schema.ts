/** POST /catalogue/api/v1/search: part number or description search within a catalogue. */
import { Type } from '@fastify/type-provider-typebox';
import { searchCategories } from '../../../domain/catalogue/catalogue-contracts';
import { problemDetailsSchema } from '../../http/problem-details-schema';
import { catalogueRecordSchema, catalogueReplySchema, catHieIdSchema, langCodeSchema } from '../catalogue-schema-parts';
import { notModifiedSchema } from '../../catalogue-cache/not-modified-schema';

export const searchSchema = {
  description: 'At most 50 ranked parts of a brand or catalogue section, by part number or description.',
  body: Type.Object({
    catHieId: catHieIdSchema,
    searchCat: Type.Enum([...searchCategories], { type: 'string' }),
    // One character is a word in Japanese and Chinese ('泵', pump): what a term of one
    // character finds is decided per language (search-languages.ts).
    searchTerm: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    langCode: Type.Optional(langCodeSchema),
  }),
  response: {
    200: catalogueReplySchema(
      Type.Object({
        results: Type.Array(catalogueRecordSchema),
        // Not in the spec (docs/decisions.md): when a description search found nothing, a term
        // that finds parts, its misspelt words replaced by the nearest catalogue words.
        suggestion: Type.Optional(Type.String()),
        // Added (issue 20): the superseded part whose number was searched, with its replacement.
        replacedPart: Type.Optional(catalogueRecordSchema),
      }),
    ),
    304: notModifiedSchema,
    '4xx': problemDetailsSchema,
  },
};
