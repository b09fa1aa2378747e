/** GET /edix (catalogue spec, section 7): the dealer service, the endpoint, the login fields. */
export interface EdixQuery {
  url: string;
  /** Any text: the route checks it against edixEndpoints, so an unknown one gets a clear sentence. */
  endpoint: string;
  Token?: string;
  DealerCode?: string;
  DealerName?: string;
  CountryCode?: string;
  DSL?: string;
}

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const edixSchema = {
  querystring: {
    type: 'object',
    required: ['url', 'endpoint'],
    properties: {
      url: { type: 'string', minLength: 1, maxLength: 2000 },
      endpoint: { type: 'string', minLength: 1, maxLength: 100 },
      Token: text(100),
      DealerCode: text(20),
      DealerName: text(200),
      CountryCode: text(10),
      DSL: text(100),
    },
  },
} as const;
