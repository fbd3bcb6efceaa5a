import type { OrderRefunds, RefundRecord, RefundRequest } from '../../../../../machines/refund';
import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import { readOrderRefunds, readRefund } from './read';

const AdminRefundPaymentDocument = graphql(`
  mutation AdminRefundPayment($input: AdminRefundPaymentInput!) {
    adminRefundPayment(input: $input) {
      refund {
        ...RefundFields
      }
      order {
        ...OrderRefundsFields
      }
    }
  }
`);

/** Refunds part or all of a payment; the same idempotency key again is the same refund. */
export async function refundPayment(input: RefundRequest): Promise<{ refund: RefundRecord; order: OrderRefunds }> {
  const { adminRefundPayment } = await requestGraphQL(AdminRefundPaymentDocument, { input });
  return { refund: readRefund(adminRefundPayment.refund), order: readOrderRefunds(adminRefundPayment.order) };
}
