-- Saved cards (docs/services.md "Saved cards and automatic renewal"): each account's Customer at Stripe, made the
-- first time the account pays by card, and the cards saved to it for automatic renewals. A card is recorded once,
-- by its Stripe PaymentMethod id, however often the event that saved it is delivered.
alter table accounts add column stripe_customer_id text;
create unique index accounts_stripe_customer_key on accounts (stripe_customer_id) where stripe_customer_id is not null;

create table saved_cards (
  id uuid primary key,
  account_id uuid not null references accounts (id) on delete cascade,
  payment_method_id text not null,
  brand text not null,
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  exp_month integer not null check (exp_month between 1 and 12),
  exp_year integer not null,
  created_at timestamptz not null
);
create unique index saved_cards_payment_method_key on saved_cards (payment_method_id);
create index saved_cards_account_idx on saved_cards (account_id);
