/**
 * POST /api/demo/reset: in demo mode, the demo data back as the seed left it in under a
 * second, so each browser test (ours and testers', docs/testing.md) can start clean. Outside
 * demo mode the route says it does not exist: no setting turns it on for real data.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { restoreDemoSnapshot } from '../../../db/demo-reset/demo-snapshot';
import { sendProblem } from '../../../http/problem-details';
import { demoResetSchema } from './demo-reset-schema';

export interface DemoResetRouteOptions {
  /** isDemoMode (db/demo-reset/demo-mode.ts) of this server's configuration. */
  demoMode: boolean;
}

export const notDemoModeDetail =
  'Demo data can be reset only in demo mode: the embedded database without DATABASE_URL and the embedded identity providers.';
export const noSnapshotDetail =
  'This database was seeded before demo resets existed and keeps no copy of its demo data. Start the server once with an empty DATA_DIR.';

export default async function demoResetRoute(app: FastifyInstance, { demoMode }: DemoResetRouteOptions) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post('/api/demo/reset', { schema: demoResetSchema }, async (request, reply) => {
      if (!demoMode) return sendProblem(reply, 404, notDemoModeDetail);
      const started = performance.now();
      const reset = await restoreDemoSnapshot(app.database);
      if (reset === null) return sendProblem(reply, 409, noSnapshotDetail);
      // This process's ETags and hot answers follow the new version at once.
      app.catalogueCache.versions.noteVersion(reset.catalogueVersion);
      const durationMs = Math.round(performance.now() - started);
      request.log.info({ durationMs }, 'demo data reset');
      return { status: 'reset' as const, restoredTables: [...reset.restoredTables], durationMs };
    });
}
