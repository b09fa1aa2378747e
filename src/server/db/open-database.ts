/** Picks the database from the configuration: a PostgreSQL server by URL, else PGlite. */
import type { ServerConfig } from '../config';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase, type PostgresOptions } from './postgres-database';

export async function openDatabase(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
  options: PostgresOptions = {},
): Promise<Database> {
  if (config.databaseUrl !== undefined) {
    const database = openPostgresDatabase(config.databaseUrl, options);
    // Fail at start, not on the first request, when the server cannot be reached.
    await database.query('select 1').catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
    return database;
  }
  return openPgliteDatabase(config.dataDir);
}
