-- Events of the portal's own collector (POST /api/events), the default when no analytics keys are configured.
-- Same rules as the earlier migrations: UUID keys made by the application, times written by its clock.

create table tracking_events (
  id uuid primary key,
  name text not null,
  category text not null check (category in ('essential', 'analytics')),
  -- Written as JSON text, like settings.value, so both drivers store the same jsonb.
  properties jsonb not null,
  -- 'webnode_' + the user hash, or '' for an anonymous visitor.
  user_id text not null,
  anonymous_id text not null,
  session_id bigint,
  -- The signed-in account that sent the batch, if any.
  account_id uuid references accounts (id) on delete set null,
  occurred_at timestamptz not null,
  received_at timestamptz not null
);

create index tracking_events_received_idx on tracking_events (received_at);
