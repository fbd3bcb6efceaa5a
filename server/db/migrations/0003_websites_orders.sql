-- Websites (SPEC.md's projects), what each package can carry, and draft package orders.

-- What a package can carry; a package without a row carries anything. max_pages / storage_mb null: unlimited.
create table package_limit (
  package_id uuid primary key references package (id) on delete cascade,
  max_pages integer check (max_pages > 0),
  storage_mb integer check (storage_mb > 0),
  eshop boolean not null
);

create table websites (
  id uuid primary key,
  account_id uuid not null references accounts (id) on delete cascade,
  -- The website's identifier: lowercase letters, digits and inner hyphens, 1 to 63 characters (3 to 63 for new ones).
  name text not null unique check (name ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'),
  package_id uuid references package (id) on delete set null,
  -- What the website uses today; the price list compares it with package_limit.
  used_pages integer not null default 1 check (used_pages >= 0),
  used_storage_mb integer not null default 0 check (used_storage_mb >= 0),
  uses_eshop boolean not null default false,
  created_at timestamptz not null
);

create index websites_account_idx on websites (account_id);

create table orders (
  id uuid primary key,
  -- Short and readable for people and URLs: ORD- and 8 base32 characters.
  identifier text not null unique,
  account_id uuid not null references accounts (id),
  website_id uuid references websites (id) on delete set null,
  status text not null check (status in ('draft', 'awaiting_payment', 'paid', 'cancelled')),
  currency text not null references currency (code),
  version integer not null default 1,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create index orders_account_idx on orders (account_id);

create table order_items (
  id uuid primary key,
  order_id uuid not null references orders (id) on delete cascade,
  type text not null check (type in ('package')),
  package_id uuid references package (id),
  -- What the customer chose ('buy', 'upgrade' or 'downgrade' for a package).
  action text,
  period_months integer not null default 12 check (period_months > 0),
  created_at timestamptz not null
);

create index order_items_order_idx on order_items (order_id);
