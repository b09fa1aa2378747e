/** POST /catalogue/api/v1/sectionBundle: a vehicle catalogue, major or minor section, whole. */
import { Type } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../http/problem-details-schema';
import {
  catalogueReplySchema,
  catHieIdSchema,
  hierarchySchema,
  langCodeSchema,
  marketCodeSchema,
} from '../catalogue-schema-parts';
import { notModifiedSchema } from '../../catalogue-cache/not-modified-schema';

export const sectionBundleSchema = {
  description: 'A vehicle catalogue, major or minor section with every level below it, for keeping on the device.',
  body: Type.Object({
    catHieId: catHieIdSchema,
    langCode: Type.Optional(langCodeSchema),
    /** Taken for parity with the other catalogue queries; the catalogue is the same in every market. */
    marketCode: Type.Optional(marketCodeSchema),
  }),
  response: {
    // SectionBundle (catalogue-contracts.ts).
    200: catalogueReplySchema(
      Type.Object(
        { catHieId: Type.String(), langCode: Type.String(), hierarchies: Type.Array(hierarchySchema) },
        { additionalProperties: true },
      ),
    ),
    304: notModifiedSchema,
    '4xx': problemDetailsSchema,
  },
};
