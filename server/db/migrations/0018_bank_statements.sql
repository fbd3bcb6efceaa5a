-- Bank statements imported in the back office, and what became of each incoming payment on them.
-- Same rules as 0001: UUID keys made by the application, no triggers, functions or extensions, and every
-- statement ends with a semicolon at the end of a line. Times are written by the application (its clock).

-- One import of a file that brought at least one new line (an import of lines all seen before writes nothing).
create table bank_statements (
  id uuid primary key,
  account_id uuid not null references accounts (id),
  format text not null check (format in ('camt053', 'csv')),
  file_name text,
  entries integer not null,
  imported_at timestamptz not null
);

-- An incoming payment (credit) of a statement. The bank's unique reference of the entry (AcctSvcrRef, or the
-- CSV's transaction_id) with the account it was booked on is the key: the same entry in a second or an
-- overlapping statement, or in a parallel import of the same file, is taken once.
create table bank_statement_lines (
  id uuid primary key,
  statement_id uuid not null references bank_statements (id),
  bank_account text not null,
  entry_reference text not null,
  position integer not null,
  booked_on text not null,
  amount_minor bigint not null,
  currency text not null,
  reference text not null,
  counterparty text not null,
  -- The order its reference names, if any (paid by it, or short, over, or no longer awaiting payment).
  order_id uuid references orders (id),
  outcome text not null check (outcome in ('paid', 'short', 'over', 'unknown', 'resolved', 'left')),
  resolved_by uuid references accounts (id),
  resolution_reason text,
  resolved_at timestamptz,
  created_at timestamptz not null
);

create unique index bank_statement_lines_entry_idx on bank_statement_lines (bank_account, entry_reference);
create index bank_statement_lines_outcome_idx on bank_statement_lines (outcome);
