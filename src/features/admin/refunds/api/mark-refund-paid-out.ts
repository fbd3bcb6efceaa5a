import type { OrderRefunds } from '../../../../../machines/refund';
import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import { readOrderRefunds } from './read';

const AdminMarkRefundPaidOutDocument = graphql(`
  mutation AdminMarkRefundPaidOut($refundId: String!) {
    adminMarkRefundPaidOut(refundId: $refundId) {
      ...OrderRefundsFields
    }
  }
`);

/** Marks a bank transfer's refund as sent from the bank; answers the order's refunds as they stand. */
export async function markRefundPaidOut(refundId: string): Promise<OrderRefunds> {
  return readOrderRefunds((await requestGraphQL(AdminMarkRefundPaidOutDocument, { refundId })).adminMarkRefundPaidOut);
}
