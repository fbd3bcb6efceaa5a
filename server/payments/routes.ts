import type { FastifyInstance } from 'fastify';
import { registerGatewayRoutes } from './gateway';
import { registerPaymentIcons } from './icons';
import { registerStripeRoutes } from './stripe';
import type { StripeRoutesOptions } from './stripe';

export type PaymentRoutesOptions = StripeRoutesOptions;

/** Everything of the payments that is not GraphQL: the card payment, Stripe's webhook, the gateway, the icons. */
export async function registerPaymentRoutes(app: FastifyInstance, options: PaymentRoutesOptions): Promise<void> {
  registerPaymentIcons(app);
  await registerStripeRoutes(app, options);
  await registerGatewayRoutes(app, options);
}
