import { dirname, join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Currency } from '../contracts/pricelist';
import { registerPasswordResetRoutes } from './auth/password-reset-routes';
import { registerRenewalRoutes } from './renewals/routes';
import { registerAddonRoutes } from './addons/routes';
import { registerLanguageRoute } from './auth/language-route';
import { registerAuthRoutes } from './auth/routes';
import { createAuth } from './auth/service';
import { systemClock } from './clock';
import type { Clock } from './clock';
import { DEFAULT_SESSION_IDLE_MINUTES } from './auth/sessions';
import type { ActiveSession } from './auth/sessions';
import { actsAsOperator } from './admin/guard';
import type { Database } from './db/schema';
import { registerDemo } from './demo';
import { registerEventsRoutes } from './events/route';
import { registerGraphQL } from './graphql';
import { registerCompression } from './http/compression';
import { answerFrameworkError, registerErrorHandler } from './http/errors';
import { registerErrorLanguage } from './http/error-language';
import { registerInputBoundary } from './http/input-boundary';
import { recordRoutes } from './http/route-list';
import { PortalLogController, requestSerializers } from './http/request-log';
import type { MailOptions } from './mail/config';
import { registerMail } from './mail/plugin';
import { DEFAULT_ATTACHMENT_RESOLVERS } from './mail-attachments';
import { registerOrderReactionsOfTheApp } from './order-reactions';
import { registerHealthRoute } from './http/health';
import { registerCreditNoteRoute, registerInvoiceRoute } from './invoices/route';
import { storeSeller } from './tax/seller';
import type { Seller } from './tax/seller';
import { registerSecurityHeaders } from './http/security-headers';
import type { TrackingServices } from './http/security-headers';
import { registerStaticAndFallback } from './http/static';
import { NO_PAYMENT_PROVIDERS_CONFIGURED, offersStripe } from './payments/config';
import { checkoutPageOrigin } from './payments/stripe-checkout';
import type { PaymentsConfig } from './payments/config';
import { registerPaymentRoutes } from './payments/routes';
import { cachedCatalogue, catalogueVersion, DEFAULT_CATALOGUE_VERSION_CHECK_MS, readCatalogueVersion } from './pricelist/catalogue-cache';
import { loadCatalogue } from './pricelist/catalogue-repository';
import { loadPageRenderer, registerPricelistPage } from './pricelist/page';
import { registerPricelistRoute } from './pricelist/route';
import { loadPricingCatalogues } from './orders/pricing-catalogue';
import type { OperatorTwoFactorPolicy, PortalMode } from './mode';
import { twoFactorKey } from './auth/two-factor';
import { scheduleMaintenance } from './db/maintenance';
import { retryUnavailableChecks, VIES_RETRY_EVERY_MS, vatIdChecker } from './tax/vat-id-check';
import { askViesOf } from './tax/ask-vies';

export interface AppOptions {
  /** A migrated database. The app does not close it: whoever opened it does, after app.close(). */
  db: Kysely<Database>;
  /** Key that signs tokens (purchase links). */
  sessionSecret: string;
  /** Currency of the price list when the request names none. */
  defaultCurrency: Currency;
  /** Folder of the built browser app; nothing is served from it when undefined or missing. */
  staticDir?: string | undefined;
  /** The server build of the price list page (default: dist-server/entry-server.js beside staticDir); without it the browser renders it. */
  serverEntry?: string | undefined;
  /** JSON request and error logs (pino) at this level, on stdout unless a stream is given; off in tests. */
  logger?: false | { level: string; stream?: { write(line: string): void } };
  /** NODE_ENV is not development or test: no GraphiQL, introspection or field suggestions. */
  production?: boolean;
  /** PORTAL_MODE; default demo. Production has none of the demo's conveniences (server/demo.ts). */
  mode?: PortalMode;
  /** How long a read of the catalogue is reused, in milliseconds. Tests that change the catalogue use 0. */
  catalogueCacheMs?: number;
  /** Proxies trusted to name the client's address in X-Forwarded-For (TRUST_PROXY); unset: the peer's address. */
  trustProxy?: string[] | undefined;
  /** How often the cached catalogue's version is compared with the database's, so that another instance's change shows here. */
  catalogueVersionCheckMs?: number;
  /** Minutes without a request after which a session ends (SESSION_IDLE_MINUTES). */
  sessionIdleMinutes?: number;
  /** The server's clock (server/clock.ts): sessions, sign-in limits, payments, mail, the lifecycle; tests move it instead of waiting. */
  now?: Clock;
  /** Stripe keys and the bank transfer account; default: none (demo mode adds the test gateway and the demonstration account). */
  payments?: PaymentsConfig;
  /** Who issues the invoices (SELLER_*); kept in the database for the paying transactions. Unset: the stored one, else the demonstration seller. */
  seller?: Seller;
  /** SMTP or the embedded outbox, From, PUBLIC_URL; default: messages kept in the database for /outbox. */
  mail?: MailOptions;
  /** The third-party tracking services the browser build uses, which the pages' Content-Security-Policy allows; default: none. */
  tracking?: TrackingServices;
  /** OPERATOR_2FA; default optional. Under required an operator without two-factor sign-in reaches only its enrolment. */
  operatorTwoFactor?: OperatorTwoFactorPolicy;
  /**
   * VIES_URL and the wait for its answers; the unavailable checks of orders are asked again every VIES_RETRY_EVERY_MS.
   * Unset: the stand-in's answers in process, and no retry (tests that are not about VIES).
   */
  vies?: { url: string; timeoutMs?: number };
}

