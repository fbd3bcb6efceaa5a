-- The daily lifecycle job (server/services/daily.ts, docs/services.md) and the scheduler that runs it once across
-- instances (server/scheduler.ts, docs/decisions.md "The scheduler").

-- A website whose package lapsed and was not renewed within its grace is archived by the daily job: hidden from
-- My websites, its content kept, never deleted by it.
alter table websites add column archived_at timestamptz;

-- One row per run of a scheduled job and its slot (the day of the daily job, the hour of an hourly one): the
-- instance that inserts it runs the job, the others see it taken. claimed_until is the claim's lease: a run that
-- neither finished nor failed by then (its instance died) may be claimed again by another instance.
create table scheduled_runs (
  job text not null,
  slot text not null,
  claimed_by text not null,
  claimed_until timestamptz not null,
  attempts integer not null default 1,
  finished_at timestamptz,
  error text,
  primary key (job, slot)
);
