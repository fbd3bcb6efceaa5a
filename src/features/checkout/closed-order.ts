/**
 * What an order awaiting a bank transfer is told of its pay-by day, and what an order that can no longer be paid
 * (contracts/checkout.ts `isClosedOrder`: cancelled, or a transfer past its 14 days) is called and what to do, in
 * the words of the checkout's status screens: the success and fail pages and My orders say the same, in the page's
 * language (the checkout catalogue's `checkout.closed.*`: My orders loads them with `<AreaMessages area="checkout">`).
 * Domains are spoken of only for an order that has some (Order.domainNames).
 */
import type { MessageId, MessageValues } from '../../i18n/i18n';

/** The page's translator (`useT()`). */
type Translate = (id: MessageId, values?: MessageValues) => string;

/** A date as the page's language writes it (the browser's without one), e.g. 'November 24, 2026'. */
export function formatOrderDate(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
}

/** The order fields the words depend on. */
export interface ClosedOrderFacts {
  expired: boolean;
  /** The last moment a bank transfer was awaited, ISO 8601; null for any other order. */
  payBy: string | null;
  domainNames: readonly string[];
}

const hasDomains = (order: Pick<ClosedOrderFacts, 'domainNames'>) => order.domainNames.length > 0;

/** '<subject> has expired: no payment arrived by DATE…', or '<subject> was cancelled.'; `formatDate` writes the date in the page's language. */
export function closedLead(t: Translate, subject: string, order: ClosedOrderFacts, formatDate: (iso: string) => string): string {
  if (order.expired && order.payBy) return t(hasDomains(order) ? 'checkout.closed.expiredWithDomains' : 'checkout.closed.expired', { subject, date: formatDate(order.payBy) });
  return t('checkout.closed.cancelled', { subject });
}

/** What the customer can do about it; `contact` says where the page shows how to reach us: in its header, or just below. */
export function closedWhatToDo(t: Translate, order: Pick<ClosedOrderFacts, 'expired'>, contact: 'above' | 'below' = 'above'): string {
  if (!order.expired) return t('checkout.closed.nothingMore');
  return t(contact === 'below' ? 'checkout.closed.askIfSentBelow' : 'checkout.closed.askIfSent');
}
