/**
 * Which indexes a request's queries use: the statements one request runs are recorded, then
 * run again under EXPLAIN (ANALYZE, FORMAT JSON), and the plan nodes that ran are read for
 * index scans (with the index's name) and sequential scans (with the table's name).
 */
import type { Database, Queryable } from '../../../src/server/db/database';

interface Statement {
  sql: string;
  params: readonly unknown[];
}

/** A database that can record the statements run through it, for explainRecorded. */
export interface RecordingDatabase extends Database {
  record: <T>(work: () => Promise<T>) => Promise<{ result: T; statements: Statement[] }>;
}

export function recordingDatabase(database: Database): RecordingDatabase {
  let recorded: Statement[] | undefined;
  const recording = (target: Queryable): Queryable => ({
    query: (sql, params = []) => {
      recorded?.push({ sql, params });
      return target.query(sql, params);
    },
    exec: (sql) => target.exec(sql),
  });
  return {
    ...recording(database),
    kind: database.kind,
    listen: (channel, listener) => database.listen(channel, listener),
    transaction: (fn) => database.transaction((tx) => fn(recording(tx))),
    close: () => database.close(),
    record: async (work) => {
      recorded = [];
      try {
        const result = await work();
        return { result, statements: recorded };
      } finally {
        recorded = undefined;
      }
    },
  };
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

const indexScans = new Set(['Index Scan', 'Index Only Scan', 'Bitmap Index Scan']);

function collectScans(node: PlanNode, indexes: Set<string>, seqScans: Set<string>): void {
  // Nodes that never ran (a branch the executor skipped) say nothing about this request.
  if ((node['Actual Loops'] ?? 0) > 0) {
    if (indexScans.has(node['Node Type']) && node['Index Name'] !== undefined) indexes.add(node['Index Name']);
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] !== undefined) seqScans.add(node['Relation Name']);
  }
  for (const child of node.Plans ?? []) collectScans(child, indexes, seqScans);
}

export interface IndexUse {
  indexes: string[];
  seqScans: string[];
}

export async function explainRecorded(db: Queryable, statements: readonly Statement[]): Promise<IndexUse> {
  const indexes = new Set<string>();
  const seqScans = new Set<string>();
  for (const { sql, params } of statements) {
    if (!/^\s*(select|with)\b/i.test(sql)) continue;
    const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`explain (analyze, format json) ${sql}`, params);
    const document = typeof row?.['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row?.['QUERY PLAN'];
    const plan = (document as { Plan: PlanNode }[] | undefined)?.[0]?.Plan;
    if (plan !== undefined) collectScans(plan, indexes, seqScans);
  }
  return { indexes: [...indexes].sort(), seqScans: [...seqScans].sort() };
}
