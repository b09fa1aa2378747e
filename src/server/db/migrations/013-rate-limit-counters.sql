-- Rate-limit counters (db/rate-limit-store.ts): one row per limited key (a hash of the
-- account or client address and what it is counted for) and its current fixed window. Kept
-- in the database, not in process memory, so every server process behind a load balancer
-- counts the same attempts. Rows whose window has ended are deleted in small batches by the
-- index on window_ends_at.
create table rate_limit_counters (
  key text primary key,
  hits integer not null,
  window_ends_at timestamptz not null
);

create index rate_limit_counters_by_window_end on rate_limit_counters (window_ends_at);
