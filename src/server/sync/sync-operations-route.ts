/**
 * POST /api/sync/operations: the outbox protocol (src/domain/sync/sync-contracts.ts, docs/sync.md).
 * Only a registered shopper whose profile is approved may sync (catalogue spec, section 4: "A
 * user becomes registered only when the profile status is approved"); the operations change
 * that user's own list and notes and their customer's bookmarks, whatever they say. Each
 * operation is applied or refused on its own (apply-sync-operations.ts); one transaction per
 * request, so the reply is sent only after the changes and their idempotency keys are
 * committed together.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isRegistered } from '../../domain/profile/access-rules';
import { readSyncOperation } from '../../domain/sync/read-sync-operation';
import type { SyncReply } from '../../domain/sync/sync-contracts';
import { findUserProfile } from '../commerce/data-api/custom-object-caller';
import { ClientError } from '../commerce/shop-api/client-error';
import { applySyncOperations } from './apply-sync-operations';
import { registerSyncBodyParser } from './sync-body-parser';
import { syncOperationsSchema } from './sync-operations-schema';

export default async function syncOperationsRoute(app: FastifyInstance) {
  registerSyncBodyParser(app);
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post('/api/sync/operations', { schema: syncOperationsSchema }, async (request): Promise<SyncReply> => {
      const userId = await approvedUserId(app, request);
      const customerId = request.shopper?.sub;
      if (customerId === undefined) throw new ClientError(403, 'This sign-in has no customer; please sign in again.');
      // Read by the route's body parser; read here only if a body came through another parser.
      const operations =
        request.syncOperations ??
        request.body.operations.map((operation, index) => readSyncOperation(operation, index));
      return app.database.transaction((tx) => applySyncOperations(tx, { userId, customerId }, operations));
    });
}

async function approvedUserId(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const userId = request.shopper?.userId;
  if (userId === undefined) throw new ClientError(403, 'This sign-in has no EPC user; please sign in again.');
  const profile = await findUserProfile(app.database, userId);
  if (profile === undefined || !isRegistered(profile)) {
    throw new ClientError(403, 'Only approved users can sync changes.');
  }
  return userId;
}
