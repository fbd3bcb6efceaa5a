import type { ListedOrderStatus } from '../../../../machines/myOrders';
import type { MessageId } from '../../../i18n/i18n';

/** Each order status's words in the back office (the admin area). */
export const ORDER_STATUS_IDS: Record<ListedOrderStatus, MessageId> = {
  DRAFT: 'admin.orders.status.draft',
  AWAITING_PAYMENT: 'admin.orders.status.awaitingPayment',
  PAID: 'admin.orders.status.paid',
  EXPIRED: 'admin.orders.status.expired',
  CANCELLED: 'admin.orders.status.cancelled',
};

/**
 * An order's status in the back office: the stored status, and for a bank transfer past its 14 days not yet stored as
 * expired (the lifecycle expires it at its next payment attempt or sweep) that it expired.
 */
export function adminStatusId(order: { status: ListedOrderStatus; expired: boolean }): MessageId {
  return order.status === 'AWAITING_PAYMENT' && order.expired ? 'admin.orders.status.awaitingPaymentExpired' : ORDER_STATUS_IDS[order.status];
}
