-- The RS256 signing keys of the shopper login and of each embedded identity provider, one
-- per owner, so every process behind a load balancer signs with, and publishes, the same
-- key (ARCHITECTURE.md: no per-process keys). The first process to need a key creates it.
create table signing_keys (
  owner text primary key,
  kid text not null,
  private_jwk jsonb not null,
  created_at timestamptz not null default now()
);
