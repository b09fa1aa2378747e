-- What a registered customer keeps beside the customers row (catalogue spec, section 3:
-- "addresses (with a preferred one), payment instruments"), their orders, and the one-time
-- tokens of the password reset. Nothing is seeded: orders arrive with the basket flow.

create table customer_addresses (
  customer_id text not null references customers (customer_id) on delete cascade,
  -- The customer's own name for the address ("Home", "Workshop"), unique per customer.
  address_id text not null,
  preferred boolean not null default false,
  first_name text,
  last_name text not null,
  company_name text,
  address1 text,
  address2 text,
  city text,
  postal_code text,
  state_code text,
  country_code char(2) not null,
  phone text,
  created_at timestamptz not null default now(),
  last_modified timestamptz not null default now(),
  primary key (customer_id, address_id)
);

-- At most one preferred address per customer, whatever the order of concurrent writes.
create unique index customer_addresses_one_preferred_idx on customer_addresses (customer_id) where preferred;

-- Cards are kept masked: the full number never reaches the database.
create table customer_payment_instruments (
  payment_instrument_id text primary key,
  customer_id text not null references customers (customer_id) on delete cascade,
  payment_method_id text not null,
  card_type text not null,
  masked_number text not null,
  number_last_digits char(4) not null,
  holder text not null,
  expiration_month int not null check (expiration_month between 1 and 12),
  expiration_year int not null,
  created_at timestamptz not null default now(),
  last_modified timestamptz not null default now()
);

create index customer_payment_instruments_customer_idx on customer_payment_instruments (customer_id);

create table orders (
  order_no text primary key,
  customer_id text not null references customers (customer_id),
  status text not null check (status in ('created', 'new', 'open', 'completed', 'cancelled', 'replaced', 'failed')),
  currency char(3) not null,
  product_total numeric(14, 2) not null,
  tax_total numeric(14, 2) not null,
  order_total numeric(14, 2) not null,
  customer_email text,
  product_items jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  last_modified timestamptz not null default now()
);

-- A customer's order history is read newest first, a page at a time.
create index orders_customer_created_idx on orders (customer_id, created_at desc, order_no);

-- Only a hash of each reset token is kept, so a read of this table cannot reset a password.
create table customer_password_reset_tokens (
  token_hash text primary key,
  customer_id text not null references customers (customer_id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);

create index customer_password_reset_tokens_customer_idx on customer_password_reset_tokens (customer_id);
