-- The rest of the shop API v21_3 (shell spec, section 7): content assets, server-side
-- sessions, promotions and gift certificates.

-- Content assets: one row per asset and locale; GET content/{id}?locale= answers the asked
-- locale, else the same language in another region, else the site default (en-GB). The body
-- is plain text (paragraphs separated by a blank line), so no caller has to trust markup.
create table content_assets (
  content_id text not null,
  locale text not null,
  name text not null,
  description text not null default '',
  body text not null,
  last_modified timestamptz not null default now(),
  primary key (content_id, locale)
);

-- Server-side sessions (POST sessions): the cookie carries a random id; only its SHA-256 is
-- kept, so a copy of this table opens no session. A session belongs to the token's customer
-- (guest or registered) and goes with them.
create table shop_sessions (
  session_hash text primary key,
  customer_id text not null references customers (customer_id) on delete cascade,
  usid text not null,
  auth_type text not null check (auth_type in ('guest', 'registered')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create index shop_sessions_by_customer on shop_sessions (customer_id);
create index shop_sessions_by_expiry on shop_sessions (expires_at);

-- Promotions, grouped by campaign. A null currency means every currency (as the platform
-- says); only enabled promotions are ever answered.
create table promotions (
  promotion_id text primary key,
  campaign_id text not null,
  name text not null,
  callout_msg text not null default '',
  details text not null default '',
  currency char(3),
  start_date timestamptz,
  end_date timestamptz,
  enabled boolean not null default true,
  check (end_date is null or start_date is null or end_date > start_date)
);

create index promotions_by_campaign on promotions (campaign_id);

-- Gift certificates, found by their code. Codes are letters and digits, compared in upper
-- case without the spaces and hyphens a shopper may type; answers only carry the masked code.
create table gift_certificates (
  code text primary key check (code ~ '^[A-Z0-9]{8,32}$'),
  merchant_id text not null unique,
  currency char(3) not null,
  amount numeric(12, 2) not null check (amount >= 0),
  balance numeric(12, 2) not null check (balance >= 0 and balance <= amount),
  status text not null check (status in ('pending', 'issued', 'partially_redeemed', 'redeemed')),
  enabled boolean not null default true,
  description text not null default '',
  message text not null default '',
  recipient_name text not null default '',
  recipient_email text not null default '',
  sender_name text not null default ''
);
