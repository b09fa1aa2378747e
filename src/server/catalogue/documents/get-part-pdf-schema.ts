/** POST /getPartPDF (catalogue spec, section 7, the product's own server). */
import { Type } from '@fastify/type-provider-typebox';
import { langCodeSchema } from '../catalogue-schema-parts';

export const getPartPdfSchema = {
  // The 200 is a PDF sent as a Buffer, which no JSON serialiser may touch, so the route has no
  // response schema (a typed one would also refuse the Buffer); its description says what it sends.
  description:
    'A catalogue document (bulletin, preface, overlay repair guide) as application/pdf; ' +
    'a problem details 404 when there is no such document, 400 for a bad epcPartFileRef. ' +
    'In the language of langCode (one of the 29 catalogue languages), else in English. ' +
    '304 with no body when If-None-Match holds the current ETag (catalogue version and request).',
  body: Type.Object({
    epcPartFileRef: Type.String({
      minLength: 1,
      maxLength: 160,
      pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$',
      examples: ['arden-sb21-2024-bulletins-1'],
    }),
    /** The product's own addition to the spec's body: the language the document is written in. */
    langCode: Type.Optional(langCodeSchema),
  }),
};
