/** POST /catalogue/api/v1/nextLevelHierarchies (catalogue spec, sections 3 and 7). */
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

export const nextLevelHierarchiesSchema = {
  description:
    "One level of the catalogue: a brand's vehicle catalogues, a catalogue's sections, a page section's parts.",
  body: Type.Object({
    VIN: Type.Optional(Type.String({ maxLength: 17 })),
    featureCodes: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 20 }), { maxItems: 100 })),
    filter: Type.Optional(Type.String({ maxLength: 100 })),
    langCode: Type.Optional(langCodeSchema),
    catHieId: catHieIdSchema,
    shallFetchBreadcrumb: Type.Optional(Type.Boolean()),
    marketCode: Type.Optional(marketCodeSchema),
    parentApplicable: Type.Optional(Type.Boolean()),
  }),
  response: {
    200: catalogueReplySchema(hierarchySchema),
    304: notModifiedSchema,
    '4xx': problemDetailsSchema,
  },
};
