-- The operators of the hosting business and what they do in the back office.
-- Same rules as 0001: UUID keys made by the application, no triggers, functions or extensions, and every
-- statement ends with a semicolon at the end of a line. Times are written by the application (its clock).

-- Who an account is: a customer (everyone who signs up) or an operator of the portal (made by the seed or by
-- another operator, never by signing up).
alter table accounts add column role text not null default 'customer' check (role in ('customer', 'operator'));

-- Every operator action, append-only: who, when, what, and the subject's data before and after (JSON).
create table audit_log (
  id uuid primary key,
  account_id uuid not null references accounts (id),
  action text not null,
  subject_type text not null,
  subject_id text not null,
  before jsonb,
  after jsonb,
  reason text,
  created_at timestamptz not null
);

create index audit_log_created_idx on audit_log (created_at);
create index audit_log_subject_idx on audit_log (subject_type, subject_id);
