-- Reference data of the catalogue (languages, markets, retailers), the commerce custom
-- objects as one JSONB table, and the marker that the demo data has been seeded.

create table languages (
  code text primary key,
  language text not null,
  language_text text not null
);

create table markets (
  code char(2) primary key,
  name text not null,
  currency_code char(3) not null,
  default_language text not null references languages (code)
);

create table retailers (
  code text primary key,
  name text not null,
  market_code char(2) not null references markets (code),
  brand text not null check (brand in ('arden', 'corvid'))
);

create index retailers_market_code_idx on retailers (market_code);

create table custom_objects (
  type text not null,
  key text not null,
  data jsonb not null,
  last_modified timestamptz not null default now(),
  primary key (type, key)
);

-- Custom object searches sort by lastModified, newest first, within one type.
create index custom_objects_type_last_modified_idx on custom_objects (type, last_modified desc);

-- At most one row (id = 1): its presence means the demo data is in and must not be added again.
create table demo_data (
  id int primary key check (id = 1),
  seed int not null,
  generated_at timestamptz not null default now()
);