/** Builds the whole HTTP server without listening, so that tests can drive it with app.inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { ...options.logger, serializers: requestSerializers } : false,
    // One line per request instead of Fastify's two, secrets redacted (server/http/request-log.ts).
    logController: new PortalLogController(),
    frameworkErrors: answerFrameworkError,
    ...(options.trustProxy?.length ? { trustProxy: options.trustProxy } : {}),
  });
  const version = catalogueVersion(() => readCatalogueVersion(options.db), options.catalogueVersionCheckMs ?? DEFAULT_CATALOGUE_VERSION_CHECK_MS);
  const catalogue = cachedCatalogue(() => loadCatalogue(options.db), options.catalogueCacheMs ?? 5_000, Date.now, version);
  const pricing = cachedCatalogue(() => loadPricingCatalogues(options.db), options.catalogueCacheMs ?? 5_000, Date.now, version);

  // Both catalogues are read before the app answers, so that no first visitor waits for them (server/http/warm-up.ts).
  app.addHook('onReady', async () => {
    await Promise.all([catalogue.get(), pricing.get()]);
  });

  const configuredPayments = options.payments ?? NO_PAYMENT_PROVIDERS_CONFIGURED;
  const auth = createAuth({ db: options.db, now: options.now ?? systemClock, idleMinutes: options.sessionIdleMinutes ?? DEFAULT_SESSION_IDLE_MINUTES });

  const checkVatId = vatIdChecker(
    options.db,
    askViesOf(options),
    (vatId, reason) => app.log.warn({ vatId, reason }, 'VIES could not check a VAT ID; VAT is charged for now'),
  );
  if (options.vies) {
    const now = auth.now;
    const retry = scheduleMaintenance(async () => void (await retryUnavailableChecks(options.db, checkVatId, now())), {
      firstAfterMs: VIES_RETRY_EVERY_MS,
      everyMs: VIES_RETRY_EVERY_MS,
      onError: (error) => app.log.error({ err: error }, 'VIES retry failed'),
    });
    app.addHook('onClose', () => retry.stop());
  }

  recordRoutes(app);
  registerOrderReactionsOfTheApp();
  // Before any route: both hook into each route as it is added (the security headers tell the API's from the pages').
  registerSecurityHeaders(app, {
    publicUrl: options.mail?.publicUrl,
    stripe: configuredPayments.stripe !== undefined,
    stripeCheckoutOrigin: configuredPayments.stripe && offersStripe(configuredPayments, 'checkout') ? checkoutPageOrigin(configuredPayments.stripe) : undefined,
    tracking: options.tracking ?? {},
    staticDir: options.staticDir,
  });
  await registerCompression(app);
  if (options.seller) await storeSeller(options.db, options.seller, auth.now());
  registerErrorHandler(app);
  registerErrorLanguage(app);
  registerInputBoundary(app);
  await app.register(fastifyCookie);
  registerAuthRoutes(app, auth, options.sessionSecret);
  registerLanguageRoute(app, auth);
  registerHealthRoute(app, options.db);
  registerPricelistRoute(app, { catalogue, secret: options.sessionSecret, defaultCurrency: options.defaultCurrency, db: options.db, auth, pricing });
  registerEventsRoutes(app, { db: options.db, auth });
  const operatorTwoFactor = options.operatorTwoFactor ?? 'optional';
  const documents = { db: options.db, auth, actsAsOperator: (user: ActiveSession['user']) => actsAsOperator(options.db, user, operatorTwoFactor) };
  registerInvoiceRoute(app, documents);
  registerCreditNoteRoute(app, documents);
  registerPasswordResetRoutes(app, auth);
  registerRenewalRoutes(app, auth);
  registerAddonRoutes(app, { auth, catalogues: pricing, currency: options.defaultCurrency });
  const mail = { ...options.mail, resolvers: options.mail?.resolvers ?? DEFAULT_ATTACHMENT_RESOLVERS };
  registerMail(app, { db: options.db, now: auth.now, mail });
  // The one place demo mode differs: its conveniences, and the payment methods they add.
  const payments =
    options.mode === 'production' ? configuredPayments : await registerDemo(app, { db: options.db, secret: options.sessionSecret, auth, mail, payments: configuredPayments });
  await registerPaymentRoutes(app, { db: options.db, secret: options.sessionSecret, payments, auth, now: auth.now });
  registerGraphQL(app, {
    context: {
      db: options.db,
      catalogue,
      catalogueVersion: version,
      defaultCurrency: options.defaultCurrency,
      secret: options.sessionSecret,
      auth,
      payments,
      pricing,
      operatorTwoFactor: options.operatorTwoFactor ?? 'optional',
      twoFactorKey: twoFactorKey(options.sessionSecret),
      checkVatId,
    },
    production: options.production ?? false,
  });
  if (options.staticDir !== undefined) {
    const serverEntry = options.serverEntry ?? join(dirname(options.staticDir), 'dist-server', 'entry-server.js');
    const page = loadPageRenderer(join(options.staticDir, 'index.html'), serverEntry);
    if (page) {
      registerPricelistPage(app, { ...page, catalogue, secret: options.sessionSecret, defaultCurrency: options.defaultCurrency, publicUrl: options.mail?.publicUrl });
    }
  }
  await registerStaticAndFallback(app, options.staticDir);
  return app;
}
