-- Renewal orders (docs/services.md "Renewing"): an order of kind 'renewal' renews the services its items name, for
-- the period each ends at. One renewal order per (service, period) that can still be paid: the unique key below holds
-- it for the service the order was opened for, so the daily job, a second instance and the customer's link all find
-- the same draft. An expired or cancelled renewal order leaves the key free for a new one.
alter table orders drop constraint orders_kind_check;
alter table orders add constraint orders_kind_check check (kind in ('package', 'domain', 'domain_with_package', 'renewal'));
alter table orders add column renewal_of_service_id uuid references services (id) on delete set null;
alter table orders add column renewal_period_end timestamptz;
create unique index orders_renewal_key on orders (renewal_of_service_id, renewal_period_end) where renewal_of_service_id is not null and status in ('draft', 'awaiting_payment', 'paid');

-- Which service an item of a renewal order renews, and the end of the period it renews.
alter table order_items add column service_id uuid references services (id) on delete set null;
alter table order_items add column service_period_end timestamptz;

-- Restoring a domain in redemption costs the TLD's restoration fee on top of the renewal (customerCareDomainRestoration).
alter table tld_price add column restoration_minor bigint not null default 0 check (restoration_minor >= 0);
update tld_price set restoration_minor = renewal_minor * 4;

-- The one-click links of the reminder e-mails (GET /renew/:token): each opens the renewal of one service's period and
-- nothing else, works signed out, and expires. Only the SHA-256 of the token is kept, so a copy of the database
-- opens no link. A link of a period already renewed is refused as used.
create table renewal_links (
  token_hash text primary key,
  service_id uuid not null references services (id) on delete cascade,
  period_end timestamptz not null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index renewal_links_service_idx on renewal_links (service_id);
