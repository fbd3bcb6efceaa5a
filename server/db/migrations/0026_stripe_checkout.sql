-- Stripe Checkout, Stripe's hosted payment page (docs/checkout.md, "Stripe Checkout"), is a provider of its own: its
-- payment of an order is a row beside the card's, and it may pay an order (the order's history names it).
alter table payments drop constraint payments_provider_check;
alter table payments add constraint payments_provider_check check (provider in ('stripe', 'stripe_checkout', 'gateway', 'transfer', 'voucher'));
alter table order_history drop constraint order_history_actor_kind_check;
alter table order_history add constraint order_history_actor_kind_check check (actor_kind in ('customer', 'operator', 'system', 'stripe', 'stripe_checkout', 'gateway', 'transfer', 'voucher'));
-- The Checkout Session of the payment's open attempt (payments.attempt): the one page of the order that can take
-- money. Null while the attempt's session is being made, and once no attempt is open.
alter table payments add column checkout_session text;
