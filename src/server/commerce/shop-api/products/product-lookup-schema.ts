/**
 * GET products/{id} and products/({id},{id}) (shell spec, section 7). The currency is sent on
 * single and multiple lookups alike; the locale, as on every shop API call but customers',
 * picks the language of the names.
 */
/**
 * The ids segment, matched as a wildcard: the router limits a named parameter to 100
 * characters, and a comma list of 24 part numbers is longer.
 */
export interface ProductLookupParams {
  '*': string;
}

export interface ProductLookupQuery {
  currency: string;
  locale?: string;
}

/** A catalogue part number, as the parts table keeps them ('SB21-9Z873-AA', 'W503369-S511'). */
export const partNumberPattern = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

export const productLookupSchema = {
  params: {
    type: 'object',
    required: ['*'],
    properties: { '*': { type: 'string', minLength: 1, maxLength: 2000 } },
  },
  querystring: {
    type: 'object',
    required: ['currency'],
    properties: {
      currency: { type: 'string', pattern: '^[A-Z]{3}$', examples: ['GBP'] },
      locale: { type: 'string', pattern: '^(default|[a-z]{2,3}(-[A-Z]{2})?)$', examples: ['en-GB'] },
    },
  },
} as const;
