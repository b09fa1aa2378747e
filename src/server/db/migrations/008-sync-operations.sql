-- The outbox protocol's memory (POST /api/sync/operations): every idempotency key a user's
-- devices have sent, applied or rejected, so a replayed operation (a retry after a lost
-- reply, a page closed mid-sync) is answered from here and never applied twice. A rejected
-- operation keeps its reason, so its replay is rejected the same way and never applied.
create table sync_applied_operations (
  user_id text not null,
  idempotency_key text not null,
  rejected_message text,
  applied_at timestamptz not null default now(),
  primary key (user_id, idempotency_key)
);
