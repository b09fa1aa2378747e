/** GET /api/health: the PWA probes it to decide whether it is online. */
import { Type } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../../http/problem-details-schema';

export const healthSchema = {
  description: 'Answers 200 only when the database answers too; 503 problem details when it does not.',
  response: {
    200: Type.Object({
      status: Type.Literal('ok'),
      database: Type.Union([Type.Literal('pglite'), Type.Literal('postgresql')]),
      schemaVersion: Type.Integer(),
    }),
    503: problemDetailsSchema,
  },
};
