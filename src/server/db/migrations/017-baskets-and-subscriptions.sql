-- Shop API baskets and the orders they become (shell spec, section 7; issue 17): a basket
-- per shopper and currency with its items, payment instruments and coupons; the prices of
-- the subscription periods a true-independent buys (EU Regulation 2018/858, Art. 63: by the
-- hour, day, month or year at proportionate prices), and demo coupons. The prices and
-- coupons are demo data (src/server/db/demo-data/subscriptions), seeded with the rest.

create table subscription_prices (
  period text not null check (period in ('hour', 'day', 'month', 'year')),
  currency char(3) not null,
  price numeric(12, 2) not null check (price > 0),
  primary key (currency, period)
);

-- A coupon takes a percentage off the items it applies to: subscriptions, parts or both.
-- Codes are kept upper case and matched without regard to case.
create table coupons (
  code text primary key check (code = upper(code)),
  description text not null,
  percent_off numeric(5, 2) not null check (percent_off > 0 and percent_off <= 100),
  applies_to text not null check (applies_to in ('subscription', 'parts', 'any')),
  enabled boolean not null default true
);

create table baskets (
  basket_id text primary key,
  customer_id text not null references customers (customer_id) on delete cascade,
  -- The shopper session that made it: a guest's basket is merged into the basket of the
  -- customer who signs in with the same session (POST baskets/actions/merge).
  usid text not null,
  currency char(3) not null,
  customer_email text,
  billing_address jsonb,
  shipping_address jsonb,
  shipping_method_id text,
  -- Set while POST orders charges the basket: a second POST orders meanwhile is refused
  -- instead of charging again. Cleared when the charge is declined; an order deletes the basket.
  order_attempt_at timestamptz,
  created_at timestamptz not null default now(),
  last_modified timestamptz not null default now()
);

create index baskets_customer_idx on baskets (customer_id, created_at desc);
create index baskets_usid_idx on baskets (usid);

-- Prices are the server's (the catalogue's part prices, subscription_prices), never the client's.
create table basket_items (
  basket_id text not null references baskets (basket_id) on delete cascade,
  item_id text not null,
  -- Items keep the order they were added in.
  position int not null,
  product_id text not null,
  product_name text not null,
  quantity int not null check (quantity between 1 and 999),
  base_price numeric(12, 2) not null check (base_price >= 0),
  subscription_period text check (subscription_period in ('hour', 'day', 'month', 'year')),
  primary key (basket_id, item_id),
  check (subscription_period is null or quantity = 1)
);

-- At most one subscription item per basket, whatever the order of concurrent writes.
create unique index basket_items_one_subscription_idx on basket_items (basket_id) where subscription_period is not null;

-- A card as the payment processor tokenised it: its token and the masked number only. The
-- full number and the security code never reach the database.
create table basket_payment_instruments (
  payment_instrument_id text primary key,
  basket_id text not null references baskets (basket_id) on delete cascade,
  payment_method_id text not null,
  amount numeric(14, 2) not null check (amount >= 0),
  card_type text not null,
  holder text not null,
  masked_number text not null,
  number_last_digits char(4) not null,
  expiration_month int not null check (expiration_month between 1 and 12),
  expiration_year int not null,
  processor_token text not null,
  created_at timestamptz not null default now()
);

create index basket_payment_instruments_basket_idx on basket_payment_instruments (basket_id, created_at);

create table basket_coupons (
  basket_id text not null references baskets (basket_id) on delete cascade,
  coupon_item_id text not null,
  code text not null references coupons (code),
  created_at timestamptz not null default now(),
  primary key (basket_id, coupon_item_id),
  unique (basket_id, code)
);

-- Orders placed from a basket: the address billed, the cards charged (masked), how the
-- payment stands, the processor's charge, and for a subscription the end it moved to. A
-- basket becomes at most one order (basket_id unique), so a repeated POST orders cannot
-- place or charge twice.
alter table orders
  add column basket_id text unique,
  add column billing_address jsonb,
  add column payment_instruments jsonb not null default '[]'::jsonb,
  add column payment_status text check (payment_status in ('not_paid', 'part_paid', 'paid')),
  add column payment_transaction_id text,
  add column coupon_items jsonb not null default '[]'::jsonb,
  add column product_sub_total numeric(14, 2),
  add column subscription_end_date text;

create sequence order_numbers start with 10000001;
