/**
 * My orders: every order of an account, newest first, and deleting a draft. A draft holds only its own rows: its
 * voucher is counted when the order is finished, and its domains are reserved then too, so deleting a draft
 * gives nothing back but its items (which go with it). Any registry row still naming the order is released in
 * the same transaction all the same, so no reservation outlives its order.
 */
import { checkLength, readOrder } from './checkout';
import type { CheckoutContext, OrderView } from './checkout';
import { CheckoutError } from './checkout-errors';
import type { OrdersTable } from '../db/schema';
import { changeOrderStatus } from '../lifecycle/order-status';
import { english } from '../i18n';

const MAX_IDENTIFIER = 64;

/** The account's orders, newest first, each priced and presented as the checkout shows it. */
export async function listMyOrders(context: CheckoutContext): Promise<OrderView[]> {
  const rows = await context.db
    .selectFrom('orders')
    .select('identifier')
    .where('account_id', '=', context.accountId)
    .orderBy('created_at', 'desc')
    .orderBy('identifier', 'desc')
    .execute();
  const views: OrderView[] = [];
  // One by one: pricing reads the cached catalogue, and an account holds a handful of orders.
  for (const row of rows) views.push(await readOrder(context, row.identifier));
  return views;
}

/** ORDER_NOT_DRAFT, in words that say what the order is now. */
function notDraftToDelete(status: OrdersTable['status']): CheckoutError {
  const message = status === 'paid' ? english('error.ORDER_NOT_DRAFT.paid') : status === 'cancelled' ? english('error.ORDER_NOT_DRAFT.cancelled') : english('error.ORDER_NOT_DRAFT');
  return new CheckoutError('ORDER_NOT_DRAFT', undefined, message);
}

/**
 * Deletes a draft of the account with its items. Refuses an order of another account or none (ORDER_NOT_FOUND)
 * and a finished one (ORDER_NOT_DRAFT); the delete is conditional on the status, so a draft finished at the same
 * moment stays and nothing is written. Returns the identifier deleted.
 */
export async function deleteDraftOrder(context: CheckoutContext, orderIdentifier: string): Promise<string> {
  checkLength(orderIdentifier, MAX_IDENTIFIER);
  return context.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select(['id', 'status']).where('identifier', '=', orderIdentifier).where('account_id', '=', context.accountId).executeTakeFirst();
    if (!order) throw new CheckoutError('ORDER_NOT_FOUND');
    if (order.status !== 'draft') throw notDraftToDelete(order.status);
    // A reservation cannot lose its order (the registry's check), so it goes first; rolled back if the delete fails.
    await trx.deleteFrom('domain_registry').where('order_id', '=', order.id).where('status', '=', 'reserved').execute();
    await trx.updateTable('domain_registry').set({ order_id: null, reserved_until: null }).where('order_id', '=', order.id).where('status', '=', 'held_elsewhere').execute();
    const deleted = await changeOrderStatus(trx, { orderId: order.id, event: { type: 'order.delete' }, actor: { kind: 'customer', accountId: context.accountId } }, context.now);
    if (!deleted) {
      const now = await trx.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirst();
      throw notDraftToDelete(now?.status ?? 'awaiting_payment');
    }
    return orderIdentifier;
  });
}
