-- Domains (issue 8): which TLDs take internationalised names, what an order is, and the portal's own registry of
-- domain names with the reservations finished orders hold. docs/domains.md has the rules.

-- Whether the TLD's registry accepts internationalised (accented) names.
alter table tld add column idn boolean not null default false;
update tld set idn = true where name in ('com', 'net', 'org', 'eu', 'de');

-- What the order buys; null for orders made before domains (derived from their items).
alter table orders add column kind text check (kind in ('package', 'domain', 'domain_with_package'));
-- The voucher was put on by choosing a package with a free domain (chooseOrderPackage), not typed by the customer.
alter table orders add column voucher_from_package boolean not null default false;

-- Fulfilment of a domain item once its order is paid: null before, 'registered' or 'failed' after.
alter table order_items add column registration text check (registration in ('registered', 'failed'));

-- The portal's registry: one row per name, in ASCII lower case (e.g. 'xn--caf-dma.com').
-- status 'registered': held through the portal (account_id and expires_at set).
-- status 'held_elsewhere': registered at another registrar; transferable with its auth code (auth_code_hash).
-- status 'reserved': a finished order awaiting payment holds a name nobody holds (until reserved_until).
-- A held_elsewhere row can also carry a transfer's reservation (order_id and reserved_until).
create table domain_registry (
  name text primary key check (name ~ '^[a-z0-9-]{2,63}\.[a-z]{2,24}$'),
  tld text not null references tld (name),
  status text not null check (status in ('registered', 'held_elsewhere', 'reserved')),
  -- sha256 of the auth code, hex; held_elsewhere only.
  auth_code_hash text check (auth_code_hash ~ '^[0-9a-f]{64}$'),
  account_id uuid references accounts (id),
  website_id uuid references websites (id) on delete set null,
  order_id uuid references orders (id) on delete set null,
  reserved_until timestamptz,
  registered_at timestamptz,
  expires_at timestamptz,
  check ((status = 'held_elsewhere') = (auth_code_hash is not null)),
  check (status <> 'reserved' or (order_id is not null and reserved_until is not null))
);

create index domain_registry_website_idx on domain_registry (website_id) where website_id is not null;
