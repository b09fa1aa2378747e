/** Schemas of the market and language drawer's lookups (shell spec, section 3), typed once with TypeBox. */
import { Type } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../http/problem-details-schema';

const code = Type.String({ minLength: 1 });

export const marketsSchema = {
  description: 'Every market, by code, with its currency (ISO 4217).',
  response: {
    200: Type.Array(
      Type.Object(
        { code, name: code, currencyCode: Type.String({ pattern: '^[A-Z]{3}$', examples: ['GBP'] }) },
        { additionalProperties: false },
      ),
    ),
  },
};

export const languagesSchema = {
  description: 'Every language, by code.',
  response: {
    200: Type.Array(
      Type.Object({ languageCode: code, language: code, languageText: code }, { additionalProperties: false }),
    ),
  },
};

export const partnerMarketsSchema = {
  description: "A partner's market codes; registered shoppers only.",
  params: Type.Object(
    // Dealer codes such as 006CC; anything else cannot name a partner.
    { partnerId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$', examples: ['006CC'] }) },
    { additionalProperties: false },
  ),
  response: {
    // The partner's c_market_code ('GB|IE|FR'), or the string 'false' when it has none.
    200: Type.String(),
    400: problemDetailsSchema,
    401: problemDetailsSchema,
    403: problemDetailsSchema,
  },
};
