/**
 * The sync route's own JSON body parser (registered in the route's scope only). It parses as
 * Fastify does, then reads every operation on its own (read-sync-operation.ts) before any hook
 * sees the body. That matters because the app-wide input guard answers 400 to a whole request
 * holding a NUL, a lone surrogate or deep nesting anywhere: here such an operation must be
 * refused alone, so the parser keeps what it read on the request and blanks the operations it
 * refused in the body (the guard then finds nothing in them). A body that is not a batch at
 * all is still a 400.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readSyncOperation, type ReadOperation } from '../../domain/sync/read-sync-operation';
import { ClientError } from '../commerce/shop-api/client-error';
import { maxOperationsPerRequest } from './sync-operations-schema';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operations of a sync request as the sync body parser read them; null on other routes. */
    syncOperations: ReadOperation[] | null;
  }
}

export const notABatchMessage = `The body must be an object whose operations are an array of at most ${maxOperationsPerRequest} operations.`;

export function registerSyncBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.decorateRequest('syncOperations', null);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    parseJson(request, typeof text === 'string' ? text : text.toString('utf8'), (error, body: unknown) => {
      if (error) {
        done(error, undefined);
        return;
      }
      try {
        done(null, readBatch(request, body));
      } catch (refusal) {
        done(refusal as Error, undefined);
      }
    });
  });
}

function readBatch(request: FastifyRequest, body: unknown): { operations: unknown[] } {
  const operations =
    typeof body === 'object' && body !== null ? (body as { operations?: unknown }).operations : undefined;
  if (!Array.isArray(operations) || operations.length > maxOperationsPerRequest)
    throw new ClientError(400, notABatchMessage);
  const read = operations.map((operation, index) => readSyncOperation(operation, index));
  request.syncOperations = read;
  return { operations: operations.map((operation, index) => (read[index]?.ok === false ? null : operation)) };
}
