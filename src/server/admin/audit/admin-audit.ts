/**
 * The admin audit (issue 16; catalogue spec, section 3: createdBy, updatedBy, lastModified):
 * every admin write records who did what to which record, and when. Call recordAdminWrite
 * with the transaction that makes the write, so the row and the write commit or roll back
 * together: a failed write leaves no row. Retailer admins read their own dealer's rows,
 * internal admins all (admin-audit-route.ts).
 */
import type { Principal } from '../../../domain/access/principal';
import type { Queryable } from '../../db/database';

/** The acting admin: their EPC user id and, for a retailer admin, their dealer code. */
export interface AdminActor {
  userId: string;
  dealerCode?: string;
}

export interface AdminWrite {
  /** The admin selector option ('users', 'tax_rates', 'load_price', 'updates', ...). */
  area: string;
  /** What was done ('approve', 'updateUserDetails', 'create', 'update', 'delete', ...). */
  action: string;
  /** The key of the record written (user id, tax record key, update id, ...). */
  recordKey: string;
  /** The acting admin: their principal as the route resolved it (principalOf), or an AdminActor. */
  actor: Principal | AdminActor;
  /** The dealer whose record changed, when it belongs to one (so that dealer's admins see the row). */
  dealerCode?: string;
  /** What changed, in a few fields a reader can follow (no secrets, no file contents). */
  detail?: Record<string, unknown>;
}

/** The actor a principal is; internal admins have no dealer (they act for every dealer). */
export function adminActorOf(actor: Principal | AdminActor): AdminActor {
  if (!('kind' in actor)) return actor;
  if (actor.kind !== 'user') return { userId: actor.kind };
  const profile = actor.profile;
  const dealerCode = profile?.c_epcUserType === 'internal' ? undefined : profile?.c_epcPartnerId;
  return dealerCode === undefined || dealerCode === ''
    ? { userId: actor.userId }
    : { userId: actor.userId, dealerCode };
}

export async function recordAdminWrite(tx: Queryable, write: AdminWrite): Promise<void> {
  const actor = adminActorOf(write.actor);
  await tx.query(
    `insert into admin_audit (area, action, record_key, actor, actor_dealer_code, dealer_code, detail)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [
      write.area,
      write.action,
      write.recordKey,
      actor.userId,
      actor.dealerCode ?? null,
      write.dealerCode ?? null,
      JSON.stringify(write.detail ?? {}),
    ],
  );
}

export interface AdminAuditEntry {
  id: number;
  at: string;
  area: string;
  action: string;
  recordKey: string;
  actor: string;
  actorDealerCode: string | null;
  dealerCode: string | null;
  detail: Record<string, unknown>;
}

export interface AdminAuditQuery {
  /** Only rows of this dealer (as the changed record's or the acting admin's); undefined: all. */
  dealerCode?: string;
  area?: string;
  limit: number;
  offset: number;
}

/** A page of audit rows, newest first, and how many rows match in all. */
export async function listAdminWrites(
  db: Queryable,
  query: AdminAuditQuery,
): Promise<{ total: number; entries: AdminAuditEntry[] }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.dealerCode !== undefined) {
    params.push(query.dealerCode);
    where.push(`(dealer_code = $${params.length} or actor_dealer_code = $${params.length})`);
  }
  if (query.area !== undefined) {
    params.push(query.area);
    where.push(`area = $${params.length}`);
  }
  const filter = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from admin_audit ${filter}`, params);
  const rows = await db.query<{
    id: string | number;
    at: Date | string;
    area: string;
    action: string;
    record_key: string;
    actor: string;
    actor_dealer_code: string | null;
    dealer_code: string | null;
    detail: Record<string, unknown>;
  }>(
    `select id, at, area, action, record_key, actor, actor_dealer_code, dealer_code, detail
     from admin_audit ${filter} order by at desc, id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, query.limit, query.offset],
  );
  return {
    total: count?.total ?? 0,
    entries: rows.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      area: row.area,
      action: row.action,
      recordKey: row.record_key,
      actor: row.actor,
      actorDealerCode: row.actor_dealer_code,
      dealerCode: row.dealer_code,
      detail: row.detail,
    })),
  };
}
