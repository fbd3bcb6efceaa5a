/**
 * The one writer of an order's status (docs/orders.md, "Lifecycle"). Checkout, payments, the back office and My
 * orders ask it for a change; it rebuilds the order's snapshot of the orderStatus machine (machines/orderStatus.ts)
 * from the stored status, asks the machine whether the change is allowed, and writes it in one transaction: a
 * conditional update from the status it read (of parallel changes exactly one wins), the history row, and one
 * outbox event per `announce` action the machine returned, whose reactions (invoices, fulfilment, mail:
 * server/lifecycle/reactions.ts) run in the same transaction.
 *
 * A bank transfer past its days is expired first, whatever change is asked (a check at every change, so a payment
 * arriving after the days finds the order expired, never awaiting payment): only an operator's word pays it then.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely, Transaction, Updateable } from 'kysely';
import { transition } from 'xstate';
import { orderStatusMachine } from '../../machines/orderStatus';
import type { OrderStatusAnnouncement, OrderStatusEvent, OrderStatusState } from '../../machines/orderStatus';
import type { Database, OrdersTable } from '../db/schema';
import { transferDaysOver } from '../domain/transfer-expiry';
import { PAYMENT_METHOD_NAMES } from '../../contracts/payment-methods';
import { recordOrderHistory } from './history';
import type { OrderActor } from './history';
import { reactTo } from './reactions';

export type StoredOrderStatus = OrdersTable['status'];

const STATE_OF = { draft: 'draft', awaiting_payment: 'awaitingPayment', paid: 'paid', expired: 'expired', cancelled: 'cancelled' } as const satisfies Record<StoredOrderStatus, OrderStatusState>;
const STATUS_OF = { draft: 'draft', awaitingPayment: 'awaiting_payment', paid: 'paid', expired: 'expired', cancelled: 'cancelled', deleted: 'deleted' } as const satisfies Record<OrderStatusState, StoredOrderStatus | 'deleted'>;

/** What the machine allows from a stored status on an event: the status after it and what it announces. */
export interface AllowedChange {
  to: StoredOrderStatus | 'deleted';
  announcements: OrderStatusAnnouncement[];
}

/** The change the billing rules allow from `from` on `event`; undefined when they refuse it. */
export function allowedOrderChange(from: StoredOrderStatus, event: OrderStatusEvent): AllowedChange | undefined {
  const snapshot = orderStatusMachine.resolveState({ value: STATE_OF[from], context: undefined });
  if (!snapshot.can(event)) return undefined;
  const [next, actions] = transition(orderStatusMachine, snapshot, event);
  const announcements = actions.flatMap((action) => (action.type === 'announce' ? [(action.params as { event: OrderStatusAnnouncement }).event] : []));
  return { to: STATUS_OF[next.value as OrderStatusState], announcements };
}

export interface OrderStatusChange {
  orderId: string;
  event: OrderStatusEvent;
  actor: OrderActor;
  reason?: string | null | undefined;
  /** Columns the change writes with the status (paid_at when paid). */
  also?: Updateable<OrdersTable>;
  /** False when the caller bumps the order's version itself, with its integrity check (finishOrder). */
  bumpVersion?: boolean;
}

/** A change made: the order, its status before and after, and the events announced. */
export interface OrderStatusChanged {
  orderId: string;
  identifier: string;
  from: StoredOrderStatus;
  to: StoredOrderStatus | 'deleted';
  announcements: OrderStatusAnnouncement[];
}

interface StoredOrder {
  identifier: string;
  status: StoredOrderStatus;
  payment_service_name: string | null;
  finished_at: Date | null;
}

/**
 * Makes the change if the rules allow it from the order's status now; undefined when they refuse it, the order is
 * gone, or another change came first. In the caller's transaction, or in its own.
 */
