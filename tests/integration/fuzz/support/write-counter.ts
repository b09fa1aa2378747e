/**
 * Counts every row written (inserted, updated, deleted) in the tables a caller's request
 * could write, by a trigger on each: reading one number before and after a request says
 * whether it wrote anything, far cheaper than hashing the tables each time. A write that was
 * rolled back takes its count back with it, so only what stayed written counts. Test
 * databases only: the trigger is added to the test's own copy.
 */
import type { Database } from '../../../../src/server/db/database';
import { fingerprintedTables } from './stored-fingerprint';

export async function installWriteCounter(database: Database): Promise<void> {
  await database.exec(`
    create table fuzz_rows_written (table_name text primary key, total bigint not null, last_statement text);
    create function fuzz_count_write() returns trigger language plpgsql as $$
      begin
        insert into fuzz_rows_written values (TG_TABLE_NAME || ' ' || lower(TG_OP), 1, left(current_query(), 300))
        on conflict (table_name) do update set total = fuzz_rows_written.total + 1, last_statement = excluded.last_statement;
        return null;
      end
    $$;
    ${fingerprintedTables
      .map(
        (table) =>
          `create trigger fuzz_count_write after insert or update or delete on ${table} for each row execute function fuzz_count_write();`,
      )
      .join('\n')}
  `);
}

/** Rows written so far, per table and operation ('orders insert=2'), in one comparable line. */
export async function rowsWritten(database: Database): Promise<string> {
  const rows = await database.query<{ table_name: string; total: string | number }>(
    'select table_name, total from fuzz_rows_written order by table_name',
  );
  return rows.map((row) => `${row.table_name}=${String(row.total)}`).join(', ');
}

/** The last statement that wrote each table, for a failure report. */
export async function lastWrites(database: Database): Promise<string> {
  const rows = await database.query<{ table_name: string; last_statement: string }>(
    'select table_name, last_statement from fuzz_rows_written order by table_name',
  );
  return rows.map((row) => `${row.table_name}: ${row.last_statement.replaceAll(/\s+/g, ' ')}`).join('; ');
}
