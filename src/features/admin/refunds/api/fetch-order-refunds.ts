import type { OrderRefunds } from '../../../../../machines/refund';
import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import { readOrderRefunds } from './read';

const AdminOrderRefundsDocument = graphql(`
  query AdminOrderRefunds($orderIdentifier: String!) {
    adminOrderRefunds(orderIdentifier: $orderIdentifier) {
      ...OrderRefundsFields
    }
  }
`);

/** An order's payments and refunds, as the refunds page shows them. */
export async function fetchOrderRefunds(orderIdentifier: string): Promise<OrderRefunds> {
  return readOrderRefunds((await requestGraphQL(AdminOrderRefundsDocument, { orderIdentifier })).adminOrderRefunds);
}
