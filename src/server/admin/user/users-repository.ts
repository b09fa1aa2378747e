/**
 * The admin's search of EPCUsers profiles. Every field is read as text or a boolean in SQL,
 * so a stored record holding another type where a string belongs still lists (as text).
 * Filters are parameters; name and email match a part, any case, with LIKE's wildcards escaped.
 */
import type { Queryable } from '../../db/database';
import type { AdminUser } from './list-users-schema';

export interface UserSearch {
  name?: string;
  email?: string;
  dealerCode?: string;
  type?: string;
  role?: string;
  status?: string;
  offset: number;
  limit: number;
}

const likePart = (text: string) => `%${text.replaceAll(/[\\%_]/g, (character) => `\\${character}`)}%`;

function whereOf(search: UserSearch): { sql: string; params: unknown[] } {
  const conditions = [`type = 'EPCUsers'`];
  const params: unknown[] = [];
  const add = (value: unknown, condition: (placeholder: string) => string) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  const name = search.name?.trim();
  if (name) {
    add(
      likePart(name),
      (p) =>
        `(key ilike ${p} or data->>'c_epcFullName' ilike ${p}
          or concat_ws(' ', data->>'c_epcUserFirstName', data->>'c_epcUserLastName') ilike ${p})`,
    );
  }
  const email = search.email?.trim();
  if (email) add(likePart(email), (p) => `data->>'c_epcUserEmail' ilike ${p}`);
  if (search.dealerCode) add(search.dealerCode, (p) => `upper(data->>'c_epcPartnerId') = upper(${p})`);
  if (search.type) add(search.type, (p) => `data->>'c_epcUserType' = ${p}`);
  if (search.role) add(search.role, (p) => `data->>'c_epcUserRole' = ${p}`);
  if (search.status) add(search.status, (p) => `data->>'c_epcUserStatus' = ${p}`);
  return { sql: conditions.join(' and '), params };
}

interface UserRow {
  key: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  dealer_code: string | null;
  company_name: string | null;
  market: string | null;
  user_type: string | null;
  user_role: string | null;
  user_status: string | null;
  active: boolean;
  billable: boolean;
  last_login_time: string | null;
  created_by: string | null;
  updated_by: string | null;
  last_modified: Date | string;
}

/** A page of users, pending ones first (they wait for an admin), then the latest changed. */
export async function searchUsers(db: Queryable, search: UserSearch): Promise<{ total: number; users: AdminUser[] }> {
  const where = whereOf(search);
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from custom_objects where ${where.sql}`,
    where.params,
  );
  const rows = await db.query<UserRow>(
    `select key,
       data->>'c_epcUserFirstName' as first_name, data->>'c_epcUserLastName' as last_name,
       data->>'c_epcUserEmail' as email, data->>'c_epcPartnerId' as dealer_code,
       data->>'c_epcCompanyName' as company_name, data->>'c_epcUserMarket' as market,
       data->>'c_epcUserType' as user_type, data->>'c_epcUserRole' as user_role,
       data->>'c_epcUserStatus' as user_status,
       coalesce(data->'c_epcUserActive' = 'true'::jsonb, false) as active,
       coalesce(data->'c_epcBillableFlag' = 'true'::jsonb, false) as billable,
       data->>'c_epcLastLoginTime' as last_login_time,
       data->>'c_epcCreatedBy' as created_by, data->>'c_epcUpdatedBy' as updated_by,
       last_modified
     from custom_objects where ${where.sql}
     order by (data->>'c_epcUserStatus' = 'pending') desc nulls last, last_modified desc, key
     limit $${where.params.length + 1} offset $${where.params.length + 2}`,
    [...where.params, search.limit, search.offset],
  );
  return {
    total: count?.total ?? 0,
    users: rows.map((row) => ({
      userId: row.key,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      dealerCode: row.dealer_code,
      companyName: row.company_name,
      market: row.market,
      userType: row.user_type,
      userRole: row.user_role,
      userStatus: row.user_status,
      active: row.active,
      billable: row.billable,
      lastLoginTime: row.last_login_time,
      createdBy: row.created_by,
      updatedBy: row.updated_by,
      lastModified: new Date(row.last_modified).toISOString(),
    })),
  };
}
