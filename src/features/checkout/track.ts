/**
 * The checkout's analytics (issue 6's events): what the checkout machine asks to record, with the order it is
 * about, goes to the app's tracker; the measuring id on the success and fail URLs is the visitor's anonymous id
 * when the collector keeps one.
 */
import type { CheckoutOrder, CheckoutPaymentMethod } from '../../../contracts/checkout';
import type { CheckoutContext, CheckoutTrackedEvent } from '../../../machines/checkout';
import { ANONYMOUS_ID_KEY } from '../tracking/collector';
import { track } from '../tracking/tracker';

export function trackCheckout(event: CheckoutTrackedEvent, context: CheckoutContext): void {
  const orderIdentifier = context.orderIdentifier;
  const paymentMethod = context.chosenMethod?.name ?? '';
  switch (event) {
    case 'checkout.voucherApplied': {
      const voucher = (context.order as (CheckoutOrder & { voucher?: { code: string } | null }) | null)?.voucher;
      track({ name: 'Voucher Applied', properties: { orderIdentifier, code: voucher?.code ?? '' } });
      return;
    }
    case 'checkout.paymentMethodChosen':
      track({ name: 'Payment Method Chosen', properties: { orderIdentifier, paymentMethod } });
      return;
    case 'checkout.integrityTokenInvalid':
      track({ name: 'Integrity Token Invalid', properties: { orderIdentifier, operation: 'order change' } });
      return;
  }
}

/** The checkout page's orderFinished hook: an order finished and handed over for payment, or paid at once. */
export function trackOrderFinished(order: Pick<CheckoutOrder, 'identifier'>, method: Pick<CheckoutPaymentMethod, 'name'>): void {
  track({ name: 'Order Finished', properties: { orderIdentifier: order.identifier, paymentMethod: method.name } });
}

/** The measuring id appended to the success and fail URLs: the visitor's anonymous id, or none. */
export function measuringId(): string {
  try {
    return localStorage.getItem(ANONYMOUS_ID_KEY) ?? '';
  } catch {
    return '';
  }
}
