/** Schemas of the market and language drawer's lookups (shell spec, section 3). */
const code = { type: 'string', minLength: 1 } as const;

export const marketsSchema = {
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        required: ['code', 'name'],
        additionalProperties: false,
        properties: { code, name: code },
      },
    },
  },
} as const;

export const languagesSchema = {
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        required: ['languageCode', 'language', 'languageText'],
        additionalProperties: false,
        properties: { languageCode: code, language: code, languageText: code },
      },
    },
  },
} as const;

export interface PartnerMarketsParams {
  partnerId: string;
}

export const partnerMarketsSchema = {
  params: {
    type: 'object',
    required: ['partnerId'],
    additionalProperties: false,
    // Dealer codes such as 006CC; anything else cannot name a partner.
    properties: { partnerId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$', examples: ['006CC'] } },
  },
  response: {
    // The partner's c_market_code ('GB|IE|FR'), or the string 'false' when it has none.
    200: { type: 'string' },
  },
} as const;
