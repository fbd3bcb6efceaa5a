-- Operators made and disabled from the command line (`npm run operator`, docs/admin.md), not in the database.
-- Same rules as 0001: UUID keys made by the application, no functions or extensions, and every statement ends
-- with a semicolon at the end of a line. Times are written by the application (its clock).

-- A disabled operator keeps the account (its audit entries name it) but cannot sign in; null while enabled.
alter table accounts add column disabled_at timestamptz;

-- Who did an audited action: an operator (account_id names them) or the command line, run by whoever administers
-- the server (no account). Adding a column and dropping a not-null change no row: the append-only trigger of 0022
-- is not involved, and the entries written so far are operators'.
alter table audit_log alter column account_id drop not null;
alter table audit_log add column actor text not null default 'operator' check (actor in ('operator', 'command line'));
alter table audit_log add constraint audit_log_actor_account check ((actor = 'operator') = (account_id is not null));
