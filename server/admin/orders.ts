/**
 * The back office's orders (docs/admin.md, "Orders"): a paged, filtered list newest first, and one order with its
 * lines as the customer saw them, its payments, invoice and history. Reads only; every change of an order goes
 * through the functions that own it (finishOrder, markOrderPaid, the refunds) and writes its own history.
 */
import type { Kysely } from 'kysely';
import type { Database, OrderHistoryActorKind, OrdersTable, PaymentsTable } from '../db/schema';
import { english } from '../i18n';
import { findInvoiceForOrder } from '../invoices/repository';
import type { StoredInvoice } from '../invoices/repository';
import { invoicePricing, parsePricing } from '../domain/checkout/charged-pricing';
import type { InvoicePricing } from '../domain/checkout/charged-pricing';
import { CONTACT_FIELDS } from '../domain/checkout/contact';
import type { PricingCatalogue } from '../domain/checkout/types';
import type { CatalogueSource } from '../domain/catalogue-source';
import { priceRecord } from '../orders/checkout';
import { pricingCatalogue } from '../orders/pricing-catalogue';
import { findOwnedOrder } from '../orders/repository';
import { transferWait } from '../domain/transfer-expiry';
import type { TransferWait } from '../domain/transfer-expiry';
import { isOrderIdentifier, isOrderIdentifierBeginning } from '../domain/order-identifier';
import { AdminFilterError, checkPage, dayRange, given, jsonText, likeText } from './filters';

/** Orders on one page of the list. */
export const ADMIN_ORDERS_PAGE_SIZE = 25;

export interface AdminOrderFilter {
  status?: OrdersTable['status'] | null | undefined;
  /** The payment method chosen at the finish: stripe, gateway, transfer. */
  paymentMethod?: string | null | undefined;
  currency?: string | null | undefined;
  /** Calendar days 'YYYY-MM-DD' (UTC), both included. */
  createdFrom?: string | null | undefined;
  createdUntil?: string | null | undefined;
  /** Part of the customer's account e-mail, any case. */
  email?: string | null | undefined;
  /** The order's identifier, or its beginning ('ORD-' and some characters), any case. */
  identifier?: string | null | undefined;
}

export interface AdminOrderRow {
  identifier: string;
  createdAt: Date;
  customerEmail: string;
  status: OrdersTable['status'];
  paymentMethod: string | null;
  currency: string;
  /** Fixed when the order was finished; null for a draft. */
  totalMinor: bigint | null;
  /** The later succeeded payment of an order paid more than once (the one to refund); null otherwise. */
  secondPaymentId: string | null;
  /** The end of a bank transfer's wait, and whether it is over: as the customer's checkout shows it. */
  transfer: TransferWait;
}

export interface AdminOrderPage {
  orders: AdminOrderRow[];
  total: number;
  page: number;
  pageSize: number;
}

const METHOD = /^[a-z0-9_-]{1,40}$/;
const CURRENCY = /^[A-Z]{3}$/;
const STATUSES: readonly string[] = ['draft', 'awaiting_payment', 'paid', 'expired', 'cancelled'];

/** Checks every filter before anything is read: a bad one is a clear INVALID_FILTER and costs no query. */
function checkFilter(filter: AdminOrderFilter) {
  const status = given(filter.status ?? undefined);
  if (status !== undefined && !STATUSES.includes(status)) throw new AdminFilterError('INVALID_FILTER', english('error.INVALID_FILTER.orderStatus'));
  const paymentMethod = given(filter.paymentMethod);
  if (paymentMethod !== undefined && !METHOD.test(paymentMethod)) throw new AdminFilterError('INVALID_FILTER', english('error.INVALID_FILTER.paymentMethod'));
  const currency = given(filter.currency)?.toUpperCase();
  if (currency !== undefined && !CURRENCY.test(currency)) throw new AdminFilterError('INVALID_FILTER', english('error.INVALID_FILTER.currency'));
  const email = given(filter.email);
  if (email !== undefined && email.length > 254) throw new AdminFilterError('INVALID_FILTER', english('error.INVALID_FILTER.emailTooLong'));
  const identifier = given(filter.identifier)?.toUpperCase();
  if (identifier !== undefined && !isOrderIdentifierBeginning(identifier)) throw new AdminFilterError('INVALID_FILTER', english('error.INVALID_FILTER.orderIdentifier'));
  const { from, until } = dayRange(filter.createdFrom, filter.createdUntil);
  return { status: status as OrdersTable['status'] | undefined, paymentMethod, currency, email, identifier, from, until };
}

