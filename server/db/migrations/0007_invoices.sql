-- Tax invoices of paid orders (docs/invoices.md). Numbers are gapless per year: a counter row per year is raised by
-- one conditional statement in the transaction that marks the order paid, so a rolled-back payment gives its number
-- back and two payments can never share one. No sequences: they leave gaps and do not travel to distributed engines.

create table invoice_counter (
  year integer primary key check (year between 2000 and 9999),
  last_number integer not null check (last_number > 0)
);

-- One invoice per order, never changed once written: the snapshot holds everything the document shows (seller,
-- buyer, lines, VAT per rate, totals, payment method), so the PDF never depends on later prices or settings.
create table invoices (
  id uuid primary key,
  -- 'YYYY-NNNNNN', e.g. 2026-000123.
  number text not null unique check (number ~ '^[0-9]{4}-[0-9]{6,}$'),
  year integer not null,
  sequence integer not null check (sequence > 0),
  order_id uuid not null unique references orders (id),
  account_id uuid not null references accounts (id),
  issued_at timestamptz not null,
  currency text not null references currency (code),
  total_minor bigint not null check (total_minor >= 0),
  snapshot jsonb not null,
  unique (year, sequence)
);

create index invoices_account_idx on invoices (account_id);
