/** Orders and payment methods for the checkout machines' tests. */
import type { CheckoutOrder, CheckoutPaymentMethod, CheckoutPayments } from '../../contracts/checkout';

export function order(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return {
    identifier: 'ORD-TEST0001',
    integrityToken: '1.token',
    paymentSuccessUrl: '/checkout/ORD-TEST0001/success',
    paymentFailUrl: '/checkout/ORD-TEST0001/failed',
    coveredByVoucher: false,
    contactInputs: [
      { name: 'firstname', value: 'Jana' },
      { name: 'surname', value: '' },
      { name: 'country', value: 'CZ' },
    ],
    items: [
      { type: 'package', hash: 'item-package', checked: true, period: 12 },
      { type: 'addon', hash: 'offer:email-plus', identifier: 'email-plus', checked: false, period: 12 },
      { type: 'domain', hash: 'item-domain', domain: 'example.com', checked: true, period: 12 },
      { type: 'private_registration', hash: 'item-private', domain: 'example.com', checked: true, period: 12, missingAnyPersonalData: false },
    ],
    ...overrides,
  };
}

export function method(name: string, overrides: Partial<CheckoutPaymentMethod> = {}): CheckoutPaymentMethod {
  return {
    name,
    type: name === 'stripe-card' ? 'stripe' : name === 'bank-transfer' ? 'transfer' : 'gateway',
    elementId: `payment-method-${name}`,
    oppositeElementId: null,
    url: name === 'gateway' ? '/payments/gateway' : null,
    inputs: [
      { name: 'MerchantTransactionID', value: `TX-${name}` },
      { name: 'MethodID', value: name },
    ],
    open: false,
    ...overrides,
  };
}

export function payments(overrides: Partial<CheckoutPayments> = {}): CheckoutPayments {
  return { methods: [method('stripe-card'), method('gateway', { open: true }), method('bank-transfer')], goStraightOn: false, ...overrides };
}

/** An error as the app's GraphQL client raises it: the first error's code and message, and field errors. */
export function failure(code: string | null, message = `failed: ${code ?? 'network'}`, fieldErrors: Record<string, string> | null = null) {
  return Object.assign(new Error(message), { code, fieldErrors });
}
