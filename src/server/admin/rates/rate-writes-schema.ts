/**
 * POST /admin/api/v1/taxRates and /discountCodes (catalogue spec, sections 3 and 7), and the
 * GETs the admin panels read the current rates with. Typed once with TypeBox. A rate may come
 * as text or a number; the route checks it (rate-entries.ts) and names the field it refuses.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../http/problem-details-schema';

const userReference = Type.String({ minLength: 1, maxLength: 256, pattern: '\\S' });
const marketCode = Type.String({ pattern: '^[A-Za-z]{2}$', examples: ['GB'] });
const dealerCode = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', examples: ['006CC'] });
const codeText = Type.String({ maxLength: 64 });
const rateValue = Type.Union([Type.String({ maxLength: 32 }), Type.Number()]);
/** A discount market: the market, or its secondary discount markets market-1 and market-2. */
const discountMarket = Type.String({ pattern: '^[A-Za-z]{2}(-[12])?$', examples: ['GB-1'] });

const taxRatesBody = Type.Object(
  {
    updatedBy: userReference,
    createdBy: userReference,
    marketCode,
    dealerCodes: Type.Array(dealerCode, { minItems: 1, maxItems: 1 }),
    taxRates: Type.Array(Type.Object({ taxCode: codeText, taxRate: rateValue }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: 100,
    }),
  },
  { additionalProperties: false },
);

const discountCodesBody = Type.Object(
  {
    updatedBy: userReference,
    marketCode,
    dealerCodes: Type.Array(dealerCode, { minItems: 1, maxItems: 50 }),
    discountRates: Type.Array(
      Type.Object(
        {
          discountCode: codeText,
          market: discountMarket,
          discountType: Type.Literal('default'),
          discountRate: rateValue,
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 500 },
    ),
  },
  { additionalProperties: false },
);

export type TaxRatesBody = Static<typeof taxRatesBody>;
export type DiscountCodesBody = Static<typeof discountCodesBody>;

const writeResponse = {
  // The spec's contract: true when written, false (logged) when the write failed.
  200: Type.Boolean(),
  400: problemDetailsSchema,
  401: problemDetailsSchema,
  403: problemDetailsSchema,
};

export const taxRatesSchema = {
  description:
    "Writes a dealer's tax rates in a market, two decimals each (admins; a retailer admin only their own dealer). Answers false when the write failed.",
  body: taxRatesBody,
  response: writeResponse,
};

export const discountCodesSchema = {
  description:
    "Writes dealers' discount rates in a market and its discount markets, codes trimmed, two decimals each (admins; a retailer admin only their own dealer). Answers false when the write failed.",
  body: discountCodesBody,
  response: writeResponse,
};

const ratesQuery = Type.Object({ marketCode, dealerCode }, { additionalProperties: false });
export type RatesQuery = Static<typeof ratesQuery>;

const codeRate = Type.Object({ code: Type.String(), rate: Type.String() });
/** The calling admin's EPC user id: the panels send it as updatedBy and createdBy. */
const viewer = Type.Object({ userId: Type.String() });

export const readTaxRatesSchema = {
  description: "A dealer's tax rates in a market, as stored (admins; a retailer admin only their own dealer).",
  querystring: ratesQuery,
  response: {
    200: Type.Object({
      rates: Type.Array(codeRate),
      lastModified: Type.Union([Type.String(), Type.Null()]),
      viewer,
    }),
    400: problemDetailsSchema,
    401: problemDetailsSchema,
    403: problemDetailsSchema,
  },
};

export const readDiscountCodesSchema = {
  description:
    "A dealer's discount rates in a market and its discount markets, as stored (admins; a retailer admin only their own dealer).",
  querystring: ratesQuery,
  response: {
    200: Type.Object({
      markets: Type.Array(
        Type.Object({
          market: Type.String(),
          rates: Type.Array(codeRate),
          lastModified: Type.Union([Type.String(), Type.Null()]),
        }),
      ),
      viewer,
    }),
    400: problemDetailsSchema,
    401: problemDetailsSchema,
    403: problemDetailsSchema,
  },
};
