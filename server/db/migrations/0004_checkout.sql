-- The checkout: what an order can hold besides a package (add-ons, plugins, domains, private registration), the
-- prices of each, VAT rates, vouchers, the billing data of an order, and payments recorded exactly once.
-- Amounts are bigint minor units. See docs/checkout.md for the rules these tables carry.

-- When the website's current package is paid until; an upgrade credits the unused part (the level discount).
alter table websites add column package_paid_until timestamptz;

-- Package add-ons and plugins: extras bought with a package, each priced per billing period.
create table addon (
  id uuid primary key,
  identifier text not null unique check (identifier ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  kind text not null check (kind in ('addon', 'plugin')),
  title text not null,
  label text not null,
  info text not null,
  show_more_text text,
  kb_article_url text,
  position integer not null
);

-- One row per add-on, billing period and currency: the price of the whole period.
create table addon_price (
  addon_id uuid not null references addon (id) on delete cascade,
  period_months integer not null check (period_months > 0),
  currency text not null references currency (code),
  amount_minor bigint not null check (amount_minor >= 0),
  primary key (addon_id, period_months, currency)
);

-- Top-level domains the portal sells, e.g. 'com'.
create table tld (
  name text primary key check (name ~ '^[a-z]{2,24}$'),
  -- Whether the free-domain voucher can make the first year of this TLD free.
  supports_free_voucher boolean not null,
  -- Whether the registry allows hiding the registrant (private registration).
  private_registration boolean not null,
  position integer not null
);

-- Yearly prices of a TLD per currency: first year (registration or transfer), later years (renewal), and private
-- registration per year.
create table tld_price (
  tld text not null references tld (name) on delete cascade,
  currency text not null references currency (code),
  registration_minor bigint not null check (registration_minor >= 0),
  renewal_minor bigint not null check (renewal_minor >= 0),
  transfer_minor bigint not null check (transfer_minor >= 0),
  private_registration_minor bigint not null check (private_registration_minor >= 0),
  primary key (tld, currency)
);

-- The standard VAT rate of each country the portal bills, in basis points (2100 = 21 %).
create table vat_rate (
  country_code text primary key check (country_code ~ '^[A-Z]{2}$'),
  country_name text not null,
  rate_basis_points integer not null check (rate_basis_points between 0 and 10000),
  -- EU member state: business customers with a VAT ID of another member state pay no VAT (reverse charge).
  eu boolean not null,
  -- The prefix of the country's VAT IDs (EL for Greece); null outside the EU.
  vat_prefix text check (vat_prefix ~ '^[A-Z]{2}$')
);

create table voucher (
  id uuid primary key,
  -- Stored upper case; customers type it in any case.
  code text not null unique check (code ~ '^[A-Z0-9][A-Z0-9-]{1,31}$'),
  kind text not null check (kind in ('percent', 'fixed', 'free_domain')),
  percent integer check (percent between 1 and 100),
  amount_minor bigint check (amount_minor > 0),
  -- The currency of a fixed amount; such a voucher applies only to orders in it.
  currency text references currency (code),
  -- Item types it discounts ('package', 'addon', 'plugin', 'domain', 'private_registration'), as a JSON array.
  applies_to jsonb not null,
  text text not null,
  valid_from timestamptz,
  valid_until timestamptz,
  -- How many finished orders may use it; null: no limit.
  usage_limit integer check (usage_limit > 0),
  used_count integer not null default 0 check (used_count >= 0),
  check ((kind = 'percent') = (percent is not null)),
  check ((kind = 'fixed') = (amount_minor is not null and currency is not null))
);

alter table orders add column voucher_id uuid references voucher (id);
-- The billing contact as entered: a JSON object of contact input name -> value, empty values left out.
alter table orders add column billing jsonb not null default '{}';
alter table orders add column payment_service_name text;
-- Fixed when the order is finished: what the customer pays, VAT included.
alter table orders add column total_minor bigint check (total_minor >= 0);
alter table orders add column finished_at timestamptz;
alter table orders add column paid_at timestamptz;

alter table order_items drop constraint order_items_type_check;
alter table order_items add constraint order_items_type_check check (type in ('package', 'addon', 'plugin', 'domain', 'private_registration'));
alter table order_items add column addon_id uuid references addon (id);
-- The domain name of a domain or private registration item, e.g. 'example.com'.
alter table order_items add column domain text;
alter table order_items add column tld text references tld (name);
-- Private registration: whether it is switched on. Other items are in the order while their row exists.
alter table order_items add column enabled boolean not null default true;
-- The registrant of a domain (private registration item): a JSON object of contact field -> value.
alter table order_items add column contact jsonb;

create unique index order_items_domain_idx on order_items (order_id, type, domain) where domain is not null;
create unique index order_items_addon_idx on order_items (order_id, addon_id) where addon_id is not null;

-- At most one payment per order and provider (so one Stripe PaymentIntent per order); the order's status, changed
-- by one conditional update, is what makes it paid exactly once.
create table payments (
  id uuid primary key,
  order_id uuid not null references orders (id) on delete cascade,
  provider text not null check (provider in ('stripe', 'gateway', 'transfer', 'voucher')),
  -- The provider's id of the payment: Stripe's PaymentIntent id, the gateway's transaction id.
  external_id text unique,
  amount_minor bigint not null check (amount_minor >= 0),
  currency text not null references currency (code),
  status text not null check (status in ('pending', 'succeeded', 'failed')),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (order_id, provider)
);

-- Every provider notification handled, by the provider's event id: a replayed one finds its row and does nothing.
create table payment_events (
  provider text not null,
  event_id text not null,
  order_id uuid references orders (id) on delete cascade,
  type text not null,
  outcome text not null,
  received_at timestamptz not null,
  primary key (provider, event_id)
);
