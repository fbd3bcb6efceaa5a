import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import { PROJECT_NAME_PATTERN } from '../../contracts/pricelist-constants';
import type { Auth } from '../auth/service';
import { apiError } from '../http/errors';
import { paymentSuccessUrl } from '../domain/order-urls';
import { PAYMENT_METHOD_NAMES, PAYMENT_TITLES } from '../../contracts/payment-methods';
import { offersStripe } from './config';
import type { StripeConfig } from './config';
import { PaymentError } from './errors';
import { paymentIconUrl } from './icons';
import { findOwnedOrder, requirePackageStillFits, requirePayable } from './orders';
import { describeMethod, input } from './provider';
import type { PaymentContext, PaymentProvider } from './provider';
import { applyPaymentNotification, ensurePayment, findPaymentByExternalId } from './settle';
import type { PaymentRow } from './settle';
import { cardSavedByIntent, ensureStripeCustomer, handleSetupIntentSucceeded, recordSavedCard, turnOnAutoRenewOfOrder } from './saved-cards';
import { isMerchantTransactionId } from './signing';
import { PAID_THROUGH_CHECKOUT, handleCheckoutEvent, isCheckoutEvent, registerCheckoutRoute } from './stripe-checkout';

export const SECURE_PAYMENT_URL = '/api/payments/secure';
export const STRIPE_WEBHOOK_URL = '/api/payments/stripe/webhook';

export const stripeProvider: PaymentProvider = {
  name: PAYMENT_METHOD_NAMES.stripe,
  type: 'stripe',
  offered: (config) => offersStripe(config, 'card'),
  describe: (order, context) =>
    describeMethod(stripeProvider, order, context, {
      title: PAYMENT_TITLES.stripe,
      icon: paymentIconUrl('card'),
      infoboxText: 'Pay by card. Your card details go straight to Stripe, our card payment provider, and never reach our servers.',
      // Stripe gets the payer's name and address with the card.
      forceBillingForm: true,
      // Where Stripe returns the payer after a card check (3-D Secure) that needs a redirect.
      redirectUrl: paymentSuccessUrl(order.identifier),
      extraInputs: context.payments.stripe ? [input('PublishableKey', context.payments.stripe.publishableKey)] : [],
    }),
  // The browser asks for the PaymentIntent itself (POST /api/payments/secure) once the card form is filled in.
  prepare: async (order, context) => ({ method: stripeProvider.describe(order, context), goStraightOn: false }),
};

/** The Stripe SDK, pointed at STRIPE_API_URL when set (tests and local development use a stand-in). */
export function createStripeClient(config: StripeConfig): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api ? { host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80), protocol: api.protocol === 'https:' ? 'https' : 'http' } : {}),
  });
}

const secureRequestSchema = z.object({
  // A domain bought alone may be for no website: its order names none, and the request sends an empty name.
  project: z.union([z.literal(''), z.string().regex(PROJECT_NAME_PATTERN)], { error: 'must be the name of the order\'s website, or empty for an order without one' }),
  orderId: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'must be an order identifier'),
  inputs: z.array(z.object({ name: z.string().max(64), value: z.string().max(512) })).max(20, 'must hold at most 20 inputs'),
});

export type SecurePaymentRequest = z.infer<typeof secureRequestSchema>;

export interface BillingDetails {
  name?: string;
  email?: string;
  phone?: string;
  address?: { line1?: string; city?: string; postal_code?: string; country?: string };
}

/** Stripe.js's billing_details from the order's billing contact; null when it holds none of them. */
export function billingDetails(billing: Record<string, string>): BillingDetails | null {
  const present = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);
  const name = present([billing.firstname, billing.surname].filter(Boolean).join(' '));
  const address = Object.fromEntries(
    Object.entries({ line1: present(billing.street), city: present(billing.city), postal_code: present(billing.zip), country: present(billing.country) }).filter(([, value]) => value !== undefined),
  );
  const details: BillingDetails = Object.fromEntries(
    Object.entries({ name, email: present(billing.email), phone: present(billing.phone), address: Object.keys(address).length > 0 ? address : undefined }).filter(([, value]) => value !== undefined),
  );
  return Object.keys(details).length > 0 ? details : null;
}

const inputValue = (request: SecurePaymentRequest, name: string) => request.inputs.find((field) => field.name === name)?.value;

/**
 * The card payment of an order: one PaymentIntent per order, however many times and however concurrently the
 * browser asks. The payment row is claimed first (one per order and provider), the intent is created with an
 * idempotency key of order and amount, so Stripe itself answers parallel requests with the same intent, and its
 * id is kept on the row; later requests fetch that intent again instead of creating one.
 */
