/**
 * The response schema of every error reply (problem-details.ts builds them). Fastify
 * serialises replies through their schema and drops what it does not list, so the object
 * stays open: a problem that carries an extension member (RFC 9457, section 3.2) keeps it.
 */
import { Type } from '@fastify/type-provider-typebox';

export const problemDetailsSchema = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer({ minimum: 400, maximum: 599 }),
    detail: Type.String(),
  },
  { additionalProperties: true, description: 'RFC 9457 problem details' },
);
