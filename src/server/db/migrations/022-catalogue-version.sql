-- The catalogue data version (issue 19): one row, moved by every load of data that catalogue
-- answers depend on (the demo seed and its translation top-up, admin price loads), in the
-- same transaction as the load. Every catalogue answer's ETag and the server's in-memory cache
-- of hot answers are keyed by it (src/server/catalogue-cache). changed_at goes into the token
-- too, so a database made afresh (its version back at 1) never repeats an old ETag.
create table catalogue_version (
  id smallint primary key default 1 check (id = 1),
  version bigint not null,
  changed_at timestamptz not null default clock_timestamp()
);

insert into catalogue_version (id, version) values (1, 1);
