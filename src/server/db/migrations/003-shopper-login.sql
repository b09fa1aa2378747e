-- The shopper login's state (sessions, pending provider sign-ins, authorization codes,
-- refresh tokens) and the retailer lookup's employee directory. Secrets handed to clients
-- (codes, refresh tokens) are stored only as SHA-256 hashes, so a database copy cannot be
-- replayed against the token endpoint.

-- usid: the shopper's session id. It follows a guest into their registered session, but a
-- usid never moves from one registered customer to another.
create table shopper_sessions (
  usid text primary key,
  customer_id text not null references customers (customer_id) on delete cascade,
  created_at timestamptz not null default now()
);

-- A provider sign-in between the redirect to the identity provider and its callback.
create table shopper_pending_logins (
  state text primary key,
  provider text not null check (provider in ('corporate', 'retailer', 'third-party')),
  issuer text not null,
  nonce text not null,
  -- PKCE between this server and the identity provider (the app's own challenge is below).
  provider_code_verifier text not null,
  client_id text not null,
  redirect_uri text not null,
  code_challenge text not null,
  client_state text,
  usid text,
  expires_at timestamptz not null
);

create index shopper_pending_logins_expires_at_idx on shopper_pending_logins (expires_at);

-- Authorization codes the app exchanges at the token endpoint: short-lived and single-use.
-- A used code remembers the refresh token family it issued, so a replay revokes that family.
create table shopper_authorization_codes (
  code_hash text primary key,
  customer_id text not null references customers (customer_id) on delete cascade,
  usid text not null,
  client_id text not null,
  redirect_uri text not null,
  code_challenge text not null,
  -- Handed to the app once, at the exchange, then cleared.
  idp_access_token text not null default '',
  expires_at timestamptz not null,
  used_at timestamptz,
  issued_family_id text
);

create index shopper_authorization_codes_expires_at_idx on shopper_authorization_codes (expires_at);

-- Rotating refresh tokens. Each refresh marks the presented token rotated and issues a new
-- one in the same family; presenting a rotated token again means it leaked, and the whole
-- family is revoked.
create table shopper_refresh_tokens (
  token_hash text primary key,
  family_id text not null,
  customer_id text not null references customers (customer_id) on delete cascade,
  usid text not null,
  client_id text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  rotated_at timestamptz,
  revoked_at timestamptz
);

create index shopper_refresh_tokens_family_id_idx on shopper_refresh_tokens (family_id);
create index shopper_refresh_tokens_expires_at_idx on shopper_refresh_tokens (expires_at);

-- The retailer lookup's directory of dealer employees (catalogue spec, section 3: retailer
-- lookup reads). Company name and market come from the dealer's row in retailers.
create table retailer_users (
  user_id text primary key,
  dealer_code text not null references retailers (code),
  parts_manager boolean not null,
  email text not null,
  given_name text not null,
  surname text not null,
  preferred_language text not null references languages (code),
  company_address text not null
);

create index retailer_users_dealer_code_idx on retailer_users (dealer_code);
