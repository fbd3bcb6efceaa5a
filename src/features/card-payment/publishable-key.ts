/** The payment method input that carries Stripe's publishable key (server/payments/stripe.ts). */
export const PUBLISHABLE_KEY_INPUT = 'PublishableKey';
