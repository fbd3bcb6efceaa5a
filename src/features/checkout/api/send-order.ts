import type { SendOrderInput } from '../../../../machines/finishOrder';
import { graphql } from '../../../graphql';
import type { OrderView } from '../types';
import { requestCheckout } from './checkout-request';
import { toOrderView } from './order-fields';

const FinishOrderDocument = graphql(`
  mutation FinishOrder($orderIdentifier: String!, $contact: [ContactValueInput!], $paymentServiceName: String!, $integrityToken: String!) {
    finishOrder(orderIdentifier: $orderIdentifier, contact: $contact, paymentServiceName: $paymentServiceName, integrityToken: $integrityToken) {
      ...CheckoutOrderFields
    }
  }
`);

/** Finish step 2: the order with the non-empty contact and the chosen payment service name (finishOrder). */
export async function sendOrder(input: SendOrderInput): Promise<OrderView> {
  return toOrderView((await requestCheckout(FinishOrderDocument, input)).finishOrder);
}
