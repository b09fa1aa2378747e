/**
 * Wraps every route handler so that a database error the input caused (SQLSTATE classes 22,
 * 23, 54; see http/database-input-error.ts) leaves the handler as a client error with a
 * status and a plain sentence. Every scope's error handler already answers such an error as
 * a 4xx in its own shape, so the shopper login and the identity providers, which have error
 * handlers of their own, refuse bad input the same way the problem-details handler does.
 * A handler's own result, sync or async, is passed through untouched.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { databaseInputProblem } from '../../http/database-input-error';

function asClientError(error: unknown): unknown {
  const problem = databaseInputProblem(error);
  if (problem === undefined) return error;
  return Object.assign(new Error(problem.detail), { statusCode: problem.status, sqlState: problem.sqlState });
}

export function refuseDatabaseInputErrors(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const handler = route.handler;
    route.handler = function handleWithDatabaseInputErrors(this: FastifyInstance, request, reply) {
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        throw asClientError(error);
      }
      if (result instanceof Promise) return result.catch((error: unknown) => Promise.reject(asClientError(error)));
      return result;
    } as RouteOptions['handler'];
  });
}