export async function changeOrderStatus(db: Kysely<Database>, change: OrderStatusChange, now: Date): Promise<OrderStatusChanged | undefined> {
  const run = async (trx: Transaction<Database>) => {
    const order = await trx.selectFrom('orders').select(['identifier', 'status', 'payment_service_name', 'finished_at']).where('id', '=', change.orderId).executeTakeFirst();
    if (!order) return undefined;
    let from = order.status;
    if (change.event.type !== 'order.expire' && transferDaysOver({ status: from, paymentServiceName: order.payment_service_name, finishedAt: order.finished_at }, now)) {
      const expired = await write(trx, change.orderId, order, { orderId: change.orderId, event: { type: 'order.expire' }, actor: { kind: 'system' } }, now);
      if (!expired) return undefined;
      from = 'expired';
    }
    return write(trx, change.orderId, { ...order, status: from }, change, now);
  };
  return db.isTransaction ? run(db as Transaction<Database>) : db.transaction().execute(run);
}

async function write(trx: Transaction<Database>, orderId: string, order: StoredOrder, change: OrderStatusChange, now: Date): Promise<OrderStatusChanged | undefined> {
  const allowed = allowedOrderChange(order.status, change.event);
  if (!allowed) return undefined;
  const { to, announcements } = allowed;
  const written =
    to === 'deleted'
      ? (await trx.deleteFrom('orders').where('id', '=', orderId).where('status', '=', order.status).executeTakeFirst()).numDeletedRows
      : (
          await trx
            .updateTable('orders')
            .set({ ...change.also, status: to, updated_at: now, ...(change.bumpVersion === false ? {} : { version: sql<number>`version + 1` }) })
            .where('id', '=', orderId)
            .where('status', '=', order.status)
            .executeTakeFirst()
        ).numUpdatedRows;
  if (written !== 1n) return undefined;
  await recordOrderHistory(trx, { orderId, orderIdentifier: order.identifier, from: order.status, to, actor: change.actor, reason: change.reason ?? null }, now);
  for (const type of announcements) {
    await reactTo(trx, { type, orderId, orderIdentifier: order.identifier }, now);
    await trx.insertInto('order_events').values({ id: randomUUID(), order_id: orderId, order_identifier: order.identifier, type, at: now, handled_at: now }).execute();
  }
  return { orderId, identifier: order.identifier, from: order.status, to, announcements };
}

/**
 * Stores the expiry of an order awaiting a bank transfer past its days (the payment paths call it when they refuse
 * one, so the refusal and the stored status agree). True when the order is expired now.
 */
export async function expireTransferIfDue(db: Kysely<Database>, orderId: string, now: Date): Promise<boolean> {
  const run = async (trx: Transaction<Database>) => {
    const order = await trx.selectFrom('orders').select(['identifier', 'status', 'payment_service_name', 'finished_at']).where('id', '=', orderId).executeTakeFirst();
    if (!order) return false;
    if (order.status === 'expired') return true;
    if (!transferDaysOver({ status: order.status, paymentServiceName: order.payment_service_name, finishedAt: order.finished_at }, now)) return false;
    return (await write(trx, orderId, order, { orderId, event: { type: 'order.expire' }, actor: { kind: 'system' } }, now)) !== undefined;
  };
  return db.isTransaction ? run(db as Transaction<Database>) : db.transaction().execute(run);
}

/**
 * The hourly sweep (server/main.ts): every order still awaiting a bank transfer whose days are over is stored as
 * expired, so that the database, the console's lists and every payment path agree without waiting for someone to
 * touch the order. Each order through expireTransferIfDue (history row, event): two instances sweeping at once
 * expire each order once. Answers how many it expired.
 */
export async function expireDueTransfers(db: Kysely<Database>, now: Date): Promise<number> {
  const candidates = await db
    .selectFrom('orders')
    .select(['id', 'status', 'payment_service_name', 'finished_at'])
    .where('status', '=', 'awaiting_payment')
    .where('payment_service_name', '=', PAYMENT_METHOD_NAMES.transfer)
    .where('finished_at', 'is not', null)
    .execute();
  let expired = 0;
  for (const order of candidates) {
    if (!transferDaysOver({ status: order.status, paymentServiceName: order.payment_service_name, finishedAt: order.finished_at }, now)) continue;
    const stored = await db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirst();
    if (stored?.status === 'awaiting_payment' && (await expireTransferIfDue(db, order.id, now))) expired += 1;
  }
  return expired;
}
