/** A payment of an order as the back office's refunds page shows it (the server's answer, the refund machine's input). */
export interface RefundablePayment {
  id: string;
  provider: string;
  methodTitle: string;
  status: string;
  amountFormatted: string;
  refundedFormatted: string;
  /** What is left to refund, in the major unit as a form prefills it ('12.10'). */
  refundable: string;
  refundableFormatted: string;
}
