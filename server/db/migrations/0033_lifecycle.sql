-- The service lifecycle's moving parts (docs/services.md): the operator's settings, each run of the daily job, and
-- the notices sent about a service's period, one per (service, period, kind) so that two instances, a rerun or a
-- crash mid-run never send the same reminder twice.

-- One row: the policy's days, defaults from the trade. Changed by operators in the console (audited).
create table lifecycle_settings (
  id boolean primary key default true check (id),
  -- How long before the end of the paid period the renewal order is made and the first reminder sent.
  renewal_lead_days integer not null default 30 check (renewal_lead_days between 1 and 120),
  -- How long a lapsed website keeps its content on the free version before it is archived.
  hosting_grace_days integer not null default 90 check (hosting_grace_days between 1 and 365),
  -- How long after expiry a domain renews at the normal price, then how long it can be restored for a fee.
  domain_grace_days integer not null default 30 check (domain_grace_days between 0 and 120),
  redemption_days integer not null default 30 check (redemption_days between 0 and 120),
  -- Reminder e-mails, in days before the end of the paid period (0: on the day; negative: after it).
  hosting_reminder_days integer[] not null default '{30,14,3,0}',
  domain_reminder_days integer[] not null default '{30,7,-3}',
  -- The last e-mail before a website is archived goes this many days before.
  archive_notice_days integer not null default 7 check (archive_notice_days between 1 and 60),
  -- Draft orders nobody touched for this many days are deleted.
  draft_retention_days integer not null default 90 check (draft_retention_days between 7 and 3650),
  updated_at timestamptz,
  updated_by uuid references accounts (id) on delete set null
);
insert into lifecycle_settings (id) values (true);

-- Each run of the daily job: the moment it ran as of, how it ended, what it did.
create table lifecycle_runs (
  id uuid primary key,
  as_of timestamptz not null,
  started_at timestamptz not null,
  finished_at timestamptz,
  outcome text not null default 'running' check (outcome in ('running', 'finished', 'failed')),
  -- What the run did, by kind: {"looked": 120, "expiring": 3, "grace": 1, "reminders": 4, "renewalOrders": 2, ...}.
  counts text not null default '{}',
  error text
);
create index lifecycle_runs_started_idx on lifecycle_runs (started_at desc);

-- What was sent or done once per service and period: reminders ('reminder:30', 'reminder:0', 'reminder:-3'), the
-- free-version notice, the archive notice, the release. The unique key is the idempotency of the daily job.
create table service_notices (
  id uuid primary key,
  service_id uuid not null references services (id) on delete cascade,
  -- The end of the paid period the notice is about: a renewed service starts a new set of notices.
  period_end timestamptz not null,
  kind text not null,
  created_at timestamptz not null,
  unique (service_id, period_end, kind)
);
