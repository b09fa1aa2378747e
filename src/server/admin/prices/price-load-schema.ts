/**
 * POST /admin/api/v1/prices/preview and /prices/apply (issue 16, load_price): the same body,
 * a market and a price file's text. Typed once with TypeBox.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../http/problem-details-schema';
import { priceFileLimits } from './price-file-limits';

const priceLoadBody = Type.Object(
  {
    marketCode: Type.String({ pattern: '^[A-Za-z]{2}$', examples: ['GB'] }),
    format: Type.Union([Type.Literal('csv'), Type.Literal('xml')]),
    fileName: Type.Optional(Type.String({ maxLength: 255 })),
    content: Type.String({ maxLength: priceFileLimits.maxCharacters }),
  },
  { additionalProperties: false },
);

export type PriceLoadBody = Static<typeof priceLoadBody>;

const rowError = Type.Object({
  line: Type.Integer(),
  field: Type.Optional(Type.String()),
  message: Type.String(),
});

const priceRow = Type.Object({
  line: Type.Integer(),
  partNumber: Type.String(),
  unitPrice: Type.String(),
  taxCode: Type.String(),
  discountCode: Type.String(),
});

const refusals = {
  400: problemDetailsSchema,
  401: problemDetailsSchema,
  403: problemDetailsSchema,
  413: problemDetailsSchema,
};

export const previewPricesSchema = {
  description:
    'Reads a price file for a market without loading it: the rows it would load (the first few), and every row error with its line (internal admins).',
  body: priceLoadBody,
  response: {
    200: Type.Object({
      marketCode: Type.String(),
      currency: Type.String(),
      rowCount: Type.Integer(),
      validRowCount: Type.Integer(),
      errorCount: Type.Integer(),
      errors: Type.Array(rowError),
      rows: Type.Array(priceRow),
    }),
    ...refusals,
  },
};

export const applyPricesSchema = {
  description:
    "Loads a price file's prices into a market in one transaction (internal admins). A file with any row error loads nothing and answers 400 listing the errors.",
  body: priceLoadBody,
  response: {
    200: Type.Object({ marketCode: Type.String(), currency: Type.String(), loaded: Type.Integer() }),
    ...refusals,
  },
};
