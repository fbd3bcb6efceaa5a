import { graphql } from '../../../graphql';
import { requestCheckout } from './checkout-request';

const CheckoutOutcomeDocument = graphql(`
  query CheckoutOutcome($orderIdentifier: String!) {
    order(orderIdentifier: $orderIdentifier) {
      identifier
      status
      priceWithVat { formatted }
      paymentInstructions {
        accountName
        iban
        bic
        variableSymbol
        amount { formatted }
      }
      invoice {
        number
        downloadUrl
      }
    }
  }
`);

export interface OrderOutcome {
  identifier: string;
  status: 'DRAFT' | 'AWAITING_PAYMENT' | 'PAID' | 'CANCELLED';
  total: string;
  paymentInstructions: { accountName: string; iban: string; bic: string; variableSymbol: string; amount: string } | null;
  /** The paid order's tax invoice; null before payment. */
  invoice: { number: string; downloadUrl: string } | null;
}

/** The order's state after paying (or not): what the success and fail pages say. */
export async function fetchOrderOutcome(orderIdentifier: string): Promise<OrderOutcome> {
  const { order } = await requestCheckout(CheckoutOutcomeDocument, { orderIdentifier });
  const instructions = order.paymentInstructions;
  return {
    identifier: order.identifier,
    status: order.status,
    total: order.priceWithVat.formatted,
    paymentInstructions: instructions ? { ...instructions, amount: instructions.amount.formatted } : null,
    invoice: order.invoice ? { number: order.invoice.number, downloadUrl: order.invoice.downloadUrl } : null,
  };
}
