/**
 * Settings the app reads at start that belong to the deployment, not the build: the
 * error-reporting DSN (public by design: browsers send reports with it) and where URLs carry
 * the site and the locale (catalogue spec, section 2), so one build serves any URL mode.
 */
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ClientConfig } from '../../../../domain/shell/client-config';

// The placements of domain/site-locale/url-placement.ts.
const urlPlacementSchema = Type.Union([Type.Literal('path'), Type.Literal('query_param'), Type.Literal('none')]);

const clientConfigSchema = {
  description: "The deployment's settings the app reads at start.",
  response: {
    200: Type.Object(
      {
        errorReportingDsn: Type.Union([Type.String(), Type.Null()]),
        siteUrlMode: urlPlacementSchema,
        localeUrlMode: urlPlacementSchema,
      },
      { additionalProperties: false },
    ),
  },
};

export default async function clientConfigRoute(
  app: FastifyInstance,
  { clientConfig }: { clientConfig: ClientConfig },
) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/api/client-config', { schema: clientConfigSchema }, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return clientConfig;
    });
}
