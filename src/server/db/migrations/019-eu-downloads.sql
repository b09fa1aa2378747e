-- The Data Download Platform (catalogue spec, sections 2 and 3; docs/eu-download.md).
--
-- EuDownloadHistory: every download a user made, in full (what, scope, dataset, format, rows,
-- bytes, when, whether billable). A table rather than a list inside the EPCUsers record: it
-- grows without bound, billing reads it across users, and a user may rewrite their own
-- profile record through the data API, which a billing record must not allow
-- (docs/decisions.md, "EuDownloadHistory in a table").
create table eu_downloads (
  id bigint generated always as identity primary key,
  user_id text not null,
  started_at timestamptz not null default now(),
  scope_kind text not null check (scope_kind in ('brand', 'model', 'vin')),
  scope_id text not null,
  scope_label text not null,
  dataset text not null check (dataset in ('parts', 'documents')),
  format text not null check (format in ('csv', 'json', 'xml')),
  row_count int not null check (row_count >= 0),
  byte_count bigint not null check (byte_count >= 0),
  completed boolean not null,
  billable boolean not null
);

-- A user's history, newest first.
create index eu_downloads_user_idx on eu_downloads (user_id, started_at desc, id desc);

-- A download reads a catalogue's part lines in batches of (page_id, line_number) order, each
-- after the last line seen: this index can answer a batch with one range scan.
create index page_parts_catalogue_page_line_idx on page_parts (catalogue_id, page_id, line_number);
