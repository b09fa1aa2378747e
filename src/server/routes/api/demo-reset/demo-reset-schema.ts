/** POST /api/demo/reset: puts the demo data back as a fresh start seeds it (docs/testing.md). */
import { Type } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../../http/problem-details-schema';

export const demoResetSchema = {
  description:
    'Demo mode only (the embedded database and identity providers): puts back what users and admins changed since the demo data was seeded, keeping sign-ins. 404 outside demo mode; 409 when the database was seeded without a snapshot.',
  response: {
    200: Type.Object(
      {
        status: Type.Literal('reset'),
        restoredTables: Type.Array(Type.String()),
        durationMs: Type.Integer({ minimum: 0 }),
      },
      { additionalProperties: false },
    ),
    404: problemDetailsSchema,
    409: problemDetailsSchema,
  },
};
