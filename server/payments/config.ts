import type { TransferAccount } from '../bank-transfer/instructions';
/** How the portal takes payments; from the environment (server/config.ts). */
export interface PaymentsConfig {
  /** Card payments through Stripe; undefined when the Stripe keys are not configured. */
  stripe: StripeConfig | undefined;
  /** The account bank transfers go to; undefined: no bank transfers (demo mode fills in DEMO_TRANSFER_ACCOUNT). */
  transfer?: TransferAccount | undefined;
  /** The portal's own test gateway, where a payment is approved without money: demo mode only (server/demo.ts). */
  testGateway?: boolean;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the Stripe API is reached; undefined: Stripe itself. Tests point it at a stand-in. */
  apiUrl: string | undefined;
  /** Which of Stripe's ways to pay the checkout offers (STRIPE_METHODS); undefined: both, STRIPE_METHODS. */
  methods?: readonly StripeMethod[] | undefined;
}

/** The card form in the checkout page (Stripe Elements), and Stripe Checkout, Stripe's own hosted payment page. */
export type StripeMethod = 'card' | 'checkout';

export const STRIPE_METHODS: readonly StripeMethod[] = ['card', 'checkout'];

/** Whether Stripe is configured and offers this way to pay. */
export const offersStripe = (config: PaymentsConfig, method: StripeMethod): boolean => config.stripe !== undefined && (config.stripe.methods ?? STRIPE_METHODS).includes(method);

export type { TransferAccount } from '../bank-transfer/instructions';

/** A demonstration account (a valid IBAN checksum, no real bank account behind it): demo mode's, refused in production. */
export const DEMO_TRANSFER_ACCOUNT: TransferAccount = {
  accountName: 'Hosting Portal s.r.o.',
  iban: 'CZ6508000000192000145399',
  bic: 'GIBACZPX',
};

export const NO_PAYMENT_PROVIDERS_CONFIGURED: PaymentsConfig = { stripe: undefined };
