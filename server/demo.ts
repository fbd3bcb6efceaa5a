import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Auth } from './auth/service';
import type { Database } from './db/schema';
import { registerEventsViewer } from './events/route';
import type { MailOptions } from './mail/config';
import { mailSettings } from './mail/plugin';
import { registerOutboxRoutes } from './mail/route';
import { DEMO_TRANSFER_ACCOUNT } from './payments/config';
import type { PaymentsConfig } from './payments/config';
import { registerGatewayRoutes } from './payments/gateway';
import { registerViesStandIn } from './tax/vies-stand-in';

export interface DemoOptions {
  db: Kysely<Database>;
  secret: string;
  auth: Auth;
  mail: MailOptions;
  /** The payment methods the settings configure. */
  payments: PaymentsConfig;
}

/**
 * Demo mode's conveniences (PORTAL_MODE=demo, what `npm start` runs), registered here and nowhere else: production
 * builds the app without calling this, so none of it exists there (its addresses answer 404).
 * - the test payment gateway (/payments/gateway), where a payment is approved without money, offered at the checkout;
 * - bank transfers to the demonstration account unless BANK_TRANSFER_* name one;
 * - the outbox (/outbox, /api/outbox): every e-mail readable by anyone, so that a sign-up link can be opened without
 *   a mail server;
 * - the recent events of the portal's own collector (/events, GET /api/events);
 * - a stand-in of the EU's VIES service (/demo/vies), which VIES_URL points at unless set (server/tax/vies-stand-in.ts).
 * The demo accounts, operator, vouchers and orders are the demo seed's (server/setup/seed.ts; main.ts). Answers the
 * payment methods the app offers.
 */
export async function registerDemo(app: FastifyInstance, options: DemoOptions): Promise<PaymentsConfig> {
  await registerGatewayRoutes(app, { db: options.db, secret: options.secret, now: options.auth.now });
  const { from, resolvers, keptHere } = mailSettings(options.mail);
  registerOutboxRoutes(app, { db: options.db, from, resolvers, keptHere });
  registerEventsViewer(app, { db: options.db, auth: options.auth });
  registerViesStandIn(app);
  return { ...options.payments, testGateway: true, transfer: options.payments.transfer ?? DEMO_TRANSFER_ACCOUNT };
}
