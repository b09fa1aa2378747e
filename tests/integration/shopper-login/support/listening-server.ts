/**
 * The app as a real listening server, for sign-ins whose back channel (token exchange,
 * JWKS) must travel over HTTP. With publicUrl 'own-address' the server is told its own
 * address, as PUBLIC_URL would; with 'unset' it builds URLs from the request's Host.
 */
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../src/server/app';
import { loadServerConfig, type ServerConfig } from '../../../../src/server/config';
import type { Database } from '../../../../src/server/db/database';
import { migrateDatabase } from '../../../../src/server/db/migrate-database';
import { openDatabase } from '../../../../src/server/db/open-database';
import { seedDemoData } from '../../../../src/server/db/seed-demo-data';
import { makeTempDir, removeDir } from '../../support/temp-dir';
import { makeTestDatabasePlace } from '../../support/test-database';

export interface ListeningServer {
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/** A port free right now: the server takes it a moment later. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function startListeningServer(options: { publicUrl: 'own-address' | 'unset' }): Promise<ListeningServer> {
  const place = await makeTestDatabasePlace();
  const emptyDir = await makeTempDir('empty');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const defaults = loadServerConfig({});
  const config: ServerConfig = {
    ...defaults,
    port,
    host: '127.0.0.1',
    dataDir: place.dataDir,
    databaseUrl: place.databaseUrl,
    staticDir: emptyDir,
    localesDir: emptyDir,
    logLevel: 'silent',
    auth: { ...defaults.auth, publicUrl: options.publicUrl === 'own-address' ? url : undefined },
  };
  const database = await openDatabase(config);
  await migrateDatabase(database);
  await seedDemoData(database, { seed: config.demoSeed });
  const app = buildApp({ config, database, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    database,
    config,
    url,
    close: async () => {
      await app.close();
      await database.close();
      await place.remove();
      await removeDir(emptyDir);
    },
  };
}
