/**
 * The Data Download Platform's routes (docs/eu-download.md), typed once with TypeBox. Every
 * route's level is 'data-download' (src/domain/access/route-policies.ts).
 */
import type { Readable } from 'node:stream';
import { Type } from '@fastify/type-provider-typebox';
import { downloadDatasets, downloadFormats } from '../../domain/eu-download/eu-download-contract';
import { maxPagingOffset } from '../http/numeric-bounds';
import { problemDetailsSchema } from '../http/problem-details-schema';
import { catHieIdSchema, langCodeSchema } from '../catalogue/catalogue-schema-parts';

export const defaultHistoryLimit = 20;
export const maxHistoryLimit = 100;

const refusals = { 400: problemDetailsSchema, 401: problemDetailsSchema, 403: problemDetailsSchema };

const vinSchema = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '^[A-Za-z0-9 ]+$',
  examples: ['SARSB21D1NH000001'],
});

const model = Type.Object({
  catHieId: Type.String(),
  modelCode: Type.String(),
  modelName: Type.String(),
  modelYear: Type.Integer(),
});

export const downloadOfferSchema = {
  description: 'What can be downloaded: each brand with its vehicle catalogues (a model and year each).',
  response: {
    200: Type.Object({
      brands: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), models: Type.Array(model) })),
    }),
    ...refusals,
  },
};

export const downloadVehicleSchema = {
  description: 'The vehicle catalogue a VIN downloads (its model and year).',
  params: Type.Object({ vin: vinSchema }),
  response: {
    200: Type.Object({ ...model.properties, vin: Type.String(), brand: Type.String() }),
    ...refusals,
    404: problemDetailsSchema,
  },
};

export const datasetDownloadSchema = {
  description:
    'A dataset of one scope (exactly one of brand, catHieId or vin) as a streamed CSV, JSON or XML file. ' +
    'The x-epc-expected-rows header gives the rows to expect; the download is recorded in the history when it ends.',
  querystring: Type.Object({
    brand: Type.Optional(Type.String({ maxLength: 40, pattern: '^[a-z0-9-]*$' })),
    catHieId: Type.Optional(catHieIdSchema),
    vin: Type.Optional(vinSchema),
    dataset: Type.Union(
      downloadDatasets.map((dataset) => Type.Literal(dataset)),
      { description: 'parts or documents' },
    ),
    format: Type.Union(
      downloadFormats.map((format) => Type.Literal(format)),
      { description: 'csv, json or xml' },
    ),
    langCode: Type.Optional(langCodeSchema),
  }),
  response: {
    // The file itself, which no serialiser touches: a string in the OpenAPI document.
    200: Type.Unsafe<Readable>(Type.String({ description: 'text/csv, application/json or application/xml' })),
    ...refusals,
    404: problemDetailsSchema,
  },
};

export const downloadHistorySchema = {
  description: 'The caller’s own downloads (EuDownloadHistory), newest first.',
  querystring: Type.Object({
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: maxPagingOffset, default: 0 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: maxHistoryLimit, default: defaultHistoryLimit })),
  }),
  response: {
    200: Type.Object({
      total: Type.Integer({ minimum: 0 }),
      offset: Type.Integer({ minimum: 0 }),
      limit: Type.Integer({ minimum: 1 }),
      entries: Type.Array(
        Type.Object({
          id: Type.Integer(),
          at: Type.String({ format: 'date-time' }),
          scopeKind: Type.String(),
          scopeId: Type.String(),
          scopeLabel: Type.String(),
          dataset: Type.String(),
          format: Type.String(),
          rows: Type.Integer(),
          bytes: Type.Integer(),
          completed: Type.Boolean(),
          billable: Type.Boolean(),
        }),
      ),
    }),
    ...refusals,
  },
};
