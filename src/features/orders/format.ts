import { isClosedOrder } from '../../../contracts/checkout';
import { PAYMENT_TITLES } from '../../../contracts/payment-methods';
import type { ListedOrder, ListedOrderStatus } from '../../../machines/myOrders';
import type { MessageId } from '../../i18n/i18n';

export const STATUS_LABELS: Record<ListedOrderStatus, string> = {
  DRAFT: 'Draft',
  AWAITING_PAYMENT: 'Awaiting payment',
  PAID: 'Paid',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
};

/** Each status's words in the page's language (the orders area). */
const STATUS_IDS: Record<ListedOrderStatus, MessageId> = {
  DRAFT: 'orders.status.draft',
  AWAITING_PAYMENT: 'orders.status.awaitingPayment',
  PAID: 'orders.status.paid',
  EXPIRED: 'orders.status.expired',
  CANCELLED: 'orders.status.cancelled',
};

/** The message of an order's status as its card shows it (statusLabel's, in the page's language). */
export function statusId(order: Pick<ListedOrder, 'status' | 'expired'>): MessageId {
  return order.status === 'AWAITING_PAYMENT' && isClosedOrder(order) ? STATUS_IDS.EXPIRED : STATUS_IDS[order.status];
}

/** The payment methods' titles as the server sends them (contracts/payment-methods.ts), by their message. */
const METHOD_IDS: Record<string, MessageId> = {
  [PAYMENT_TITLES.stripe]: 'orders.method.card',
  [PAYMENT_TITLES.stripe_checkout]: 'orders.method.stripeCheckout',
  [PAYMENT_TITLES.gateway]: 'orders.method.online',
  [PAYMENT_TITLES.transfer]: 'orders.method.transfer',
  [PAYMENT_TITLES.voucher]: 'orders.method.voucher',
};

/**
 * A payment method's title from the server ('Bank transfer', or 'Card (Visa ending 4242, charged automatically)' for
 * an automatic renewal, contracts/payment-methods.ts paidWithText) in the page's language; a title it does not know
 * is shown as sent.
 */
export function paymentMethodText(title: string, t: (id: MessageId, values?: Record<string, string>) => string): string {
  const id = METHOD_IDS[title];
  if (id) return t(id);
  const charged = /^(.+) \((.+) ending (\w+), charged automatically\)$/.exec(title);
  const methodId = charged && METHOD_IDS[charged[1] ?? ''];
  return charged && methodId ? t('orders.method.chargedAutomatically', { method: t(methodId), brand: charged[2] ?? '', last4: charged[3] ?? '' }) : title;
}

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
