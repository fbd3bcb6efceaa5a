/** How the back office's orders and audit log appear in the schema: prices in the operator's language, times ISO 8601. */
import type { Language } from '../../../contracts/language';
import { AdminFilterError } from '../../admin/filters';
import { storedTitle } from '../../domain/checkout/charged-pricing';
import { titleText } from '../../domain/checkout/item-title';
import { itemWords } from '../../i18n/item-words';
import type { AdminOrderDetail, AdminOrderHistoryEntry, AdminOrderRow } from '../../admin/orders';
import { requestLocale } from '../../http/language';
import { presentInvoice } from '../../invoices/present-invoice';
import { presentPrice } from '../../orders/present-order';
import type { GraphQLContext } from '../context';
import { codedCall } from './guard';
import type { AdminOrder, AdminOrderHistoryEntry as HistoryEntry, AdminOrderRow as Row, OrderStatus } from '../generated/resolvers-types';

/** A refused filter or an unknown order becomes a GraphQL error with its code. */
export const adminCall = <T>(call: () => Promise<T>): Promise<T> => codedCall([AdminFilterError], call);

export const localeOf = (context: GraphQLContext): string => requestLocale(context.req);

const iso = (date: Date | null): string | null => date && date.toISOString();
const statusOf = (status: string) => status.toUpperCase() as OrderStatus;

const STATUS_TEXT: Record<string, string> = { draft: 'Draft', awaiting_payment: 'Awaiting payment', paid: 'Paid', cancelled: 'Cancelled', deleted: 'Deleted' };

export function presentAdminOrderRow(row: AdminOrderRow, locale: string): Row {
  return {
    identifier: row.identifier,
    createdAt: row.createdAt.toISOString(),
    customerEmail: row.customerEmail,
    status: statusOf(row.status),
    paymentMethod: row.paymentMethod,
    total: row.totalMinor === null ? null : presentPrice({ amountMinor: row.totalMinor, currency: row.currency }, locale),
    secondPaymentId: row.secondPaymentId,
    payBy: iso(row.transfer.payBy),
    expired: row.transfer.expired,
  };
}

function presentHistory(entry: AdminOrderHistoryEntry): HistoryEntry {
  const summary = entry.kind === 'status' ? `${entry.fromStatus ? STATUS_TEXT[entry.fromStatus] : 'New'} → ${STATUS_TEXT[entry.toStatus ?? ''] ?? entry.toStatus}` : (entry.action ?? '');
  return { at: entry.at.toISOString(), summary, actorKind: entry.actorKind, actorEmail: entry.actorEmail, reason: entry.reason, before: entry.before, after: entry.after };
}

/** An order in the back office: prices in the operator's locale, its lines named in the operator's language. */
export function presentAdminOrder(order: AdminOrderDetail, locale: string, language: Language = 'en'): AdminOrder {
  const price = (amountMinor: string | bigint) => presentPrice({ amountMinor: BigInt(amountMinor), currency: order.currency }, locale);
  return {
    identifier: order.identifier,
    status: statusOf(order.status),
    createdAt: order.createdAt.toISOString(),
    finishedAt: iso(order.finishedAt),
    paidAt: iso(order.paidAt),
    customerEmail: order.customerEmail,
    websiteName: order.websiteName,
    paymentMethod: order.paymentMethod,
    billing: order.billing,
    pricingStored: order.pricingStored,
    lines: order.pricing.lines.map((line) => ({ description: titleText(storedTitle(line), itemWords(language)), period: line.period, net: price(line.netMinor) })),
    vatRateBasisPoints: order.pricing.vatRateBasisPoints,
    reverseCharge: order.pricing.reverseCharge,
    net: price(order.pricing.netMinor),
    vat: price(order.pricing.vatMinor),
    total: price(order.pricing.totalMinor),
    payments: order.payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      amount: presentPrice({ amountMinor: payment.amountMinor, currency: payment.currency }, locale),
      status: payment.status.toUpperCase(),
      createdAt: payment.createdAt.toISOString(),
      updatedAt: payment.updatedAt.toISOString(),
    })),
    invoice: order.invoice ? presentInvoice(order.invoice) : null,
    history: order.history.map(presentHistory),
    payBy: iso(order.transfer.payBy),
    expired: order.transfer.expired,
  };
}
