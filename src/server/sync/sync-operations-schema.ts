/**
 * POST /api/sync/operations (src/domain/sync/sync-contracts.ts). The schema holds the
 * envelope only: a bad envelope is a 400 and changes nothing. What an operation's change
 * says is checked per operation (src/domain/sync/apply-sync-operation.ts: list lines, notes,
 * bookmarks with their name rules and app-path urls), so one bad change is rejected on its
 * own and never blocks the rest of a device's outbox. Fields the schema does not name are
 * ignored, so an older server still accepts a newer client's operations.
 */
export const maxOperationsPerRequest = 200;

export const syncOperationsSchema = {
  body: {
    type: 'object',
    required: ['operations'],
    properties: {
      operations: {
        type: 'array',
        maxItems: maxOperationsPerRequest,
        items: {
          type: 'object',
          required: ['idempotencyKey', 'entity', 'createdAt', 'change'],
          properties: {
            idempotencyKey: {
              type: 'string',
              minLength: 8,
              maxLength: 100,
              pattern: '^[A-Za-z0-9_-]+$',
            },
            entity: { type: 'string', minLength: 1, maxLength: 40 },
            createdAt: { type: 'string', minLength: 1, maxLength: 40 },
            change: { type: 'object' },
          },
        },
      },
    },
  },
} as const;
