/**
 * POST /fetch-shopping-list: the caller's shopping list, the record keyed by their user id.
 * Only approved users get here (docs/access-policy.md); a caller reads only their own list:
 * another user's id, or any failure of the lookup, answers the spec's empty result (no hits,
 * no keys) rather than an error, so the list screen simply shows no list.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { customObjectDocument } from '../commerce/data-api/custom-objects/custom-object-document';
import { fetchShoppingListSchema, type FetchShoppingListReply } from './fetch-shopping-list-schema';
import { findLatestShoppingList } from './shopping-list-repository';
import { shoppingListType } from './shopping-list-record';

export default async function fetchShoppingListRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      '/fetch-shopping-list',
      { schema: fetchShoppingListSchema },
      async (request): Promise<FetchShoppingListReply> => {
        const empty: FetchShoppingListReply = { hits: [], keys: [] };
        const callerId = request.shopper?.authType === 'registered' ? request.shopper.userId : undefined;
        if (callerId === undefined || callerId !== request.body.userId) return empty;
        try {
          const row = await findLatestShoppingList(app.database, callerId);
          if (row === undefined) return empty;
          return { hits: [customObjectDocument(shoppingListType, row)], keys: [row.key] };
        } catch (error) {
          request.log.error({ err: error }, 'fetch-shopping-list: the lookup failed');
          return empty;
        }
      },
    );
}
