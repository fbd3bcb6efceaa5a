import { isClosedOrder } from '../../../contracts/checkout';
import type { PaymentProviderName } from '../../../contracts/payment-methods';
import { cardBrandName } from '../../../contracts/saved-cards';
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

/** Each payment method's words, by its code (the schema's PaymentProvider). */
const METHOD_IDS: Record<Uppercase<PaymentProviderName>, MessageId> = {
  STRIPE: 'orders.method.card',
  STRIPE_CHECKOUT: 'orders.method.stripeCheckout',
  GATEWAY: 'orders.method.online',
  TRANSFER: 'orders.method.transfer',
  VOUCHER: 'orders.method.voucher',
};

/**
 * An order's payment method in the page's language, by its code: 'Bank transfer', or 'Card (Visa ending 4242, charged
 * automatically)' for an automatic renewal (contracts/payment-methods.ts paidWithText says it in English); without a
 * code (a method no longer known), the title as sent.
 */
export function paymentMethodText(
  order: Pick<ListedOrder, 'paymentMethodTitle' | 'paymentMethodCode' | 'chargedCard'>,
  t: (id: MessageId, values?: Record<string, string>) => string,
): string | null {
  if (!order.paymentMethodCode) return order.paymentMethodTitle;
  const method = t(METHOD_IDS[order.paymentMethodCode]);
  const card = order.chargedCard;
  return card ? t('orders.method.chargedAutomatically', { method, brand: cardBrandName(card.brand) ?? method, last4: card.last4 }) : method;
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
