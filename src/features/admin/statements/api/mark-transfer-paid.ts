import type { ManualPayment } from '../../../../../machines/statementLines';
import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';

const AdminMarkTransferPaidDocument = graphql(`
  mutation AdminMarkTransferPaid($orderIdentifier: String!, $amount: String!, $reason: String!) {
    adminMarkTransferPaid(orderIdentifier: $orderIdentifier, amount: $amount, reason: $reason)
  }
`);

/** Marks an order paid by a transfer that came outside a statement; answers the order's identifier. */
export async function markTransferPaid(payment: ManualPayment): Promise<string> {
  return (await requestGraphQL(AdminMarkTransferPaidDocument, payment)).adminMarkTransferPaid;
}
