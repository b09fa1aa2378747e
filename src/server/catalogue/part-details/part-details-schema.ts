/** POST /part/api/v1/partDetails (catalogue spec, section 7). */
import { Type } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../http/problem-details-schema';
import {
  catalogueRecordSchema,
  catalogueReplySchema,
  langCodeSchema,
  marketCodeSchema,
} from '../catalogue-schema-parts';
import { notModifiedSchema } from '../../catalogue-cache/not-modified-schema';

export const partDetailsSchema = {
  description:
    "Parts by part number: the description in the caller's language and the pages that use each; unknown ones in notFound.",
  body: Type.Object({
    apns: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { minItems: 1, maxItems: 200 }),
    dealerCode: Type.Optional(Type.String({ maxLength: 20 })),
    market: Type.Optional(marketCodeSchema),
    brand: Type.Optional(Type.String({ maxLength: 20 })),
    langCode: Type.Optional(langCodeSchema),
  }),
  response: {
    200: catalogueReplySchema(
      Type.Object({ parts: Type.Array(catalogueRecordSchema), notFound: Type.Array(Type.String()) }),
    ),
    304: notModifiedSchema,
    '4xx': problemDetailsSchema,
  },
};
