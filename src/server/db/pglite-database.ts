/** The embedded database: PGlite keeping its files in a folder of this machine. */
import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database';
import { withoutQueryData } from './query-error';

export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  // pg_trgm backs the catalogue's typo-tolerant search (migration 005).
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  return {
    kind: 'pglite',
    ...queryableOf(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryableOf(tx))),
    listen(channel, listener) {
      // One session serves every query, so nothing is ever missed once LISTEN has run; PGlite
      // hands an announcement over before the committing query resolves.
      let listening = true;
      const unlisten = pglite.listen(channel, (payload) => listening && listener.announced(payload));
      unlisten.then(
        () => listening && listener.heard(),
        () => undefined,
      );
      return () => {
        listening = false;
        void unlisten.then((stop) => stop()).catch(() => undefined);
      };
    },
    close: () => pglite.close(),
  };
}

function queryableOf(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await target.query<T>(sql, [...params]);
        return result.rows;
      } catch (error) {
        throw withoutQueryData(error);
      }
    },
    async exec(sql: string) {
      await target.exec(sql).catch((error: unknown) => {
        throw withoutQueryData(error);
      });
    },
  };
}
