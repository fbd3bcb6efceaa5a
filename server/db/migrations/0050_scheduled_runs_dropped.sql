-- The scheduler runs on pg-boss (server/scheduler.ts, docs/decisions.md "The scheduler"): each job's slot is a job in
-- pg-boss's job table with an id made from the job and its slot, installed after these migrations by migrate.ts.
-- The claims of migration 0034 have no reader left.
drop table scheduled_runs;
