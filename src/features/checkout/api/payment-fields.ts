/** The payment method fields the checkout shows and pays with, and the one query that lists them. */
import { getFragmentData, graphql, type FragmentType } from '../../../graphql';
import type { PaymentsView } from '../types';

export const CheckoutPaymentFields = graphql(`
  fragment CheckoutPaymentFields on PaymentMethods {
    goStraightOn
    methods {
      name
      type
      title
      elementId
      oppositeElementId
      url
      icon
      infoboxText
      open
      inputs { name value }
    }
  }
`);

export const CheckoutPaymentMethodsDocument = graphql(`
  query CheckoutPaymentMethods($orderIdentifier: String!, $lastReloadBeforeSubmit: Boolean!, $merchantTransactionId: String, $methodId: String, $ref: String, $token: String) {
    paymentMethods(
      orderIdentifier: $orderIdentifier
      lastReloadBeforeSubmit: $lastReloadBeforeSubmit
      merchantTransactionId: $merchantTransactionId
      methodId: $methodId
      ref: $ref
      token: $token
    ) {
      ...CheckoutPaymentFields
    }
  }
`);

export function toPayments(fragment: FragmentType<typeof CheckoutPaymentFields>): PaymentsView {
  const payments = getFragmentData(CheckoutPaymentFields, fragment);
  return {
    goStraightOn: payments.goStraightOn,
    methods: payments.methods.map((method) => ({
      name: method.name,
      type: method.type,
      title: method.title,
      elementId: method.elementId,
      oppositeElementId: method.oppositeElementId ?? null,
      url: method.url ?? null,
      icon: method.icon ?? null,
      infoboxText: method.infoboxText ?? null,
      open: method.open,
      inputs: method.inputs.map((input) => ({ name: input.name, value: input.value })),
    })),
  };
}
