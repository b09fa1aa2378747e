/**
 * Refuses, before any route hook, schema or handler sees it, a request whose params, query
 * string, headers or parsed body (JSON or form) holds a string PostgreSQL cannot store (NUL,
 * a lone surrogate) or nests too deep: a 400 naming the field, instead of a database error
 * mid-write. Params, query and headers are known at onRequest, before any auth hook reads
 * them; the body only once parsed, so it is checked first thing in preValidation; params and
 * query again after the schema has coerced them (preHandler), for numbers. The refusal
 * is thrown, so each scope's error handler answers in its own shape (problem details here,
 * OAuth errors in the shopper login and the identity providers), as is a database error a
 * handler meets because of its input (input-guard-database-errors.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refuseDatabaseInputErrors } from './input-guard-database-errors';
import { describeInputFault, findInputFault } from './input-guard-walk';

function check(parts: readonly [unknown, string][]): void {
  for (const [value, name] of parts) {
    const fault = findInputFault(value, name);
    if (fault !== undefined) throw Object.assign(new Error(describeInputFault(fault)), { statusCode: 400 });
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request: FastifyRequest) => {
      check([
        [request.params, 'params'],
        [request.query, 'query'],
        [request.headers, 'headers'],
      ]);
    });
    app.addHook('preValidation', async (request: FastifyRequest) => {
      check([[request.body, 'body']]);
    });
    // Schema coercion can turn a query-string integer of 400 digits into Infinity.
    app.addHook('preHandler', async (request: FastifyRequest) => {
      check([
        [request.params, 'params'],
        [request.query, 'query'],
      ]);
    });
    refuseDatabaseInputErrors(app);
  },
  { name: 'input-guard' },
);
