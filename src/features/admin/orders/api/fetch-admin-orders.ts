import type { ListFilter, ListPage } from '../../../../../machines/adminList';
import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import type { AdminOrderFilterInput, AdminOrdersQuery, OrderStatus } from '../../../../graphql/graphql';

const AdminOrdersDocument = graphql(`
  query AdminOrders($filter: AdminOrderFilterInput, $page: Int) {
    adminOrders(filter: $filter, page: $page) {
      orders {
        identifier
        createdAt
        customerEmail
        status
        paymentMethod
        total {
          formatted
        }
        secondPaymentId
        expired
      }
      total
      pageSize
    }
  }
`);

export type AdminOrderRow = AdminOrdersQuery['adminOrders']['orders'][number];

/** The address's filter names, as the list's form and the API name them. */
export const ORDER_FILTERS = ['identifier', 'email', 'status', 'paymentMethod', 'currency', 'createdFrom', 'createdUntil'] as const;

/** One page of every account's orders that match the filter, newest first. */
export async function fetchAdminOrders(filter: ListFilter, page: number, signal?: AbortSignal): Promise<ListPage<AdminOrderRow>> {
  const input: AdminOrderFilterInput = {};
  for (const name of ORDER_FILTERS) {
    const value = filter[name];
    if (value) Object.assign(input, { [name]: name === 'status' ? (value as OrderStatus) : value });
  }
  const { adminOrders } = await requestGraphQL(AdminOrdersDocument, { filter: input, page }, signal);
  return { rows: adminOrders.orders, total: adminOrders.total, pageSize: adminOrders.pageSize };
}
