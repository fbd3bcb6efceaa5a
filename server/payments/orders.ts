import type { Kysely } from 'kysely';
import type { Database, OrdersTable } from '../db/schema';
import { isOrderIdentifier } from '../domain/order-identifier';
import { packageStillFits } from '../orders/checkout';
import { transferWait } from '../domain/transfer-expiry';
import { expireTransferIfDue } from '../lifecycle/order-status';
import { findOwnedOrder as findOrderRecord } from '../orders/repository';
import type { OrderRecord } from '../orders/repository';
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
  /** When the order was sent for payment; null for a draft. */
  finishedAt: Date | null;
  billing: Record<string, string>;
  /** What the order's package was chosen against: its items and the website's package now. */
  packageChoice: Pick<OrderRecord, 'items' | 'websiteId' | 'websitePackage'>;
}

/**
 * The order with this identifier if it belongs to the account; undefined otherwise, so that an order of another
 * account looks exactly like one that does not exist.
 */
export async function findOwnedOrder(db: Kysely<Database>, accountId: string, orderIdentifier: string): Promise<PaymentOrder | undefined> {
  if (!isOrderIdentifier(orderIdentifier)) return undefined;
  const order = await findOrderRecord(db, accountId, orderIdentifier);
  if (!order) return undefined;
  const { id, identifier, websiteName, status, currency, totalMinor, paymentServiceName, finishedAt, billing } = order;
  const packageChoice = { items: order.items, websiteId: order.websiteId, websitePackage: order.websitePackage };
  return { id, identifier, accountId: order.accountId, websiteName, status, currency, totalMinor, paymentServiceName, finishedAt, billing, packageChoice };
}

/**
 * The order has been finished and is neither paid nor cancelled, nor a bank transfer past its days (`now` decides,
 * as it decides what the checkout shows: transferWait). A transfer past its days is stored expired by the lifecycle
 * as it is refused. A transfer that arrives late is still the operators' to record (docs/admin.md); no payment path
 * of the shop takes one.
 */
export async function requireAwaitingPayment(db: Kysely<Database>, order: PaymentOrder, now: Date): Promise<void> {
  if (order.status === 'draft') throw new PaymentError('ORDER_NOT_FINISHED');
  if (order.status === 'paid') throw new PaymentError('ORDER_ALREADY_PAID');
  if (order.status === 'cancelled') throw new PaymentError('ORDER_CANCELLED');
  if (transferWait(order, now).expired) {
    await expireTransferIfDue(db, order.id, now);
    throw new PaymentError('ORDER_EXPIRED');
  }
}

/**
 * The order's package still fits its website: else another order changed the website's package after this one was
 * sent, and this one was priced with a credit for a package the website no longer has. Such an order is not paid.
 */
export async function requirePackageStillFits(db: Kysely<Database>, order: PaymentOrder): Promise<void> {
  if (!(await packageStillFits(db, order.packageChoice))) throw new PaymentError('PACKAGE_CHANGED');
}

/** The order may be paid at a provider now: it awaits payment of a positive amount, which is returned. */
export async function requirePayable(db: Kysely<Database>, order: PaymentOrder, now: Date): Promise<bigint> {
  await requireAwaitingPayment(db, order, now);
  if (order.totalMinor === null || order.totalMinor <= 0n) throw new PaymentError('NOTHING_TO_PAY');
  return order.totalMinor;
}
