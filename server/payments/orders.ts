import type { Kysely } from 'kysely';
import type { Database, OrdersTable } from '../db/schema';
import { PaymentError } from './errors';

/** An order as the payments see it. */
export interface PaymentOrder {
  id: string;
  identifier: string;
  accountId: string;
  /** The name of the order's website; null for an order without one. */
  websiteName: string | null;
  status: OrdersTable['status'];
  currency: string;
  /** Fixed by finishOrder; null while the order is a draft. */
  totalMinor: bigint | null;
  paymentServiceName: string | null;
  billing: Record<string, string>;
}

// Order identifiers are 'ORD-' and 8 base32 characters today; anything far from that is not worth a query.
const ORDER_IDENTIFIER = /^[A-Za-z0-9-]{1,40}$/;

export function isOrderIdentifier(value: string): boolean {
  return ORDER_IDENTIFIER.test(value);
}

/**
 * The order with this identifier if it belongs to the account; undefined otherwise, so that an order of another
 * account looks exactly like one that does not exist.
 */
export async function findOwnedOrder(db: Kysely<Database>, accountId: string, orderIdentifier: string): Promise<PaymentOrder | undefined> {
  if (!isOrderIdentifier(orderIdentifier)) return undefined;
  const row = await db
    .selectFrom('orders')
    .leftJoin('websites', 'websites.id', 'orders.website_id')
    .select([
      'orders.id',
      'orders.identifier',
      'orders.account_id',
      'websites.name as website_name',
      'orders.status',
      'orders.currency',
      'orders.total_minor',
      'orders.payment_service_name',
      'orders.billing',
    ])
    .where('orders.identifier', '=', orderIdentifier)
    .where('orders.account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    identifier: row.identifier,
    accountId: row.account_id,
    websiteName: row.website_name,
    status: row.status,
    currency: row.currency,
    totalMinor: row.total_minor === null ? null : BigInt(row.total_minor),
    paymentServiceName: row.payment_service_name,
    billing: typeof row.billing === 'object' && row.billing !== null ? row.billing : {},
  };
}

/** The order has been finished and is neither paid nor cancelled. */
export function requireAwaitingPayment(order: PaymentOrder): void {
  if (order.status === 'draft') throw new PaymentError('ORDER_NOT_FINISHED');
  if (order.status === 'paid') throw new PaymentError('ORDER_ALREADY_PAID');
  if (order.status === 'cancelled') throw new PaymentError('ORDER_CANCELLED');
}

/** The order may be paid at a provider now: it awaits payment of a positive amount, which is returned. */
export function requirePayable(order: PaymentOrder): bigint {
  requireAwaitingPayment(order);
  if (order.totalMinor === null || order.totalMinor <= 0n) throw new PaymentError('NOTHING_TO_PAY');
  return order.totalMinor;
}
