/**
 * Settings the app reads at start that belong to the deployment, not the build: for now the
 * error-reporting DSN (public by design: browsers send reports with it).
 */
import type { FastifyInstance } from 'fastify';

const clientConfigSchema = {
  response: {
    200: {
      type: 'object',
      required: ['errorReportingDsn'],
      additionalProperties: false,
      properties: { errorReportingDsn: { type: ['string', 'null'] } },
    },
  },
} as const;

export default async function clientConfigRoute(app: FastifyInstance, { errorReportingDsn }: { errorReportingDsn: string | null }) {
  app.get('/api/client-config', { schema: clientConfigSchema }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { errorReportingDsn };
  });
}
