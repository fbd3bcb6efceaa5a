-- A website whose package lapsed and was not renewed within its grace is archived by the daily job
-- (server/services/daily.ts, docs/services.md): hidden from My websites, its content kept, never deleted by it.
alter table websites add column archived_at timestamptz;
