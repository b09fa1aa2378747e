-- Registration (catalogue spec, section 2). A registration ticket (a signed JWT the shopper
-- login hands the app when a third-party sign-in has no profile yet) may be used once: its
-- id is written here in the transaction that creates the profile, so a replay finds it.
-- Rows past their expiry are worthless (the signature check refuses the ticket first) and
-- may be swept at any time.
create table registration_tickets_used (
  ticket_id text primary key,
  expires_at timestamptz not null,
  used_at timestamptz not null default now()
);

-- People who created an account at an embedded identity provider ("Create an account", as
-- real CIAM providers offer third-party repairers), besides the fixed demo people. The
-- provider signs them in with their own password (scrypt, as password customers).
create table idp_users (
  kind text not null check (kind in ('third-party')),
  username text not null,
  external_id text not null unique,
  password_hash text not null,
  given_name text not null,
  family_name text not null,
  email text not null,
  phone text not null default '',
  created_at timestamptz not null default now(),
  primary key (kind, username)
);
