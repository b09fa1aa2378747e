-- The admin audit (issue 16; catalogue spec, section 3: createdBy, updatedBy, lastModified):
-- one row per admin write, written in the write's own transaction, so a write that fails
-- leaves no row and a row always names a write that happened. Retailer admins read the rows
-- of their own dealer (dealer_code: the dealer whose record changed, or actor_dealer_code:
-- the acting admin's dealer); internal admins read all.
create table admin_audit (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- The admin selector option the write belongs to ('users', 'tax_rates', 'updates', ...).
  area text not null,
  -- What was done ('approve', 'reject', 'updateUserDetails', 'create', 'delete', ...).
  action text not null,
  -- The key of the record written (a user id, a tax record key, an update id, ...).
  record_key text not null,
  -- The acting admin's EPC user id and, for a retailer admin, their dealer code.
  actor text not null,
  actor_dealer_code text,
  dealer_code text,
  detail jsonb not null default '{}'::jsonb
);

create index admin_audit_by_time on admin_audit (at desc, id desc);
create index admin_audit_by_dealer on admin_audit (dealer_code, at desc);
create index admin_audit_by_actor_dealer on admin_audit (actor_dealer_code, at desc);