export async function createSecurePayment(
  context: PaymentContext & { stripe: Stripe },
  accountId: string,
  request: SecurePaymentRequest,
): Promise<{ clientSecret: string; billingDetails: BillingDetails | null }> {
  const order = await findOwnedOrder(context.db, accountId, request.orderId);
  if (!order || (order.websiteName ?? '') !== request.project) throw new PaymentError('ORDER_NOT_FOUND');
  if (inputValue(request, 'MethodID') !== PAYMENT_METHOD_NAMES.stripe) throw new PaymentError('PAYMENT_METHOD_NOT_FOUND', undefined, 'inputs');
  const transaction = inputValue(request, 'MerchantTransactionID') ?? '';
  if (!isMerchantTransactionId(context.secret, order.id, PAYMENT_METHOD_NAMES.stripe, transaction)) throw new PaymentError('INVALID_TRANSACTION', undefined, 'inputs');
  const total = await requirePayable(context.db, order, context.now);
  await requirePackageStillFits(context.db, order);

  const payment = await ensurePayment(context.db, { orderId: order.id, provider: 'stripe', amountMinor: total, currency: order.currency }, context.now);
  if (payment.status === 'succeeded') throw new PaymentError('ORDER_ALREADY_PAID');

  let intent: Stripe.PaymentIntent;
  try {
    intent = payment.external_id
      ? await context.stripe.paymentIntents.retrieve(payment.external_id)
      : await context.stripe.paymentIntents.create(
          {
            amount: Number(payment.amount_minor),
            currency: payment.currency.toLowerCase(),
            // The account's Customer, so that the payer may save the card at confirmation (setup_future_usage).
            customer: await ensureStripeCustomer(context.db, context.stripe, accountId),
            metadata: { orderId: order.id, orderIdentifier: order.identifier },
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          },
          { idempotencyKey: `order-${order.id}-${payment.amount_minor}` },
        );
  } catch (error) {
    throw new PaymentError('PAYMENT_PROVIDER_UNAVAILABLE', undefined, undefined, error);
  }
  if (!payment.external_id) {
    await context.db.updateTable('payments').set({ external_id: intent.id, updated_at: context.now }).where('id', '=', payment.id).where('external_id', 'is', null).execute();
  }
  if (!intent.client_secret) throw new PaymentError('PAYMENT_PROVIDER_UNAVAILABLE');
  return { clientSecret: intent.client_secret, billingDetails: billingDetails(order.billing) };
}

/**
 * The payment a PaymentIntent belongs to: by its id, or (before the id was stored) by the order in its metadata. An
 * automatic renewal's retry is a new intent of the same payment (server/renewals/charge.ts): its webhook may come
 * before the payment follows it, and it takes the unpaid payment over from the attempt before.
 */
async function paymentOfIntent(context: Pick<PaymentContext, 'db'>, intent: Stripe.PaymentIntent): Promise<PaymentRow | undefined> {
  const known = await findPaymentByExternalId(context.db, 'stripe', intent.id);
  if (known) return known;
  const orderId = intent.metadata?.orderId;
  if (typeof orderId !== 'string' || !/^[0-9a-f-]{36}$/.test(orderId)) return undefined;
  const retry = intent.metadata?.renewalAttempt !== undefined;
  await context.db
    .updateTable('payments')
    .set({ external_id: intent.id })
    .where('order_id', '=', orderId)
    .where('provider', '=', 'stripe')
    .where((eb) => (retry ? eb('status', '<>', 'succeeded') : eb('external_id', 'is', null)))
    .execute();
  return findPaymentByExternalId(context.db, 'stripe', intent.id);
}

/**
 * A signed webhook event, acted on once: the intent, its amount and currency must match the payment and order. A
 * card the payer saved with the payment is recorded with it, and the order's services renew themselves with it.
 */
export async function handleStripeEvent(context: Pick<PaymentContext, 'db'> & { now: Date; stripe?: Stripe | undefined }, event: Stripe.Event) {
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') return 'ignored' as const;
  const intent = event.data.object;
  // Stripe Checkout's own intent: its session's events pay the order (stripe-checkout.ts).
  if (intent.metadata?.paidThrough === PAID_THROUGH_CHECKOUT.paidThrough) return 'ignored' as const;
  const payment = await paymentOfIntent(context, intent);
  let matches = false;
  if (payment) {
    const order = await context.db.selectFrom('orders').select(['currency', 'total_minor']).where('id', '=', payment.order_id).executeTakeFirstOrThrow();
    const currency = intent.currency.toLowerCase();
    matches =
      intent.metadata?.orderId === payment.order_id &&
      BigInt(intent.amount) === payment.amount_minor &&
      order.total_minor !== null &&
      BigInt(intent.amount) === BigInt(order.total_minor) &&
      currency === payment.currency.toLowerCase() &&
      currency === order.currency.toLowerCase();
  }
  const saved = matches && payment && context.stripe && event.type === 'payment_intent.succeeded' ? await cardSavedByIntent(context.db, context.stripe, payment.order_id, intent) : undefined;
  return applyPaymentNotification(
    context.db,
    {
      provider: 'stripe',
      eventId: event.id,
      type: event.type,
      payment: payment && { id: payment.id, orderId: payment.order_id },
      result: !matches ? 'rejected' : event.type === 'payment_intent.succeeded' ? 'succeeded' : 'failed',
      alsoOnSuccess:
        saved &&
        (async (trx) => {
          if (payment && (await recordSavedCard(trx, saved.accountId, saved.card, context.now))) await turnOnAutoRenewOfOrder(trx, payment.order_id, context.now);
        }),
    },
    context.now,
  );
}

