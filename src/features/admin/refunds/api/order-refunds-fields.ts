import { graphql } from '../../../../graphql';

/** What the refunds page shows of an order; every call of the page answers it. */
export const OrderRefundsFields = graphql(`
  fragment OrderRefundsFields on AdminOrderRefunds {
    identifier
    status
    currency
    totalFormatted
    customerEmail
    invoiceNumber
    paidTwice
    payments {
      id
      provider
      methodTitle
      status
      amountFormatted
      refundedFormatted
      refundable
      refundableFormatted
    }
    refunds {
      ...RefundFields
    }
  }
`);

export const RefundFields = graphql(`
  fragment RefundFields on AdminRefund {
    id
    paymentId
    provider
    methodTitle
    amountFormatted
    reason
    status
    failure
    createdAt
    creditNote {
      number
      downloadUrl
    }
  }
`);
