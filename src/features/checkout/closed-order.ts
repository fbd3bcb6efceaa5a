/**
 * What an order awaiting a bank transfer is told of its pay-by day, and what an order that can no longer be paid
 * (contracts/checkout.ts `isClosedOrder`: cancelled, or a transfer past its 14 days) is called and what to do, in
 * the words of the checkout's status screens: the success and fail pages and My orders say the same. Domains are
 * spoken of only for an order that has some (Order.domainNames).
 */

/** A date as the customer's browser writes it, e.g. 'November 24, 2026'. */
export function formatOrderDate(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso));
}

/** The order fields the words depend on. */
export interface ClosedOrderFacts {
  expired: boolean;
  /** The last moment a bank transfer was awaited, ISO 8601; null for any other order. */
  payBy: string | null;
  domainNames: readonly string[];
}

const hasDomains = (order: Pick<ClosedOrderFacts, 'domainNames'>) => order.domainNames.length > 0;

/** 'Please pay by DATE…' for an order awaiting a bank transfer, and what happens after that day. */
export function payByText(order: Pick<ClosedOrderFacts, 'domainNames'>, payBy: string): string {
  return hasDomains(order) ? `Please pay by ${formatOrderDate(payBy)}: until then the order's domains are reserved for you.` : `Please pay by ${formatOrderDate(payBy)}; after that the order expires.`;
}

/** '<subject> has expired: no payment arrived by DATE…', or '<subject> was cancelled.' */
export function closedLead(subject: string, order: ClosedOrderFacts, formatDate: (iso: string) => string = formatOrderDate): string {
  if (order.expired && order.payBy) {
    return `${subject} has expired: no payment arrived by ${formatDate(order.payBy)}${hasDomains(order) ? ', so its domains are no longer reserved for you' : ''}.`;
  }
  return `${subject} was cancelled.`;
}

/**
 * What a paid order says of domains its payment could not register, and what to do; null when all were registered.
 * Nothing is promised that the portal does not do: customer care refunds them when asked.
 */
export function failedDomainsText(failedDomains: readonly string[]): string | null {
  if (failedDomains.length === 0) return null;
  const one = failedDomains.length === 1;
  const names = failedDomains.length <= 2 ? failedDomains.join(' and ') : `${failedDomains.slice(0, -1).join(', ')} and ${failedDomains.at(-1)}`;
  return `We could not register ${names}: somebody else registered ${one ? 'it' : 'them'} before your payment arrived. Please contact us about a refund for ${one ? 'it' : 'them'} (the contact is at the top of the page).`;
}

/** What the customer can do about it; `contact` says where the page shows how to reach us. */
export function closedWhatToDo(order: Pick<ClosedOrderFacts, 'expired'>, contact = 'the contact is at the top of the page'): string {
  return order.expired
    ? `If you have already sent the payment, ask us about your order (${contact}). Otherwise choose the package or domain again to start a new order.`
    : 'Nothing more can be paid for it. Choose the package or domain again to start a new order.';
}
