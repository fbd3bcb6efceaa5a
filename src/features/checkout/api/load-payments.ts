import type { PaymentsView } from '../types';
import { requestCheckout } from './checkout-request';
import { CheckoutPaymentMethodsDocument, toPayments } from './payment-fields';

/** The payment methods of the order as it is after a change (lastReloadBeforeSubmit false). */
export async function loadPayments({ orderIdentifier }: { orderIdentifier: string }): Promise<PaymentsView> {
  const data = await requestCheckout(CheckoutPaymentMethodsDocument, { orderIdentifier, lastReloadBeforeSubmit: false });
  return toPayments(data.paymentMethods);
}
