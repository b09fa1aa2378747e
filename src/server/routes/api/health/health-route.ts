/**
 * Answers 200 only when the database answers too, so "online" means the app can work, not
 * merely that the process is up. HEAD is served as well (Fastify derives it from GET).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { readSchemaVersion } from '../../../db/migrate-database';
import { sendProblem } from '../../../http/problem-details';
import { healthSchema } from './health-schema';

export default async function healthRoute(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/api/health', { schema: healthSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const schemaVersion = await readSchemaVersion(app.database);
      return { status: 'ok' as const, database: app.database.kind, schemaVersion };
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database did not answer');
      return sendProblem(reply, 503, 'The database is not available. Try again later.');
    }
  });
}
