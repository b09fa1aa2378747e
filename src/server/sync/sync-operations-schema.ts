/**
 * POST /api/sync/operations (src/domain/sync/sync-contracts.ts), typed once with TypeBox.
 * The schema holds the envelope only: a body that is not a batch of at most 200 operations is
 * a 400 and changes nothing. Each operation is read on its own (read-sync-operation.ts) and
 * what its change says is checked as it is applied (apply-sync-operation.ts), so one bad
 * operation is refused on its own and never blocks the rest of a device's outbox. The item
 * schema below documents an operation; it is not enforced here for that reason.
 */
import { Type } from '@fastify/type-provider-typebox';
import { maxCreatedAtLength, maxEntityLength } from '../../domain/sync/read-sync-operation';
import { syncRefusalCodes } from '../../domain/sync/sync-contracts';

export const maxOperationsPerRequest = 200;

const operationDocumentation = Type.Object(
  {
    idempotencyKey: Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
    entity: Type.String({
      minLength: 1,
      maxLength: maxEntityLength,
      description: 'shoppingList, note, bookmark or profile',
    }),
    createdAt: Type.String({ minLength: 1, maxLength: maxCreatedAtLength }),
    change: Type.Object({ action: Type.String({ maxLength: 40 }) }, { additionalProperties: true }),
  },
  { description: 'One outbox operation. Not enforced here: a bad one is refused on its own, in the reply.' },
);

const refusalCode = Type.Enum([...syncRefusalCodes]);

const result = Type.Object({
  index: Type.Integer({ minimum: 0, maximum: maxOperationsPerRequest - 1 }),
  idempotencyKey: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.Literal('applied'), Type.Literal('duplicate'), Type.Literal('refused')]),
  code: Type.Optional(refusalCode),
  detail: Type.Optional(Type.String()),
});

/** The lists' items are the domain's types; the reply repeats them as stored. */
const anyRecord = Type.Object({}, { additionalProperties: true });

export const syncOperationsSchema = {
  description: 'Applies outbox operations, each on its own, and answers what became of each and the state after.',
  security: [{ bearer: [] }],
  body: Type.Object({
    operations: Type.Array(Type.Union([operationDocumentation, Type.Unknown()]), { maxItems: maxOperationsPerRequest }),
  }),
  response: {
    200: Type.Object({
      results: Type.Array(result),
      applied: Type.Array(Type.String()),
      alreadyApplied: Type.Array(Type.String()),
      rejected: Type.Array(Type.Object({ idempotencyKey: Type.String(), code: refusalCode, message: Type.String() })),
      shoppingList: Type.Object(
        {
          key_value_string: Type.String(),
          lines: Type.Array(anyRecord),
          c_shoplistModificationDate: Type.Union([Type.String(), Type.Null()]),
        },
        { additionalProperties: true },
      ),
      notes: Type.Array(anyRecord),
      bookmarks: Type.Array(anyRecord),
      profile: Type.Optional(anyRecord),
    }),
  },
};
