-- The dealer stand-in's tokens (src/server/dealer/dealer-sessions.ts; catalogue spec, section
-- 7): GetToken's service tokens and LoginDealers' one-time login tokens. The app's GetToken,
-- LoginDealers and the ordering page are three requests that may reach three different
-- server processes, so the tokens live here rather than in one process's memory (issue 19;
-- docs/architecture.md, "State and scaling"). Stored as SHA-256 hashes like every token handed
-- to a client. Expiry is in milliseconds of the server's clock, which the tests set.
create table dealer_stand_in_tokens (
  token_hash text primary key,
  kind text not null check (kind in ('service', 'login')),
  -- A login token's dealer (dealerCode, dealerName, countryCode, dsl); null for service tokens.
  login jsonb,
  expires_at_ms bigint not null
);

create index dealer_stand_in_tokens_kind_expiry_idx on dealer_stand_in_tokens (kind, expires_at_ms);
