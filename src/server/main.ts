/**
 * The server process behind `npm start`: opens, migrates and seeds the database, then
 * listens. The one plain line it prints is what people (and the start-up test) wait for.
 * With SERVER_PROCESSES above 1 this process only runs the workers (cluster/cluster-primary.ts),
 * each of which is this same server, and prints the line once they all listen.
 */
import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { withStoredTokenSecret } from './auth/stored-token-secret';
import { runClusterPrimary } from './cluster/cluster-primary';
import { loadServerConfig, type ServerConfig } from './config';
import type { Database } from './db/database';
import { migrateDatabase } from './db/migrate-database';
import { openDatabase } from './db/open-database';
import { generateDemoData } from './db/demo-data/generate-demo-data';
import { seedDemoData } from './db/seed-demo-data';
import { isDemoMode } from './db/demo-reset/demo-mode';
import { loadIdentityProviderSettings } from './idp/identity-provider-settings';
import { startedLine } from './started-line';

async function main(): Promise<void> {
  const config = loadServerConfig();
  if (config.serverProcesses > 1 && cluster.isPrimary)
    return runClusterPrimary(config.serverProcesses, config.tls !== undefined);
  return serve(config);
}

async function serve(config: ServerConfig): Promise<void> {
  let app: FastifyInstance | undefined;
  const database = await openDatabase(config, {
    onBackgroundError: (error) => app?.log.error({ err: error }, 'database connection error'),
  });
  try {
    const schemaVersion = await migrateDatabase(database);
    const seeded = await seedDemoData(database, {
      seed: config.demoSeed,
      generate: (seed) => generateDemoData(seed, { catalogueScale: config.demoCatalogueScale }),
      keepSnapshot: isDemoMode(config, loadIdentityProviderSettings()),
    });
    // Without AUTH_TOKEN_SECRET, the secret every process shares is the one in the database.
    const auth = await withStoredTokenSecret(database, config.auth);
    app = buildApp({ config: { ...config, auth }, database });
    await app.listen({ port: config.port, host: config.host });
    const { port } = app.server.address() as AddressInfo;
    app.log.info(
      // performance.now() counts from process start, so this includes loading the code.
      { startupMs: Math.round(performance.now()), database: database.kind, schemaVersion, seeded },
      'parts catalogue started',
    );
    // A worker's primary prints the line once every worker listens.
    if (cluster.isPrimary) console.log(startedLine(config.tls !== undefined, port));
    closeOnSignals(app, database);
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
}

function closeOnSignals(app: FastifyInstance, database: Database): void {
  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    // A worker hears Ctrl-C from the terminal and SIGTERM from its primary: close once.
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // once: a second Ctrl-C falls back to Node's default and ends a stuck shutdown at once.
  process.once('SIGINT', (signal) => void close(signal));
  process.once('SIGTERM', (signal) => void close(signal));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Parts catalogue failed to start: ${error.message}` : error);
  process.exit(1);
});
