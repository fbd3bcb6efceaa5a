-- Automatic renewal with a saved card (docs/services.md "Automatic renewal"): each off-session charge of a renewal
-- order, one row per order and attempt (the first on the renewal day, retries 1, 3 and 5 days after the first
-- failure). The row is claimed before Stripe is asked, and its attempt is part of the idempotency key, so two
-- instances, a rerun or a retried job charge an attempt once.
create table renewal_charges (
  order_id uuid not null references orders (id) on delete cascade,
  attempt integer not null check (attempt between 1 and 4),
  -- The PaymentIntent Stripe made for it; null until Stripe answered.
  intent_id text,
  -- charging: claimed, Stripe not answered yet; charged: Stripe took the payment (its webhook pays the order);
  -- failed: the card needs its holder (authentication, a decline, an expired card).
  outcome text not null default 'charging' check (outcome in ('charging', 'charged', 'failed')),
  -- Stripe's code of a failure: authentication_required, card_declined, expired_card ...
  failure_code text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  primary key (order_id, attempt)
);
