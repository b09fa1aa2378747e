-- State that must be the same in every server process behind a load balancer (issue 19;
-- docs/architecture.md, "State and scaling"), so `npm start` can run as several processes or
-- hosts against one PostgreSQL.

-- The embedded identity providers' authorization codes (src/server/idp/authorization-code-store.ts):
-- the sign-in form's post and the token request may reach different processes. Valid 60
-- seconds, taken once (delete ... returning), stored only as the SHA-256 hash of the code
-- like every secret handed to a client (docs/tokens-and-passwords.md).
create table idp_authorization_codes (
  code_hash text primary key,
  provider text not null check (provider in ('corporate', 'retailer', 'third-party')),
  username text not null,
  client_id text not null,
  redirect_uri text not null,
  nonce text,
  code_challenge text,
  scope text not null,
  -- Seconds since the epoch when the password was checked (the id token's auth_time).
  auth_time bigint not null,
  expires_at timestamptz not null
);

create index idp_authorization_codes_expires_at_idx on idp_authorization_codes (expires_at);

-- Secrets the server makes itself when none is configured (the access-token secret without
-- AUTH_TOKEN_SECRET): the first process to start creates it, every later one reads it, so a
-- token one process signs verifies on every other.
create table server_secrets (
  name text primary key,
  secret text not null,
  created_at timestamptz not null default now()
);

-- The data downloads running now, one row each (src/server/eu-download/download-slots.ts),
-- so the per-user cap counts downloads on every process. A running download pushes its
-- expires_at forward while it streams; a row left by a process that died expires by itself.
create table eu_download_slots (
  slot_id bigint generated always as identity primary key,
  user_id text not null,
  expires_at timestamptz not null
);

create index eu_download_slots_user_idx on eu_download_slots (user_id, expires_at);
