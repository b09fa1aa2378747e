/** POST /catalogue/api/v1/vehicleDownload: a whole vehicle catalogue, streamed (vehicle-download-contract.ts). */
import type { Readable } from 'node:stream';
import { Type } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../http/problem-details-schema';
import { catHieIdSchema, langCodeSchema, marketCodeSchema } from '../catalogue-schema-parts';

/** More than any vehicle has; a bound so a number is never a surprise. */
const maxRecords = 1_000_000;

export const vehicleDownloadSchema = {
  description:
    'A vehicle catalogue whole (every level, page illustration and document) for keeping on the device, as ' +
    'application/x-ndjson, compressed (br or gzip) as the caller accepts: a header record with the totals, ' +
    'records numbered from 0, an end record. ?from=N starts at record N, to resume a download cut part way.',
  body: Type.Object({
    catHieId: catHieIdSchema,
    langCode: Type.Optional(langCodeSchema),
    /** Taken for parity with the other catalogue queries; the catalogue is the same in every market. */
    marketCode: Type.Optional(marketCodeSchema),
  }),
  // In the query, not the body, so that a resume is visible in any log of request lines.
  querystring: Type.Object({ from: Type.Optional(Type.Integer({ minimum: 0, maximum: maxRecords })) }),
  response: {
    // A stream of JSON lines, which no serialiser touches (its records are described above):
    // a string in the OpenAPI document, a Readable to the handler's types.
    200: Type.Unsafe<Readable>(Type.String({ description: 'application/x-ndjson: one JSON record per line' })),
    '4xx': problemDetailsSchema,
  },
};
