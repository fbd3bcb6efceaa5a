import type { OrderRefunds, RefundRecord } from '../../../../../machines/refund';
import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import { readOrderRefunds, readRefund } from './read';

const AdminRetryRefundDocument = graphql(`
  mutation AdminRetryRefund($refundId: String!) {
    adminRetryRefund(refundId: $refundId) {
      refund {
        ...RefundFields
      }
      order {
        ...OrderRefundsFields
      }
    }
  }
`);

/** Asks again for a refund that failed, by its id: the server repeats it with its own request key. */
export async function retryRefund(refundId: string): Promise<{ refund: RefundRecord; order: OrderRefunds }> {
  const { adminRetryRefund } = await requestGraphQL(AdminRetryRefundDocument, { refundId });
  return { refund: readRefund(adminRetryRefund.refund), order: readOrderRefunds(adminRetryRefund.order) };
}