/** One page (1-based) of the orders that match the filter, newest first, with how many match in all. */
export async function listAdminOrders(db: Kysely<Database>, filter: AdminOrderFilter, page: number, now: Date): Promise<AdminOrderPage> {
  checkPage(page);
  const checked = checkFilter(filter);
  let query = db.selectFrom('orders').innerJoin('accounts', 'accounts.id', 'orders.account_id');
  if (checked.status) query = query.where('orders.status', '=', checked.status);
  if (checked.paymentMethod) query = query.where('orders.payment_service_name', '=', checked.paymentMethod);
  if (checked.currency) query = query.where('orders.currency', '=', checked.currency);
  if (checked.from) query = query.where('orders.created_at', '>=', checked.from);
  if (checked.until) query = query.where('orders.created_at', '<', checked.until);
  if (checked.email) query = query.where((eb) => eb(eb.fn('lower', ['accounts.email']), 'like', `%${likeText(checked.email ?? '')}%`));
  if (checked.identifier) query = query.where((eb) => eb(eb.fn('upper', ['orders.identifier']), 'like', `${likeText(checked.identifier ?? '').toUpperCase()}%`));

  const counted = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select(['orders.id', 'orders.identifier', 'orders.created_at', 'accounts.email', 'orders.status', 'orders.payment_service_name', 'orders.currency', 'orders.total_minor', 'orders.finished_at'])
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.identifier', 'desc')
    .limit(ADMIN_ORDERS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_ORDERS_PAGE_SIZE)
    .execute();
  const second = await secondPayments(
    db,
    rows.map((row) => row.id),
  );
  return {
    orders: rows.map((row) => ({
      identifier: row.identifier,
      createdAt: row.created_at,
      customerEmail: row.email,
      status: row.status,
      paymentMethod: row.payment_service_name,
      currency: row.currency,
      totalMinor: row.total_minor === null ? null : BigInt(row.total_minor),
      secondPaymentId: second.get(row.id) ?? null,
      transfer: transferWait({ status: row.status, paymentServiceName: row.payment_service_name, finishedAt: row.finished_at }, now),
    })),
    total: Number(counted.n),
    page,
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
  };
}

/** Of each order paid more than once, the payment that succeeded after the first one. */
async function secondPayments(db: Kysely<Database>, orderIds: string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const succeeded = await db
    .selectFrom('payments')
    .select(['id', 'order_id'])
    .where('order_id', 'in', orderIds)
    .where('status', '=', 'succeeded')
    .orderBy('order_id')
    .orderBy('updated_at')
    .orderBy('id')
    .execute();
  const seen = new Set<string>();
  const second = new Map<string, string>();
  for (const payment of succeeded) {
    if (!seen.has(payment.order_id)) seen.add(payment.order_id);
    else if (!second.has(payment.order_id)) second.set(payment.order_id, payment.id);
  }
  return second;
}

export interface AdminOrderPayment {
  id: string;
  provider: PaymentsTable['provider'];
  amountMinor: bigint;
  currency: string;
  status: PaymentsTable['status'];
  createdAt: Date;
  updatedAt: Date;
}

/** One entry of an order's history: a status change (order_history) or an operator's action on it (audit_log). */
export interface AdminOrderHistoryEntry {
  at: Date;
  /** 'status' for a change of status, else the audit log's action, e.g. 'order.markPaid'. */
  kind: 'status' | 'audit';
  fromStatus: string | null;
  toStatus: string | null;
  action: string | null;
  actorKind: OrderHistoryActorKind;
  /** The customer's or operator's e-mail; null for a provider or the system. */
  actorEmail: string | null;
  reason: string | null;
  /** The audit log's before and after, as JSON text; null for a status change. */
  before: string | null;
  after: string | null;
}

/** One value of an order's billing contact as the back office shows it. */
export interface AdminBillingValue {
  name: string;
  /** What the checkout's billing form calls it, e.g. First name. */
  label: string;
  value: string;
}

const BILLING_FIELDS = new Map(CONTACT_FIELDS.map((field, place) => [field.name, { field, place }]));

/**
 * The billing contact as the customer entered it in the checkout's billing form: in that form's order (the
 * database keeps a JSON object, whose keys come back in an order of its own), each value under its label, the
 * country by its name and the company switch as Yes or No. A name the form no longer has comes last, under itself.
 */
export function billingAsEntered(billing: Readonly<Record<string, string>>, countryName: (code: string) => string | undefined): AdminBillingValue[] {
  const place = (name: string) => BILLING_FIELDS.get(name)?.place ?? CONTACT_FIELDS.length;
  return Object.keys(billing)
    .sort((a, b) => place(a) - place(b) || a.localeCompare(b, 'en'))
    .map((name) => {
      const value = billing[name] ?? '';
      const field = BILLING_FIELDS.get(name)?.field;
      if (!field) return { name, label: name, value };
      const shown = field.type === 'select' ? (countryName(value) ?? value) : field.type === 'checkbox' ? (value === 'true' ? 'Yes' : 'No') : value;
      return { name, label: field.label, value: shown };
    });
}

