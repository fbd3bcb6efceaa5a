import { isClosedOrder } from '../../../contracts/checkout';
import type { ListedOrder, ListedOrderStatus } from '../../../machines/myOrders';

export const STATUS_LABELS: Record<ListedOrderStatus, string> = {
  DRAFT: 'Draft',
  AWAITING_PAYMENT: 'Awaiting payment',
  PAID: 'Paid',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
};

/** An order's status as its card shows it: a bank transfer past its 14 days is Expired, as the checkout says. */
export function statusLabel(order: Pick<ListedOrder, 'status' | 'expired'>): string {
  return order.status === 'AWAITING_PAYMENT' && isClosedOrder(order) ? STATUS_LABELS.EXPIRED : STATUS_LABELS[order.status];
}

/**
 * An order's status in the back office: the stored status, and for a bank transfer past its 14 days not yet stored as
 * expired (the lifecycle expires it at its next payment attempt or sweep) that it expired.
 */
export function adminStatusLabel(order: { status: ListedOrderStatus; expired: boolean }): string {
  return order.status === 'AWAITING_PAYMENT' && order.expired ? 'Awaiting payment (transfer expired)' : STATUS_LABELS[order.status];
}

/**
 * A date of the API (an ISO 8601 time, or a calendar date such as an expiry) in the visitor's language, e.g.
 * 'Nov 24, 2026'. Read in UTC, the zone the server's dates are made in, so a date never shifts by a day.
 */
export function formatDate(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}
