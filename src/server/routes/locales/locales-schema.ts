/**
 * GET /locales/:fileName: one translation file, such as en-GB.json, typed once with TypeBox.
 * The file is sent as the Buffer read from disk, which Fastify sends as it is (no serialiser
 * runs on a Buffer), so the 200 entry only documents it and puts no shape on it.
 */
import { Type } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../http/problem-details-schema';

export const localeFileSchema = {
  description: 'One translation file (JSON object of keys to texts), sent as stored; 304 when the If-None-Match ETag matches.',
  params: Type.Object({
    // The pattern also keeps the name inside the locales folder: no slashes, no "..".
    fileName: Type.String({ pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,3})?\\.json$', examples: ['en-GB.json'] }),
  }),
  response: {
    200: Type.Unknown({ description: 'The translation file, application/json, as stored.' }),
    304: Type.Unknown({ description: 'Not modified, no body: the copy the client holds is current.' }),
    400: problemDetailsSchema,
    404: problemDetailsSchema,
  },
};
