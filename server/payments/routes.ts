import type { FastifyInstance } from 'fastify';
import { registerPaymentIcons } from './icons';
import { registerStripeRoutes } from './stripe';
import { registerPaymentQrRoute } from './transfer-qr-route';
import type { StripeRoutesOptions } from './stripe';

export type PaymentRoutesOptions = StripeRoutesOptions;

/**
 * Everything of the payments that is not GraphQL: the card payment, Stripe's webhook, the icons, a bank transfer's QR code. The test gateway's
 * pages are demo mode's (server/demo.ts).
 */
export async function registerPaymentRoutes(app: FastifyInstance, options: PaymentRoutesOptions): Promise<void> {
  registerPaymentIcons(app);
  registerPaymentQrRoute(app, options);
  await registerStripeRoutes(app, options);
}
