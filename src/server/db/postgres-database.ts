/** A PostgreSQL server reached by URL, through a pg connection pool. */
import pg from 'pg';
import type { Database, Queryable } from './database';
import { PostgresNotifications } from './postgres-notifications';
import { withoutQueryData } from './query-error';

export interface PostgresOptions {
  /** Told about errors of idle pooled connections, which would otherwise crash the process. */
  onBackgroundError?: (error: Error) => void;
}

export function openPostgresDatabase(databaseUrl: string, options: PostgresOptions = {}): Database {
  const onBackgroundError = (error: Error) => options.onBackgroundError?.(error);
  const notifications = new PostgresNotifications(databaseUrl, onBackgroundError);
  // A new pooled connection listens before it serves its first statement.
  const pool = new pg.Pool({ connectionString: databaseUrl, onConnect: (client) => notifications.attachTo(client) });
  pool.on('error', onBackgroundError);
  return {
    kind: 'postgresql',
    ...queryableOf(pool),
    listen: (channel, listener) => notifications.listen(channel, listener),
    async transaction(fn) {
      const client = await pool.connect();
      let connectionBroken = false;
      try {
        await client.query('begin');
        const result = await fn(queryableOf(client));
        await client.query('commit');
        return result;
      } catch (error) {
        // The caller needs the first error; a failed rollback only means the connection is
        // gone, and then it must not go back into the pool.
        await client.query('rollback').catch(() => {
          connectionBroken = true;
        });
        throw error;
      } finally {
        client.release(connectionBroken);
      }
    },
    async close() {
      await notifications.close();
      await pool.end();
    },
  };
}

function queryableOf(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await target.query(sql, [...params]);
        return result.rows as T[];
      } catch (error) {
        throw withoutQueryData(error);
      }
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await target.query(sql).catch((error: unknown) => {
        throw withoutQueryData(error);
      });
    },
  };
}
