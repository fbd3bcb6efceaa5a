import { operatorOnly } from '../operator-guard';
import { listAdminOrders } from '../../admin/orders';
import type { QueryAdminOrdersArgs } from '../generated/resolvers-types';
import { adminCall, localeOf, presentAdminOrderRow } from './admin-orders';

export const adminOrders = operatorOnly(async (args: Partial<QueryAdminOrdersArgs>, context) => {
  const { filter } = args;
  const page = await adminCall(() => listAdminOrders(context.db, { ...filter, status: filter?.status ? (filter.status.toLowerCase() as 'draft') : null }, args.page ?? 1, context.auth.now()));
  return { ...page, orders: page.orders.map((row) => presentAdminOrderRow(row, localeOf(context))) };
});
