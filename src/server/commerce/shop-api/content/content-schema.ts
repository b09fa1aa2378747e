/**
 * GET content/{contentId}?locale= (shell spec, section 7): a content asset as the shop API
 * sends it (id, name, description, c_body), typed once with TypeBox. c_locale says which
 * locale's text was answered, since a locale without its own falls back to the site default.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../../http/problem-details-schema';
import { shopLocaleSchema } from '../shop-locale-schema';
import type { ContentDocument } from './content-repository';

export const contentDocumentSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  c_body: Type.String({ description: 'Plain text; paragraphs are separated by a blank line' }),
  c_locale: Type.String({ description: 'The locale whose text this is: the asked one, or the fallback' }),
  last_modified: Type.String({ description: 'ISO 8601 time' }),
});

// The schema and the document the repository builds describe the same object.
const sameShape: ContentDocument = {} as Static<typeof contentDocumentSchema>;
void sameShape;

export const contentSchema = {
  params: Type.Object({
    siteId: Type.String(),
    contentId: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$', examples: ['eu-2018-858-compliance'] }),
  }),
  querystring: Type.Object({ locale: Type.Optional(shopLocaleSchema) }),
  response: { 200: contentDocumentSchema, '4xx': problemDetailsSchema },
};
