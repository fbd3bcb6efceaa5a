-- The mail outbox: every e-mail is a row written in the transaction of the event it tells of, and sent afterwards
-- by a worker (server/mail/worker.ts). The unique key is the event's, so enqueueing the same event twice keeps one
-- message. Same rules as the earlier migrations: UUID keys made by the application, times written by its clock.

create table mail_outbox (
  id uuid primary key,
  -- The event's unique key, e.g. 'payment-received:<order id>'; also the seed of the stable Message-ID.
  key text not null unique,
  recipient text not null,
  template text not null,
  -- The template's data and the attachment references, written as JSON text like tracking_events.properties.
  data jsonb not null,
  attachments jsonb not null,
  status text not null check (status in ('pending', 'sent', 'failed')),
  -- Claims so far, including one cut short by a crash.
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  -- A worker holds the row until then; after it, another worker may claim it again.
  claimed_until timestamptz,
  last_error text,
  -- What was sent, rendered at the last attempt; null until the first.
  subject text,
  html text,
  text text,
  -- 'smtp' or 'database' (the embedded default keeps the message here, shown at /outbox).
  transport text check (transport in ('smtp', 'database')),
  created_at timestamptz not null,
  sent_at timestamptz
);

create index mail_outbox_due_idx on mail_outbox (status, next_attempt_at);
create index mail_outbox_created_idx on mail_outbox (created_at);
