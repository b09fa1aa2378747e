/**
 * POST /api/sync/operations: the outbox protocol (src/domain/sync/sync-contracts.ts). Only a
 * registered shopper whose profile is approved may sync (catalogue spec, section 4: "A user
 * becomes registered only when the profile status is approved"); the operations change that
 * user's own list and notes and their customer's bookmarks, whatever they say. One transaction per request: the reply is
 * sent only after the changes and their idempotency keys are committed together.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isRegistered } from '../../domain/profile/access-rules';
import type { SyncReply, SyncRequest } from '../../domain/sync/sync-contracts';
import { findUserProfile } from '../commerce/data-api/custom-object-caller';
import { ClientError } from '../commerce/shop-api/client-error';
import { applySyncOperations } from './apply-sync-operations';
import { syncOperationsSchema } from './sync-operations-schema';

export default async function syncOperationsRoute(app: FastifyInstance) {
  app.post<{ Body: SyncRequest }>(
    '/api/sync/operations',
    { schema: syncOperationsSchema, onRequest: app.requireRegistered },
    async (request): Promise<SyncReply> => {
      const userId = await approvedUserId(app, request);
      const customerId = request.shopper?.sub;
      if (customerId === undefined) throw new ClientError(403, 'This sign-in has no customer; please sign in again.');
      return app.database.transaction((tx) => applySyncOperations(tx, { userId, customerId }, request.body.operations));
    },
  );
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