export interface AdminOrderDetail {
  identifier: string;
  status: OrdersTable['status'];
  createdAt: Date;
  finishedAt: Date | null;
  paidAt: Date | null;
  currency: string;
  customerEmail: string;
  websiteName: string | null;
  paymentMethod: string | null;
  billing: AdminBillingValue[];
  /** The lines and VAT as the customer saw them: stored when the order was finished, priced now for a draft. */
  pricing: InvoicePricing;
  /** true: the stored snapshot of a finished order; false: a draft priced with today's catalogue. */
  pricingStored: boolean;
  payments: AdminOrderPayment[];
  invoice: StoredInvoice | undefined;
  history: AdminOrderHistoryEntry[];
  transfer: TransferWait;
}

/** Everything the order's page shows; ORDER_NOT_FOUND for an identifier no order has. */
export async function readAdminOrder(
  context: { db: Kysely<Database>; pricing: CatalogueSource<Map<string, PricingCatalogue>>; now: Date },
  identifier: string,
): Promise<AdminOrderDetail> {
  const { db } = context;
  if (!isOrderIdentifier(identifier)) throw new AdminFilterError('ORDER_NOT_FOUND', english('error.ORDER_NOT_FOUND.admin'));
  const owner = await db.selectFrom('orders').select(['account_id', 'priced']).where('identifier', '=', identifier).executeTakeFirst();
  const record = owner && (await findOwnedOrder(db, owner.account_id, identifier));
  if (!owner || !record) throw new AdminFilterError('ORDER_NOT_FOUND', english('error.ORDER_NOT_FOUND.admin'));
  const stored = owner.priced === null || owner.priced === undefined ? undefined : parsePricing(owner.priced);
  const catalogue = await pricingCatalogue(context.pricing, record.currency);
  const pricing = stored ?? invoicePricing(priceRecord(catalogue, record, record.billing, context.now), catalogue);
  const payments = await db
    .selectFrom('payments')
    .select(['id', 'provider', 'amount_minor', 'currency', 'status', 'created_at', 'updated_at'])
    .where('order_id', '=', record.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return {
    identifier: record.identifier,
    status: record.status,
    createdAt: record.createdAt,
    finishedAt: record.finishedAt,
    paidAt: record.paidAt,
    currency: record.currency,
    customerEmail: record.accountEmail,
    websiteName: record.websiteName,
    paymentMethod: record.paymentServiceName,
    billing: billingAsEntered(record.billing, (code) => catalogue.vatCountries.get(code)?.countryName),
    pricing,
    pricingStored: stored !== undefined,
    payments: payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      amountMinor: BigInt(payment.amount_minor),
      currency: payment.currency,
      status: payment.status,
      createdAt: payment.created_at,
      updatedAt: payment.updated_at,
    })),
    invoice: record.status === 'paid' ? await findInvoiceForOrder(db, record.id) : undefined,
    history: await orderHistory(db, record.identifier),
    transfer: transferWait(record, context.now),
  };
}

/** The order's status changes and the operators' actions on it, merged oldest first. */
export async function orderHistory(db: Kysely<Database>, identifier: string): Promise<AdminOrderHistoryEntry[]> {
  const changes = await db
    .selectFrom('order_history')
    .leftJoin('accounts', 'accounts.id', 'order_history.account_id')
    .select(['order_history.at', 'order_history.from_status', 'order_history.to_status', 'order_history.actor_kind', 'accounts.email', 'order_history.reason'])
    .where('order_history.order_identifier', '=', identifier)
    .orderBy('order_history.at')
    .orderBy('order_history.seq')
    .execute();
  const actions = await db
    .selectFrom('audit_log')
    .innerJoin('accounts', 'accounts.id', 'audit_log.account_id')
    .select(['audit_log.created_at', 'audit_log.action', 'accounts.email', 'audit_log.reason', 'audit_log.before', 'audit_log.after'])
    .where('audit_log.subject_type', '=', 'order')
    .where('audit_log.subject_id', '=', identifier)
    .orderBy('audit_log.created_at')
    .orderBy('audit_log.seq')
    .execute();
  const entries: AdminOrderHistoryEntry[] = [
    ...changes.map((row) => ({
      at: row.at,
      kind: 'status' as const,
      fromStatus: row.from_status,
      toStatus: row.to_status,
      action: null,
      actorKind: row.actor_kind,
      actorEmail: row.email,
      reason: row.reason,
      before: null,
      after: null,
    })),
    ...actions.map((row) => ({
      at: row.created_at,
      kind: 'audit' as const,
      fromStatus: null,
      toStatus: null,
      action: row.action,
      actorKind: 'operator' as const,
      actorEmail: row.email,
      reason: row.reason,
      before: jsonText(row.before),
      after: jsonText(row.after),
    })),
  ];
  // A status change and the operator's action that caused it share a moment: the action comes first. The sort is
  // stable, so entries of one kind that share a moment keep their journal's order.
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.kind === b.kind ? 0 : a.kind === 'audit' ? -1 : 1));
}
