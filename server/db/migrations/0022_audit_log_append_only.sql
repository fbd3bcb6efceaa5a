-- The audit log is append-only in the database itself, not only by the portal's convention: every UPDATE, DELETE
-- and TRUNCATE of audit_log is refused, whoever asks. A revoked privilege would not do: PGlite's single user, and
-- often the portal's PostgreSQL role, is the table's owner or a superuser, whom no privilege stops; a trigger stops
-- them too. This is the one trigger and the one function of the portal's schema (docs/decisions.md, "The audit log
-- refuses changes"); the rest keeps to 0001's rules. The function's body is dollar-quoted: the migration splitter
-- (server/db/migrate.ts) ends no statement inside it.
create function audit_log_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'The audit log is append-only: % of audit_log is refused.', tg_op
    using errcode = 'insufficient_privilege';
end;
$$;

create trigger audit_log_no_update_or_delete before update or delete on audit_log
  for each row execute function audit_log_refuse_change();

create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_refuse_change();
