/**
 * POST /fetch-shopping-list (catalogue spec, section 7, the product's own server), typed once
 * with TypeBox: the body names the user whose list is wanted; the reply holds the list records
 * (hits) and their key_value_strings (keys), both empty when there is no list or the lookup
 * fails. A hit is the stored custom object, whose c_* fields are open, so it is kept open.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../http/problem-details-schema';

const text = Type.String({ maxLength: 256 });

const fetchShoppingListReply = Type.Object({
  hits: Type.Array(Type.Object({}, { additionalProperties: true })),
  keys: Type.Array(Type.String()),
});

export type FetchShoppingListReply = Static<typeof fetchShoppingListReply>;

export const fetchShoppingListSchema = {
  description: "The caller's own shopping list record; empty hits and keys for anyone else's or when there is none.",
  body: Type.Object({
    customerType: Type.Optional(text),
    customerRole: Type.Optional(text),
    userId: Type.String({ minLength: 1, maxLength: 256 }),
    location: Type.Optional(text),
  }),
  response: {
    200: fetchShoppingListReply,
    400: problemDetailsSchema,
    401: problemDetailsSchema,
    403: problemDetailsSchema,
  },
};
