-- A smaller package chosen for a website's next period (docs/services.md "Downgrade at renewal"): one per website. The
-- renewal order of the period that ends at `starts_at` is for this package, and on that day the website moves to it.
-- `paid_order_id` names the renewal order that paid the next period for it, once paid.
create table package_downgrades (
  website_id uuid primary key references websites (id) on delete cascade,
  account_id uuid not null references accounts (id) on delete cascade,
  package_id uuid not null references package (id),
  starts_at timestamptz not null,
  paid_order_id uuid references orders (id),
  chosen_at timestamptz not null
);
-- What the daily job looks at: the choices paid for whose day has come.
create index package_downgrades_due_idx on package_downgrades (starts_at) where paid_order_id is not null;

-- A customer's own change of a service (choosing or cancelling a downgrade) is audited too, under the customer's account.
alter table audit_log drop constraint audit_log_actor_check;
alter table audit_log add constraint audit_log_actor_check check (actor in ('operator', 'command line', 'customer'));
alter table audit_log drop constraint audit_log_actor_account;
alter table audit_log add constraint audit_log_actor_account check ((actor = 'command line') = (account_id is null));
