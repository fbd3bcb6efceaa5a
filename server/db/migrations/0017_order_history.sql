-- Every change of an order's status: from what to what, by whom (the customer, a payment provider, an operator or
-- the system), why and when. Written in the same transaction as the change itself (server/orders/history.ts).
-- Same rules as 0001: UUID keys made by the application, no triggers, functions or extensions, and every
-- statement ends with a semicolon at the end of a line. Times are written by the application (its clock).

-- order_id does not reference orders: a deleted draft's row is its last trace, and it outlives the order.
create table order_history (
  id uuid primary key,
  order_id uuid not null,
  order_identifier text not null,
  from_status text check (from_status in ('draft', 'awaiting_payment', 'paid', 'cancelled')),
  to_status text not null check (to_status in ('draft', 'awaiting_payment', 'paid', 'cancelled', 'deleted')),
  actor_kind text not null check (actor_kind in ('customer', 'operator', 'system', 'stripe', 'gateway', 'transfer', 'voucher')),
  account_id uuid references accounts (id),
  reason text,
  at timestamptz not null
);

create index order_history_order_idx on order_history (order_identifier, at);
