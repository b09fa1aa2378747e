/**
 * POST /fetch-shopping-list (catalogue spec, section 7, the product's own server): the body
 * names the user whose list is wanted; the reply holds the list records (hits) and their
 * key_value_strings (keys), both empty when there is no list or the lookup fails.
 */
export interface FetchShoppingListBody {
  customerType?: string;
  customerRole?: string;
  userId: string;
  location?: string;
}

export interface FetchShoppingListReply {
  hits: Record<string, unknown>[];
  keys: string[];
}

const text = { type: 'string', maxLength: 256 } as const;

export const fetchShoppingListSchema = {
  body: {
    type: 'object',
    required: ['userId'],
    properties: {
      customerType: text,
      customerRole: text,
      userId: { type: 'string', minLength: 1, maxLength: 256 },
      location: text,
    },
  },
} as const;
