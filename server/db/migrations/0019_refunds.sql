-- Refunds of succeeded payments and their credit notes (docs/admin.md, "Refunds and credit notes").
-- Same rules as 0001: UUID keys made by the application, no triggers, functions, sequences or extensions, and every
-- statement ends with a semicolon at the end of a line. Times are written by the application (its clock).

-- How much of a payment has been refunded or is being refunded: raised by one conditional update that never lets
-- it pass what was paid, so of any number of parallel refunds only those that fit are made.
alter table payments add column refunded_minor bigint not null default 0 check (refunded_minor >= 0);

-- One refund of a payment, reserved before the provider is asked. The operator's page sends an idempotency key:
-- a double click or a retry with the same key is the same refund (unique per payment).
-- pending: reserved, the provider is being asked; failed: the provider refused or did not answer (retried with the
-- same key); refunded: the provider returned the money; to_pay_out: a bank transfer's refund the operator still
-- has to send; paid_out: sent.
create table refunds (
  id uuid primary key,
  payment_id uuid not null references payments (id),
  order_id uuid not null references orders (id),
  idempotency_key text not null check (length(idempotency_key) between 8 and 100),
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null references currency (code),
  -- What the payment had refunded before this one: the credit note's VAT share is computed from it.
  refunded_before_minor bigint not null check (refunded_before_minor >= 0),
  reason text not null,
  status text not null check (status in ('pending', 'failed', 'refunded', 'to_pay_out', 'paid_out')),
  -- The provider's id of the refund (Stripe's re_..., the gateway's gr_...).
  external_id text,
  failure text,
  operator_id uuid not null references accounts (id),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (payment_id, idempotency_key)
);

create index refunds_order_idx on refunds (order_id);

-- Credit notes are numbered apart from invoices, gapless per year, by the same kind of counter row.
create table credit_note_counter (
  year integer primary key check (year between 2000 and 9999),
  last_number integer not null check (last_number > 0)
);

-- The corrective tax document of a refund, never changed once written; the snapshot holds all it shows.
create table credit_notes (
  id uuid primary key,
  -- 'CN-YYYY-NNNNNN', e.g. CN-2026-000001.
  number text not null unique check (number ~ '^CN-[0-9]{4}-[0-9]{6,}$'),
  year integer not null,
  sequence integer not null check (sequence > 0),
  refund_id uuid not null unique references refunds (id),
  order_id uuid not null references orders (id),
  account_id uuid not null references accounts (id),
  invoice_number text,
  issued_at timestamptz not null,
  currency text not null references currency (code),
  total_minor bigint not null check (total_minor > 0),
  snapshot jsonb not null,
  unique (year, sequence)
);

create index credit_notes_order_idx on credit_notes (order_id);
