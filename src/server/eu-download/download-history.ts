/**
 * EuDownloadHistory (catalogue spec, section 3): every download recorded in eu_downloads
 * (migration 019) when it ends, however it ends, and a user's own list, newest first.
 */
import type {
  DownloadDataset,
  DownloadFormat,
  DownloadHistoryEntry,
  DownloadScopeKind,
} from '../../domain/eu-download/eu-download-contract';
import type { Queryable } from '../db/database';

export interface DownloadRecord {
  userId: string;
  startedAt: Date;
  scopeKind: DownloadScopeKind;
  scopeId: string;
  scopeLabel: string;
  dataset: DownloadDataset;
  format: DownloadFormat;
  rows: number;
  bytes: number;
  completed: boolean;
  billable: boolean;
}

export async function recordDownload(db: Queryable, record: DownloadRecord): Promise<void> {
  await db.query(
    `insert into eu_downloads (user_id, started_at, scope_kind, scope_id, scope_label, dataset, format,
                               row_count, byte_count, completed, billable)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      record.userId,
      record.startedAt.toISOString(),
      record.scopeKind,
      record.scopeId,
      record.scopeLabel,
      record.dataset,
      record.format,
      record.rows,
      record.bytes,
      record.completed,
      record.billable,
    ],
  );
}

export async function listDownloads(
  db: Queryable,
  userId: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ total: number; entries: DownloadHistoryEntry[] }> {
  const [row] = await db.query<{ total: number; entries: DownloadHistoryEntry[] }>(
    `select (select count(*)::int from eu_downloads where user_id = $1) as total,
            coalesce((select json_agg(json_build_object(
                'id', e.id, 'at', to_char(e.started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                'scopeKind', e.scope_kind, 'scopeId', e.scope_id, 'scopeLabel', e.scope_label,
                'dataset', e.dataset, 'format', e.format, 'rows', e.row_count, 'bytes', e.byte_count,
                'completed', e.completed, 'billable', e.billable) order by e.started_at desc, e.id desc)
              from (select * from eu_downloads where user_id = $1
                    order by started_at desc, id desc offset $2 limit $3) e), '[]') as entries`,
    [userId, offset, limit],
  );
  return { total: row?.total ?? 0, entries: row?.entries ?? [] };
}
