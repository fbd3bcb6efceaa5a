-- One owner of an order's status (server/lifecycle/order-status.ts, docs/orders.md "Lifecycle"): `expired` becomes a
-- stored status (a bank transfer unpaid after its days), and every change of status writes an outbox event beside
-- its history row, in the same transaction. Same rules as 0001: UUID keys made by the application, no triggers,
-- functions or extensions, and every statement ends with a semicolon at the end of a line.
alter table orders drop constraint orders_status_check;
alter table orders add constraint orders_status_check check (status in ('draft', 'awaiting_payment', 'paid', 'expired', 'cancelled'));

alter table order_history drop constraint order_history_from_status_check;
alter table order_history add constraint order_history_from_status_check check (from_status in ('draft', 'awaiting_payment', 'paid', 'expired', 'cancelled'));
alter table order_history drop constraint order_history_to_status_check;
alter table order_history add constraint order_history_to_status_check check (to_status in ('draft', 'awaiting_payment', 'paid', 'expired', 'cancelled', 'deleted'));

-- The lifecycle's outbox: what happened to an order, for mail, invoices and fulfilment to react to. order_id does not
-- reference orders, as in order_history: a deleted draft's event outlives it. handled_at is set once its reactions
-- have run (in the transaction of the change, so a change without its reactions is never committed).
create table order_events (
  id uuid primary key,
  order_id uuid not null,
  order_identifier text not null,
  type text not null check (type in ('order.sentForPayment', 'order.paid', 'order.expired', 'order.cancelled', 'order.deleted')),
  at timestamptz not null,
  handled_at timestamptz,
  seq bigint generated always as identity
);

create index order_events_order_idx on order_events (order_id, seq);

