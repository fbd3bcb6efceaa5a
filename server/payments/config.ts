/** How the portal takes payments; from the environment (server/config.ts). */
export interface PaymentsConfig {
  /** Card payments through Stripe; undefined when the Stripe keys are not configured. */
  stripe: StripeConfig | undefined;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the Stripe API is reached; undefined: Stripe itself. Tests point it at a stand-in. */
  apiUrl: string | undefined;
}

export const PAYMENT_METHOD_NAMES = { stripe: 'stripe-card', gateway: 'gateway', transfer: 'bank-transfer' } as const;
export type PaymentMethodName = (typeof PAYMENT_METHOD_NAMES)[keyof typeof PAYMENT_METHOD_NAMES];

/** The names finishOrder accepts as paymentServiceName, in the order the checkout lists them. */
export function paymentMethodNames(config: PaymentsConfig): PaymentMethodName[] {
  return [...(config.stripe ? [PAYMENT_METHOD_NAMES.stripe] : []), PAYMENT_METHOD_NAMES.gateway, PAYMENT_METHOD_NAMES.transfer];
}
