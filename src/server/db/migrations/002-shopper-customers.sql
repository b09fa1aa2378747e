-- Commerce customers: one row per shopper, guest or registered. Registered customers are
-- linked to the identity that signed them in (provider + external id). The c_ custom fields
-- of the shell spec (type, role, market, language, names, bookmarks, news time...) are one
-- JSONB object, as the commerce platform keeps them.

create table customers (
  customer_id text primary key,
  auth_type text not null check (auth_type in ('guest', 'registered')),
  provider text check (provider in ('corporate', 'retailer', 'third-party', 'password')),
  external_id text,
  login text,
  email text,
  first_name text,
  last_name text,
  phone text,
  password_hash text,
  custom_fields jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  last_modified timestamptz not null default now(),
  unique (provider, external_id)
);

create unique index customers_login_idx on customers (lower(login)) where login is not null;
