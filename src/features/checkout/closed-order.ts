/**
 * What an order awaiting a bank transfer is told of its pay-by day, and what an order that can no longer be paid
 * (contracts/checkout.ts `isClosedOrder`: cancelled, or a transfer past its 14 days) is called and what to do, in
 * the words of the checkout's status screens: the success and fail pages and My orders say the same. Domains are
 * spoken of only for an order that has some (Order.domainNames).
 */

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

/** '<subject> has expired: no payment arrived by DATE…', or '<subject> was cancelled.' */
export function closedLead(subject: string, order: ClosedOrderFacts, formatDate: (iso: string) => string = formatOrderDate): string {
  if (order.expired && order.payBy) {
    return `${subject} has expired: no payment arrived by ${formatDate(order.payBy)}${hasDomains(order) ? ', so its domains are no longer reserved for you' : ''}.`;
  }
  return `${subject} was cancelled.`;
}

/** What the customer can do about it; `contact` says where the page shows how to reach us. */
export function closedWhatToDo(order: Pick<ClosedOrderFacts, 'expired'>, contact = 'the contact is at the top of the page'): string {
  return order.expired
    ? `If you have already sent the payment, ask us about your order (${contact}). Otherwise choose the package or domain again to start a new order.`
    : 'Nothing more can be paid for it. Choose the package or domain again to start a new order.';
}
