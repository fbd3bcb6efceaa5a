/**
 * One payment page at a time (docs/checkout.md). A real redirect provider takes the money when the payer approves
 * on its page, whatever our server later makes of the answer; so once an order is paid, or a payment page of it is
 * open and unanswered, no other page of that order may be shown, and an answer from any page but the open one must
 * take nothing. Each page shown is an attempt: opening one claims the payment by a conditional update, answering
 * one marks it answered, so a new page can be opened after a Decline, and a page left open blocks the order for at
 * most GATEWAY_PAGE_MINUTES.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { transferWait } from '../domain/transfer-expiry';
import { expireTransferIfDue } from '../lifecycle/order-status';

/** How long an unanswered payment page holds the payment: a page closed without an answer frees it after this. */
export const GATEWAY_PAGE_MINUTES = 15;

/**
 * Why a payment page is refused: the order is paid, another page is open, the order is a bank transfer past its days
 * (ORDER_EXPIRED), it was cancelled (ORDER_CANCELLED), or it cannot be paid now.
 */
export type PageRefusal = 'paid' | 'inProgress' | 'expired' | 'cancelled' | 'notPayable';

/**
 * An order awaiting payment that may still be paid at `now`: 'expired' once its bank transfer's days are over (the
 * lifecycle stores it so as the page is refused).
 */
async function payableNow(db: Kysely<Database>, orderId: string, now: Date): Promise<'paid' | 'payable' | 'expired' | 'cancelled' | 'notPayable'> {
  const order = await db.selectFrom('orders').select(['status', 'payment_service_name', 'finished_at']).where('id', '=', orderId).executeTakeFirst();
  if (order?.status === 'paid') return 'paid';
  if (order?.status === 'expired') return 'expired';
  if (order?.status === 'cancelled') return 'cancelled';
  if (order?.status !== 'awaiting_payment') return 'notPayable';
  if (!transferWait({ status: order.status, paymentServiceName: order.payment_service_name, finishedAt: order.finished_at }, now).expired) return 'payable';
  await expireTransferIfDue(db, orderId, now);
  return 'expired';
}

/**
 * Claims the payment for a new page (`attempt`): granted only while the order awaits payment, the payment has not
 * succeeded and no other page is open (none, the last one answered, or opened more than `holdMinutes` ago; null: a
 * page holds the payment until it is answered, as Stripe Checkout's session does until it ends at Stripe).
 * Undefined when granted.
 */
export async function openAttempt(
  db: Kysely<Database>,
  payment: { id: string; orderId: string },
  attempt: string,
  now: Date,
  holdMinutes: number | null = GATEWAY_PAGE_MINUTES,
): Promise<PageRefusal | undefined> {
  const payable = await payableNow(db, payment.orderId, now);
  if (payable !== 'payable') return payable;
  const claimed = await db
    .updateTable('payments')
    .set({ attempt, attempt_opened_at: now, attempt_answered_at: null, updated_at: now })
    .where('id', '=', payment.id)
    .where('status', '<>', 'succeeded')
    .where((eb) =>
      eb.or([
        eb('attempt', 'is', null),
        eb('attempt_answered_at', 'is not', null),
        ...(holdMinutes === null ? [] : [eb('attempt_opened_at', '<', new Date(now.getTime() - holdMinutes * 60_000))]),
      ]),
    )
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 1n) return undefined;
  const current = await db.selectFrom('payments').select('status').where('id', '=', payment.id).executeTakeFirst();
  return current?.status === 'succeeded' ? 'paid' : 'inProgress';
}

/**
 * What an answer of `attempt` may do: 'act' when it is the open page's answer (marked answered now; its repeats
 * act too, and the payment events make them replays), 'replay' when this page was answered before, and a refusal
 * when another page replaced it, the order was paid meanwhile, or it cannot be paid any more.
 */
export async function answerAttempt(
  db: Kysely<Database>,
  payment: { id: string; orderId: string },
  attempt: string,
  now: Date,
): Promise<'act' | 'replay' | PageRefusal> {
  const answeredBefore = await db.selectFrom('payment_events').select('event_id').where('provider', '=', 'gateway').where('event_id', '=', attempt).executeTakeFirst();
  if (answeredBefore) return 'replay';
  const current = await db
    .updateTable('payments')
    .set((eb) => ({ attempt_answered_at: eb.fn.coalesce('attempt_answered_at', eb.val(now)), updated_at: now }))
    .where('id', '=', payment.id)
    .where('attempt', '=', attempt)
    .executeTakeFirst();
  const state = await db
    .selectFrom('orders')
    .innerJoin('payments', 'payments.order_id', 'orders.id')
    .select(['orders.status as order', 'payments.status as payment'])
    .where('orders.id', '=', payment.orderId)
    .where('payments.id', '=', payment.id)
    .executeTakeFirst();
  // Not the open page: another page replaced it, or the order was paid elsewhere. It takes nothing.
  if (current.numUpdatedRows !== 1n) return state?.order === 'paid' ? 'paid' : 'inProgress';
  // The open page's answers, however many arrive at once, act; of them the payment events let one pay. Once the
  // order is paid, only by this very payment (a repeat of the answer that paid it, a replay): paid another way
  // meanwhile (a bank transfer marked paid, a card), the page takes nothing.
  if (state?.order === 'paid') return state.payment === 'succeeded' ? 'act' : 'paid';
  // Opened in time and answered after the order's days: the page takes nothing.
  const payable = await payableNow(db, payment.orderId, now);
  return payable === 'payable' ? 'act' : payable;
}
