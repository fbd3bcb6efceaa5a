import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, PaymentsTable } from '../db/schema';
import type { OrderActor } from '../lifecycle/history';
import { changeOrderStatus } from '../lifecycle/order-status';

type Provider = PaymentsTable['provider'];

/**
 * An order's payment arrived: the lifecycle makes it paid (server/lifecycle/order-status.ts: a conditional update,
 * so of any number of notifications, replays and parallel requests exactly one changes it; an expired bank transfer
 * only on an operator's word), with the history row naming who paid it: the actor given (an operator marking it
 * paid), else the provider of its succeeded payment, else the system. The invoice, the delivery and the
 * payment-received e-mail react to its `order.paid` event in the same transaction (server/order-reactions.ts). True
 * when this call made it paid.
 */
export async function markOrderPaid(db: Kysely<Database>, orderId: string, now: Date, actor?: OrderActor, reason?: string): Promise<boolean> {
  const pay = async (trx: Transaction<Database>) => {
    const by = actor ?? (await paymentActor(trx, orderId));
    const paid = await changeOrderStatus(trx, { orderId, event: { type: 'order.pay', byOperator: by.kind === 'operator' }, actor: by, reason, also: { paid_at: now } }, now);
    return paid?.to === 'paid';
  };
  return db.isTransaction ? pay(db as Transaction<Database>) : db.transaction().execute(pay);
}

/** The provider whose payment of the order succeeded (the first one, when there are more), else the system. */
async function paymentActor(trx: Transaction<Database>, orderId: string): Promise<OrderActor> {
  const payment = await trx.selectFrom('payments').select('provider').where('order_id', '=', orderId).where('status', '=', 'succeeded').orderBy('created_at').executeTakeFirst();
  return { kind: payment?.provider ?? 'system' };
}

export interface PaymentRow {
  id: string;
  order_id: string;
  provider: Provider;
  external_id: string | null;
  amount_minor: bigint;
  currency: string;
  status: PaymentsTable['status'];
}

const PAYMENT_COLUMNS = ['id', 'order_id', 'provider', 'external_id', 'amount_minor', 'currency', 'status'] as const;

/**
 * The order's payment through a provider, created pending the first time: at most one per order and provider
 * (the table's unique key, which leaves out the transfers an operator took from statement lines after the order
 * was paid), however many requests arrive at once.
 */
export async function ensurePayment(
  db: Kysely<Database>,
  payment: { orderId: string; provider: Provider; amountMinor: bigint; currency: string; externalId?: string | undefined; status?: PaymentsTable['status'] },
  now: Date,
): Promise<PaymentRow> {
  await db
    .insertInto('payments')
    .values({
      id: randomUUID(),
      order_id: payment.orderId,
      provider: payment.provider,
      external_id: payment.externalId ?? null,
      amount_minor: payment.amountMinor,
      currency: payment.currency,
      status: payment.status ?? 'pending',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['order_id', 'provider']).where('statement_line_id', 'is', null).doNothing())
    .execute();
  const row = await db
    .selectFrom('payments')
    .select(PAYMENT_COLUMNS)
    .where('order_id', '=', payment.orderId)
    .where('provider', '=', payment.provider)
    .where('statement_line_id', 'is', null)
    .executeTakeFirstOrThrow();
  return { ...row, amount_minor: BigInt(row.amount_minor) };
}

export async function findPaymentByExternalId(db: Kysely<Database>, provider: Provider, externalId: string): Promise<PaymentRow | undefined> {
  const row = await db.selectFrom('payments').select(PAYMENT_COLUMNS).where('provider', '=', provider).where('external_id', '=', externalId).executeTakeFirst();
  return row && { ...row, amount_minor: BigInt(row.amount_minor) };
}

/** An order that a voucher pays in full (nothing left to pay) is paid at once; true when this call paid it. */
export async function payByVoucher(db: Kysely<Database>, order: { id: string; currency: string; totalMinor: bigint | null }, now: Date): Promise<boolean> {
  if (order.totalMinor !== 0n) return false;
  const pay = async (trx: Kysely<Database>) => {
    await ensurePayment(trx, { orderId: order.id, provider: 'voucher', amountMinor: 0n, currency: order.currency, status: 'succeeded' }, now);
    return markOrderPaid(trx, order.id, now);
  };
  // Callable inside finishOrder's transaction as well as on its own.
  return db.isTransaction ? pay(db) : db.transaction().execute(pay);
}

/** What a provider told us about a payment, already checked against the payment and the order. */
export interface PaymentNotification {
  provider: 'stripe' | 'stripe_checkout' | 'gateway';
  /** The provider's id of this notification: the same id again is a replay. */
  eventId: string;
  type: string;
  /** The payment it is about; undefined when it names none of ours. */
  payment: { id: string; orderId: string } | undefined;
  /** succeeded: the money is there; failed: the attempt failed; rejected: amount, currency or order do not match. */
  result: 'succeeded' | 'failed' | 'rejected';
  /**
   * What else a new succeeded notification does, in its transaction (a card saved with the payment is recorded):
   * a replay does nothing, so it happens once.
   */
  alsoOnSuccess?: ((trx: Transaction<Database>) => Promise<void>) | undefined;
}

export type NotificationOutcome = 'paid' | 'order_not_awaiting_payment' | 'payment_failed' | 'rejected' | 'unknown_payment' | 'replayed';

/**
 * Records a notification by its event id and acts on it, in one transaction: a replay finds its row and does
 * nothing; a success marks the payment succeeded and the order paid (once); a failure marks the payment failed
 * unless it already succeeded, and never touches the order.
 */
export async function applyPaymentNotification(db: Kysely<Database>, notification: PaymentNotification, now: Date): Promise<NotificationOutcome> {
  return db.transaction().execute(async (trx) => {
    const { payment } = notification;
    const provisional: NotificationOutcome = !payment ? 'unknown_payment' : notification.result === 'rejected' ? 'rejected' : notification.result === 'failed' ? 'payment_failed' : 'paid';
    const recorded = await trx
      .insertInto('payment_events')
      .values({ provider: notification.provider, event_id: notification.eventId, order_id: payment?.orderId ?? null, type: notification.type, outcome: provisional, received_at: now })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!recorded) return 'replayed';
    if (!payment || provisional === 'rejected') return provisional;

    if (notification.result === 'failed') {
      await trx.updateTable('payments').set({ status: 'failed', updated_at: now }).where('id', '=', payment.id).where('status', '<>', 'succeeded').execute();
      return 'payment_failed';
    }
    await trx.updateTable('payments').set({ status: 'succeeded', updated_at: now }).where('id', '=', payment.id).execute();
    const paid = await markOrderPaid(trx, payment.orderId, now);
    await notification.alsoOnSuccess?.(trx);
    if (paid) return 'paid';
    await trx
      .updateTable('payment_events')
      .set({ outcome: 'order_not_awaiting_payment' })
      .where('provider', '=', notification.provider)
      .where('event_id', '=', notification.eventId)
      .execute();
    return 'order_not_awaiting_payment';
  });
}
