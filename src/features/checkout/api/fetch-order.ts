import type { CheckoutPayments } from '../../../../contracts/checkout';
import { graphql } from '../../../graphql';
import type { OrderView } from '../types';
import { requestCheckout } from './checkout-request';
import { toOrderView } from './order-fields';
import { toPayments } from './payment-fields';

const CheckoutOrderDocument = graphql(`
  query CheckoutOrder($orderIdentifier: String!) {
    order(orderIdentifier: $orderIdentifier) {
      ...CheckoutOrderFields
    }
    paymentMethods(orderIdentifier: $orderIdentifier, lastReloadBeforeSubmit: false) {
      ...CheckoutPaymentFields
    }
  }
`);

/** SPEC.md section 7: the order with its payment methods, loaded with lastReloadBeforeSubmit false. */
export async function fetchOrder({ orderIdentifier }: { orderIdentifier: string }): Promise<{ order: OrderView; payments: CheckoutPayments }> {
  const data = await requestCheckout(CheckoutOrderDocument, { orderIdentifier });
  return { order: toOrderView(data.order), payments: toPayments(data.paymentMethods) };
}
