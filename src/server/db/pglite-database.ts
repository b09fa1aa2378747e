/** The embedded database: PGlite keeping its files in a folder of this machine. */
import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  return {
    kind: 'pglite',
    ...queryableOf(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryableOf(tx))),
    close: () => pglite.close(),
  };
}

function queryableOf(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}
