import { graphql } from '../../../graphql';
import type { ClosedOrderFacts } from '../closed-order';
import type { TransferInstructions } from '../types';
import { requestCheckout } from './checkout-request';
import { transferInstructions } from './order-fields';

const CheckoutOutcomeDocument = graphql(`
  query CheckoutOutcome($orderIdentifier: String!) {
    order(orderIdentifier: $orderIdentifier) {
      identifier
      status
      payBy
      expired
      domainNames
      failedDomains
      priceWithVat { formatted }
      paymentInstructions {
        accountName
        iban
        domesticAccount
        bic
        variableSymbol
        amount { formatted }
        qrCodeUrl
      }
      invoice {
        number
        downloadUrl
      }
    }
  }
`);

export interface OrderOutcome extends ClosedOrderFacts {
  identifier: string;
  status: 'DRAFT' | 'AWAITING_PAYMENT' | 'PAID' | 'EXPIRED' | 'CANCELLED';
  total: string;
  paymentInstructions: TransferInstructions | null;
  /** A paid order's domains its payment could not register (somebody else took the name first). */
  failedDomains: string[];
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
    payBy: order.payBy ?? null,
    expired: order.expired,
    domainNames: order.domainNames,
    failedDomains: order.failedDomains,
    total: order.priceWithVat.formatted,
    paymentInstructions: instructions ? transferInstructions(instructions) : null,
    invoice: order.invoice ? { number: order.invoice.number, downloadUrl: order.invoice.downloadUrl } : null,
  };
}
