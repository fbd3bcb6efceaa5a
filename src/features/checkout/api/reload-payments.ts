import type { ReloadPaymentsInput } from '../../../../machines/finishOrder';
import type { PaymentsView } from '../types';
import { requestCheckout } from './checkout-request';
import { CheckoutPaymentMethodsDocument, toPayments } from './payment-fields';

/**
 * Finish step 3: the methods again just before paying, with the chosen method's transaction and the page's ref
 * and token; the server prepares the payment (the gateway's signed form, or go straight on).
 */
export async function reloadPayments(input: ReloadPaymentsInput): Promise<PaymentsView> {
  const data = await requestCheckout(CheckoutPaymentMethodsDocument, {
    orderIdentifier: input.orderIdentifier,
    lastReloadBeforeSubmit: input.lastReloadBeforeSubmit,
    merchantTransactionId: input.merchantTransactionId || null,
    methodId: input.methodId || null,
    ref: input.ref || null,
    token: input.token || null,
  });
  return toPayments(data.paymentMethods);
}