export interface StripeRoutesOptions extends Omit<PaymentContext, 'now'> {
  auth: Auth;
  now: () => Date;
}

function sendPaymentError(reply: FastifyReply, request: FastifyRequest, error: unknown) {
  if (!(error instanceof PaymentError)) throw error;
  if (error.status >= 500) request.log.error({ err: error.cause ?? error }, 'card payment could not be started');
  return reply.code(error.status).send(apiError(error.code, error.message, error.parameter));
}

/**
 * POST /api/payments/secure (the browser's card payment), POST /payments/stripe-checkout (the way to Stripe Checkout)
 * and POST /api/payments/stripe/webhook (Stripe's notices of both).
 */
export async function registerStripeRoutes(app: FastifyInstance, options: StripeRoutesOptions): Promise<void> {
  const stripeConfig = options.payments.stripe;
  const stripe = stripeConfig && createStripeClient(stripeConfig);

  app.post(SECURE_PAYMENT_URL, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await options.auth.current(request);
    if (!session) return reply.code(401).send(apiError('UNAUTHENTICATED', 'Please sign in first.'));
    try {
      const parsed = secureRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const parameter = String(issue?.path[0] ?? 'body');
        throw new PaymentError('INVALID_PARAMETER', `${parameter} ${issue?.message ?? 'is not valid'}`, parameter);
      }
      if (!stripe) throw new PaymentError('PAYMENT_METHOD_NOT_FOUND');
      return await createSecurePayment({ ...options, now: options.now(), stripe }, session.user.id, parsed.data);
    } catch (error) {
      return sendPaymentError(reply, request, error);
    }
  });

  if (stripe && offersStripe(options.payments, 'checkout')) await registerCheckoutRoute(app, { ...options, stripe });

  // Stripe signs the exact bytes it sends, so this route alone keeps the body raw.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(STRIPE_WEBHOOK_URL, async (request, reply) => {
      if (!stripe || !stripeConfig) return reply.code(404).send(apiError('PAYMENT_METHOD_NOT_FOUND', 'Card payments are not configured.'));
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(body) || body.length === 0) {
        return reply.code(400).send(apiError('INVALID_SIGNATURE', 'A signed Stripe event is expected.'));
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(body, signature, stripeConfig.webhookSecret);
      } catch {
        return reply.code(400).send(apiError('INVALID_SIGNATURE', 'The Stripe signature of this event is not valid.'));
      }
      if (event.type === 'setup_intent.succeeded') return { received: true, outcome: await handleSetupIntentSucceeded(options.db, stripe, event.data.object, options.now()) };
      const outcome = isCheckoutEvent(event) ? await handleCheckoutEvent(options.db, event, options.now()) : await handleStripeEvent({ db: options.db, now: options.now(), stripe }, event);
      if (outcome !== 'paid' && outcome !== 'ignored') request.log.warn({ event: event.id, type: event.type, outcome }, 'Stripe event did not pay an order');
      return { received: true, outcome };
    });
  });
}

/**
 * A refund of a card payment through Stripe's refunds API. The idempotency key is the refund's own id, so asking
 * again after a timeout or a failure is answered with the same refund instead of returning the money twice. A key
 * is not enough alone: Stripe forgets it after about 24 hours, and under it replays an error it answered after the
 * money had left. So the refund's id goes into the refund's metadata as well, and a refund Stripe already made for
 * it is looked up first and taken as the answer.
 */
export async function refundStripePayment(config: StripeConfig, refund: { id: string; paymentIntent: string; amountMinor: bigint }): Promise<{ externalId: string }> {
  const stripe = createStripeClient(config);
  for await (const made of stripe.refunds.list({ payment_intent: refund.paymentIntent, limit: 100 })) {
    if (made.metadata?.refundId === refund.id && made.status !== 'failed' && made.status !== 'canceled') return { externalId: made.id };
  }
  const created = await stripe.refunds.create(
    { payment_intent: refund.paymentIntent, amount: Number(refund.amountMinor), metadata: { refundId: refund.id } },
    { idempotencyKey: `refund-${refund.id}` },
  );
  return { externalId: created.id };
}
