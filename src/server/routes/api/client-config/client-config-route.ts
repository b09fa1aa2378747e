/**
 * Settings the app reads at start that belong to the deployment, not the build: for now the
 * error-reporting DSN (public by design: browsers send reports with it).
 */
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

const clientConfigSchema = {
  description: "The deployment's settings the app reads at start.",
  response: {
    200: Type.Object({ errorReportingDsn: Type.Union([Type.String(), Type.Null()]) }, { additionalProperties: false }),
  },
};

export default async function clientConfigRoute(
  app: FastifyInstance,
  { errorReportingDsn }: { errorReportingDsn: string | null },
) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/api/client-config', { schema: clientConfigSchema }, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { errorReportingDsn };
    });
}
