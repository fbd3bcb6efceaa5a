/**
 * How long a bank transfer is awaited: the order's domains are reserved for RESERVATION_DAYS from finishing
 * (docs/domains.md), and that is the transfer's time too. One rule for the checkout, My orders, the back office,
 * the payment paths and the lifecycle's expiry.
 */
import { RESERVATION_DAYS } from './domains/registry';
import { PAYMENT_METHOD_NAMES } from '../../contracts/payment-methods';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the rule reads of an order. */
export interface TransferOrder {
  /** The stored status ('awaiting_payment' is the one that waits). */
  status: string;
  paymentServiceName: string | null;
  finishedAt: Date | null;
}

/** An order awaiting a bank transfer: the end of its wait (null for any other order), and whether that is past. */
export interface TransferWait {
  payBy: Date | null;
  expired: boolean;
}

/** The end of an order's wait for a bank transfer; null for an order that awaits (or awaited) no transfer. */
export function transferPayBy(order: TransferOrder): Date | null {
  if ((order.status !== 'awaiting_payment' && order.status !== 'expired') || order.paymentServiceName !== PAYMENT_METHOD_NAMES.transfer || !order.finishedAt) return null;
  return new Date(order.finishedAt.getTime() + RESERVATION_DAYS * DAY_MS);
}

/** The transfer's wait at `now`: expired once stored so, or once `now` is past its end. */
export function transferWait(order: TransferOrder, now: Date): TransferWait {
  const payBy = transferPayBy(order);
  return { payBy, expired: order.status === 'expired' || (payBy !== null && now.getTime() > payBy.getTime()) };
}

/** Whether the lifecycle should expire the order now: it still awaits a transfer whose days are over. */
export function transferDaysOver(order: TransferOrder, now: Date): boolean {
  return order.status === 'awaiting_payment' && transferWait(order, now).expired;
}

