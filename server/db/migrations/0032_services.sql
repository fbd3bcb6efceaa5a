-- What was sold and runs for a period (docs/services.md): a website's package, add-on or plugin, a domain, or a
-- domain's private registration. A paid order starts or extends its services; the status is a state of the
-- serviceLifecycle machine (machines/serviceLifecycle.ts) that the daily job moves as the paid period runs out.
create table services (
  id uuid primary key,
  account_id uuid not null references accounts (id) on delete cascade,
  website_id uuid references websites (id) on delete cascade,
  kind text not null check (kind in ('package', 'addon', 'plugin', 'private_registration', 'domain')),
  package_id uuid references package (id),
  addon_id uuid references addon (id),
  -- Domains and private registrations: the domain name, e.g. 'example.com'.
  domain text,
  paid_until timestamptz not null,
  status text not null default 'active' check (status in ('active', 'expiring', 'grace', 'expired', 'redemption', 'released')),
  auto_renew boolean not null default false,
  -- The paid order that last started or extended it.
  order_id uuid references orders (id),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check ((kind = 'package') = (package_id is not null)),
  check ((kind in ('addon', 'plugin')) = (addon_id is not null)),
  check ((kind in ('domain', 'private_registration')) = (domain is not null)),
  check (kind in ('domain', 'private_registration') or website_id is not null)
);

-- One service of each thing: a website has one package, each add-on once; a domain is held once.
create unique index services_package_key on services (website_id) where kind = 'package';
create unique index services_addon_key on services (website_id, addon_id) where kind in ('addon', 'plugin');
create unique index services_domain_key on services (domain) where kind = 'domain';
create unique index services_private_registration_key on services (domain) where kind = 'private_registration';
create index services_account_idx on services (account_id);
-- What the daily job looks at: everything not yet finished, by the end of its period.
create index services_due_idx on services (paid_until) where status not in ('expired', 'released');

-- What paid orders bought before services existed. A website's package runs until its paid date; its add-ons and
-- plugins (from its paid orders) until the same date; a registered domain until it expires, and its private
-- registration (switched on in a paid order) with it.
insert into services (id, account_id, website_id, kind, package_id, paid_until, created_at, updated_at)
select gen_random_uuid(), w.account_id, w.id, 'package', w.package_id, w.package_paid_until, now(), now()
from websites w
where w.package_id is not null and w.package_paid_until is not null;

insert into services (id, account_id, website_id, kind, addon_id, paid_until, created_at, updated_at)
select gen_random_uuid(), w.account_id, w.id, a.kind, a.id, w.package_paid_until, now(), now()
from websites w
join addon a on exists (
  select 1 from orders o join order_items i on i.order_id = o.id
  where o.website_id = w.id and o.status = 'paid' and i.addon_id = a.id and i.type in ('addon', 'plugin')
)
where w.package_id is not null and w.package_paid_until is not null;

insert into services (id, account_id, website_id, kind, domain, paid_until, created_at, updated_at)
select gen_random_uuid(), r.account_id, r.website_id, 'domain', r.name, r.expires_at, now(), now()
from domain_registry r
where r.status = 'registered' and r.account_id is not null and r.expires_at is not null;

insert into services (id, account_id, website_id, kind, domain, paid_until, created_at, updated_at)
select gen_random_uuid(), r.account_id, r.website_id, 'private_registration', r.name, r.expires_at, now(), now()
from domain_registry r
where r.status = 'registered' and r.account_id is not null and r.expires_at is not null and r.website_id is not null
  and exists (
    select 1 from orders o join order_items i on i.order_id = o.id
    where o.status = 'paid' and i.type = 'private_registration' and i.domain = r.name and i.enabled
  );
