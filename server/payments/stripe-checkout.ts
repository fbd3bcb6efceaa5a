/**
 * Stripe Checkout, Stripe's hosted payment page (docs/checkout.md, "Stripe Checkout"). The finish flow posts the
 * method's inputs to STRIPE_CHECKOUT_URL, as to any redirect gateway; the server opens the order's Checkout Session
 * and sends the payer there (303), as Stripe documents it. Stripe's webhook (checkout.session.completed) pays the
 * order through applyPaymentNotification, the card's path, and keeps the PaymentIntent for refunds.
 *
 * One page at a time, as the test gateway (gateway-attempts.ts): each session is an attempt claimed on the order's
 * payment by a conditional update. A second page of the order gets the open session again; a session that is too
 * close to its end is expired at Stripe before a new one is made; only an ended session (expired, or completed and
 * not paid) frees the order for another.
 */
import { randomBytes } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Auth } from '../auth/service';
import type { Database } from '../db/schema';
import { errorMessageIn } from '../http/error-language';
import { requestLanguage } from '../http/language';
import { serverT, type ServerT } from '../i18n';
import { ORDER_IDENTIFIER_PATTERN } from '../domain/order-identifier';
import { PAYMENT_METHOD_NAMES, PAYMENT_TITLES } from '../../contracts/payment-methods';
import { checkoutUrl, paymentSuccessUrl } from '../domain/order-urls';
import { offersStripe } from './config';
import type { StripeConfig } from './config';
import { PaymentError } from './errors';
import type { PaymentErrorCode } from './errors';
import { openAttempt } from './gateway-attempts';
import type { PageRefusal } from './gateway-attempts';
import { escapeHtml, page } from './html-page';
import { paymentIconUrl } from './icons';
import { findOwnedOrder, requirePackageStillFits, requirePayable } from './orders';
import { describeMethod, input } from './provider';
import type { PayableOrder, PaymentContext, PaymentProvider } from './provider';
import { applyPaymentNotification, ensurePayment } from './settle';
import type { NotificationOutcome } from './settle';
import { isMerchantTransactionId } from './signing';

/** Where the finish flow posts the method's inputs; the answer sends the browser on to Stripe's page. */
export const STRIPE_CHECKOUT_URL = '/payments/stripe-checkout';

/** A session's life at Stripe: Stripe takes 30 minutes to 24 hours; a minute more keeps clear of clock skew. */
export const CHECKOUT_SESSION_MINUTES = 31;
/** An open session with less time left than this is not handed out again: it is expired, and a new one made. */
export const CHECKOUT_REUSE_MINUTES = 5;
/** How long a claimed attempt may go without its session stored before it counts as abandoned (a crash). */
const MAKING_SESSION_MS = 60_000;

/** Marks the PaymentIntent of a Checkout payment, so that the card's payment_intent.* events leave it alone. */
export const PAID_THROUGH_CHECKOUT = { paidThrough: 'checkout' } as const;

/** The origin of Stripe's hosted page: the browser is redirected there after a form post (CSP form-action). */
export const checkoutPageOrigin = (config: StripeConfig): string => (config.apiUrl ? new URL(config.apiUrl).origin : 'https://checkout.stripe.com');

export const stripeCheckoutProvider: PaymentProvider = {
  name: PAYMENT_METHOD_NAMES.stripe_checkout,
  type: 'gateway',
  offered: (config) => offersStripe(config, 'checkout'),
  describe: (order, context) =>
    describeMethod(stripeCheckoutProvider, order, context, {
      title: PAYMENT_TITLES.stripe_checkout,
      icon: paymentIconUrl('card'),
      infoboxText: 'You will be taken to Stripe, our payment provider, to pay by card or wallet on its secure page, and then back to the portal.',
      forceBillingForm: false,
      url: STRIPE_CHECKOUT_URL,
      extraInputs: [input('OrderIdentifier', order.identifier)],
    }),
  async prepare(order, context) {
    await ensurePayment(context.db, { orderId: order.id, provider: 'stripe_checkout', amountMinor: order.totalMinor, currency: order.currency }, context.now);
    return { method: stripeCheckoutProvider.describe(order, context), goStraightOn: false };
  },
};

type CheckoutContext = PaymentContext & { stripe: Stripe };

/** Why a new session may not be made, when the order changed since it was checked (a race). */
const ATTEMPT_REFUSALS: Record<Exclude<PageRefusal, 'inProgress'>, PaymentErrorCode> = { paid: 'ORDER_ALREADY_PAID', expired: 'ORDER_EXPIRED', cancelled: 'ORDER_CANCELLED', notPayable: 'ORDER_CANCELLED' };

interface OpenAttempt {
  paymentId: string;
  attempt: string | null;
  openedAt: Date | null;
  answeredAt: Date | null;
  session: string | null;
  status: string;
}

async function readAttempt(db: Kysely<Database>, paymentId: string): Promise<OpenAttempt> {
  const row = await db
    .selectFrom('payments')
    .select(['attempt', 'attempt_opened_at', 'attempt_answered_at', 'checkout_session', 'status'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return { paymentId, attempt: row.attempt, openedAt: row.attempt_opened_at, answeredAt: row.attempt_answered_at, session: row.checkout_session, status: row.status };
}

/** The attempt is over (its session ended): the order may be paid on a new page. Only this attempt is ended. */
async function endAttempt(db: Kysely<Database>, paymentId: string, attempt: string, now: Date): Promise<void> {
  await db
    .updateTable('payments')
    .set({ attempt_answered_at: now, checkout_session: null, updated_at: now })
    .where('id', '=', paymentId)
    .where('attempt', '=', attempt)
    .where('attempt_answered_at', 'is', null)
    .execute();
}

const withOrigin = (origin: string, path: string) => `${origin}${path}`;

function sessionParameters(order: PayableOrder, attempt: string, origin: string, now: Date): Stripe.Checkout.SessionCreateParams {
  const email = order.billing.email?.trim();
  return {
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: order.currency.toLowerCase(), unit_amount: Number(order.totalMinor), product_data: { name: `Order ${order.identifier}` } } }],
    client_reference_id: order.identifier,
    metadata: { orderId: order.id, orderIdentifier: order.identifier, attempt },
    payment_intent_data: { metadata: { orderIdentifier: order.identifier, ...PAID_THROUGH_CHECKOUT } },
    success_url: withOrigin(origin, paymentSuccessUrl(order.identifier)),
    cancel_url: withOrigin(origin, checkoutUrl(order.identifier)),
    ...(email ? { customer_email: email } : {}),
    expires_at: Math.floor(now.getTime() / 1000) + CHECKOUT_SESSION_MINUTES * 60,
  };
}

const reusable = (session: Stripe.Checkout.Session, order: PayableOrder, now: Date) =>
  session.status === 'open' &&
  session.url !== null &&
  session.amount_total === Number(order.totalMinor) &&
  session.currency?.toLowerCase() === order.currency.toLowerCase() &&
  session.expires_at * 1000 - now.getTime() > CHECKOUT_REUSE_MINUTES * 60_000;

/**
 * The address of the order's Stripe page: the open session again when there is one, else a new session after the
 * last one ended. A completed session settles the order at once (the webhook may still be on its way): paid, the
 * order is ORDER_ALREADY_PAID; not paid yet (a payment Stripe still confirms), PAYMENT_IN_PROGRESS.
 */
export async function openCheckoutSession(context: CheckoutContext, order: PayableOrder, origin: string): Promise<string> {
  const { db, now, stripe } = context;
  const payment = await ensurePayment(db, { orderId: order.id, provider: 'stripe_checkout', amountMinor: order.totalMinor, currency: order.currency }, now);
  for (let round = 0; round < 3; round += 1) {
    const current = await readAttempt(db, payment.id);
    if (current.status === 'succeeded') throw new PaymentError('ORDER_ALREADY_PAID');
    if (current.attempt !== null && current.answeredAt === null) {
      if (current.session === null) {
        // Another request is making this attempt's session right now; or it died doing so, and the attempt is freed.
        if (current.openedAt && now.getTime() - current.openedAt.getTime() < MAKING_SESSION_MS) throw new PaymentError('PAYMENT_IN_PROGRESS');
        await endAttempt(db, payment.id, current.attempt, now);
        continue;
      }
      let session = await callStripe(() => stripe.checkout.sessions.retrieve(current.session ?? ''));
      if (reusable(session, order, now) && session.url) return session.url;
      if (session.status === 'open') {
        // Too close to its end to be paid in comfort: ended at Stripe first, so that it can never take money too.
        session = await callStripe(() => stripe.checkout.sessions.expire(session.id)).catch(() => callStripe(() => stripe.checkout.sessions.retrieve(session.id)));
      }
      if (session.status === 'complete') {
        if (session.payment_status === 'unpaid') throw new PaymentError('PAYMENT_IN_PROGRESS');
        // Paid at Stripe, and its webhook not here yet: the order is paid now, once (the webhook will be a replay).
        await settleCheckoutSession(db, session, 'paid', now);
        throw new PaymentError('ORDER_ALREADY_PAID');
      }
      if (session.status !== 'expired') throw new PaymentError('PAYMENT_IN_PROGRESS');
      await endAttempt(db, payment.id, current.attempt, now);
      continue;
    }
    const attempt = `CS-${randomBytes(12).toString('base64url')}`;
    // The test gateway's rule (gateway-attempts.ts), with no time limit: a session holds the order until it ends.
    const refused = await openAttempt(db, { id: payment.id, orderId: payment.order_id }, attempt, now, null);
    if (refused === 'inProgress') continue;
    if (refused) throw new PaymentError(ATTEMPT_REFUSALS[refused]);
    let session: Stripe.Checkout.Session;
    try {
      session = await callStripe(() => stripe.checkout.sessions.create(sessionParameters(order, attempt, origin, now), { idempotencyKey: `checkout-${order.id}-${attempt}` }));
    } catch (error) {
      await endAttempt(db, payment.id, attempt, now);
      throw error;
    }
    await db.updateTable('payments').set({ checkout_session: session.id, updated_at: now }).where('id', '=', payment.id).where('attempt', '=', attempt).execute();
    if (!session.url) throw new PaymentError('PAYMENT_PROVIDER_UNAVAILABLE');
    return session.url;
  }
  throw new PaymentError('PAYMENT_IN_PROGRESS');
}

async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof PaymentError ? error : new PaymentError('PAYMENT_PROVIDER_UNAVAILABLE', undefined, undefined, error);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a session's end means for its order: paid (Stripe has the money), or ended without payment. */
export type SessionEnd = 'paid' | 'ended';

/** The id a session's end is recorded under, once, whichever way the news comes (webhook, or read back from Stripe). */
const sessionEventId = (session: Stripe.Checkout.Session, end: SessionEnd) => `checkout:${session.id}:${end}`;

/**
 * What the end of a session means for its order, once: paid (amount, currency and order matching), the payment
 * succeeds with its PaymentIntent kept and the order is paid; ended (expired, or its delayed payment failed), the
 * attempt ends and the order can be paid again. Repeats are replays; a session that names no payment of ours is
 * 'unknown_payment' and changes nothing.
 */
export async function settleCheckoutSession(db: Kysely<Database>, session: Stripe.Checkout.Session, end: SessionEnd, now: Date): Promise<NotificationOutcome> {
  const orderId = session.metadata?.orderId;
  const payment =
    typeof orderId === 'string' && UUID.test(orderId)
      ? await db
          .selectFrom('payments')
          .innerJoin('orders', 'orders.id', 'payments.order_id')
          .select(['payments.id', 'payments.order_id', 'payments.amount_minor', 'payments.currency', 'orders.total_minor', 'orders.currency as order_currency'])
          .where('payments.order_id', '=', orderId)
          .where('payments.provider', '=', 'stripe_checkout')
          .where('payments.statement_line_id', 'is', null)
          .executeTakeFirst()
      : undefined;
  const eventId = sessionEventId(session, end);
  const type = end === 'paid' ? 'checkout.session.completed' : 'checkout.session.expired';
  if (!payment) return 'unknown_payment';
  const attempt = session.metadata?.attempt;
  if (typeof attempt === 'string') await endAttempt(db, payment.id, attempt, now);

  const currency = session.currency?.toLowerCase();
  const matches =
    session.amount_total !== null &&
    BigInt(session.amount_total) === BigInt(payment.amount_minor) &&
    payment.total_minor !== null &&
    BigInt(session.amount_total) === BigInt(payment.total_minor) &&
    currency === payment.currency.toLowerCase() &&
    currency === payment.order_currency.toLowerCase();
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  if (end === 'paid' && matches && intent) {
    // The PaymentIntent is what an operator's refund returns the money through (server/admin/refunds.ts).
    await db.updateTable('payments').set({ external_id: intent, updated_at: now }).where('id', '=', payment.id).execute();
  }
  return applyPaymentNotification(
    db,
    { provider: 'stripe_checkout', eventId, type, payment: { id: payment.id, orderId: payment.order_id }, result: !matches ? 'rejected' : end === 'paid' ? 'succeeded' : 'failed' },
    now,
  );
}

/** What each checkout.session.* event says about its session; undefined: nothing to act on yet. */
const CHECKOUT_EVENTS: Record<string, (session: Stripe.Checkout.Session) => SessionEnd | undefined> = {
  // Completed with a payment Stripe still confirms (a bank debit): async_payment_succeeded or _failed follows.
  'checkout.session.completed': (session) => (session.payment_status === 'unpaid' ? undefined : 'paid'),
  'checkout.session.async_payment_succeeded': () => 'paid',
  'checkout.session.async_payment_failed': () => 'ended',
  'checkout.session.expired': () => 'ended',
};

export const isCheckoutEvent = (event: Stripe.Event): event is Stripe.Event & { data: { object: Stripe.Checkout.Session } } => Object.hasOwn(CHECKOUT_EVENTS, event.type);

/** A signed checkout.session.* event from Stripe's webhook. */
export async function handleCheckoutEvent(db: Kysely<Database>, event: Stripe.Event & { data: { object: Stripe.Checkout.Session } }, now: Date): Promise<NotificationOutcome | 'ignored'> {
  const end = CHECKOUT_EVENTS[event.type]?.(event.data.object);
  if (!end) return 'ignored';
  const settled = await settleCheckoutSession(db, event.data.object, end, now);
  // An unknown session is acknowledged and ignored.
  return settled === 'unknown_payment' ? 'ignored' : settled;
}

const FORM_RULES = {
  MerchantTransactionID: /^[A-Za-z0-9_-]{1,100}$/,
  MethodID: /^[a-z-]{1,40}$/,
  OrderIdentifier: ORDER_IDENTIFIER_PATTERN,
} as const;

function formFields(request: FastifyRequest): Record<keyof typeof FORM_RULES, string> | undefined {
  const body = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
  const out: Partial<Record<keyof typeof FORM_RULES, string>> = {};
  for (const [name, rule] of Object.entries(FORM_RULES) as [keyof typeof FORM_RULES, RegExp][]) {
    const value = body[name];
    if (typeof value !== 'string' || !rule.test(value)) return undefined;
    out[name] = value;
  }
  return out as Record<keyof typeof FORM_RULES, string>;
}

/** Why the payer was not sent to Stripe, and where to go on, in the visitor's language: `words` gives them in it. */
function refusal(request: FastifyRequest, reply: FastifyReply, status: number, words: (t: ServerT) => { title: string; text: string; link: { href: string; text: string } }): FastifyReply {
  const { language } = requestLanguage(request);
  const t = serverT(language);
  const { title, text, link } = words(t);
  return page(
    reply,
    language,
    status,
    t('page.stripe.title', { title }),
    `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(text)}</p><p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`,
  );
}

export interface CheckoutRouteOptions extends Omit<PaymentContext, 'now'> {
  auth: Auth;
  now: () => Date;
  stripe: Stripe;
}

/** POST STRIPE_CHECKOUT_URL: the finish flow's form; the payer is sent to the order's Stripe page (303). */
export async function registerCheckoutRoute(app: FastifyInstance, options: CheckoutRouteOptions): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyFormbody, { bodyLimit: 8 * 1024 });
    scope.post(STRIPE_CHECKOUT_URL, async (request, reply) => {
      const form = formFields(request);
      if (!form || form.MethodID !== PAYMENT_METHOD_NAMES.stripe_checkout) {
        return refusal(request, reply, 400, (t) => ({ title: t('page.payment.notPossible'), text: t('page.stripe.invalidRequest'), link: { href: '/', text: t('page.payment.backToPortal') } }));
      }
      const back = (t: ServerT) => ({ href: checkoutUrl(form.OrderIdentifier), text: t('page.payment.backToOrder', { order: form.OrderIdentifier }) });
      const session = await options.auth.current(request);
      if (!session) return refusal(request, reply, 401, (t) => ({ title: t('page.stripe.signIn.title'), text: t('page.stripe.signIn.text'), link: back(t) }));
      const context = { ...options, now: options.now() };
      try {
        const order = await findOwnedOrder(context.db, session.user.id, form.OrderIdentifier);
        if (!order) throw new PaymentError('ORDER_NOT_FOUND');
        if (!isMerchantTransactionId(context.secret, order.id, PAYMENT_METHOD_NAMES.stripe_checkout, form.MerchantTransactionID)) throw new PaymentError('INVALID_TRANSACTION');
        const total = await requirePayable(context.db, order, context.now);
        await requirePackageStillFits(context.db, order);
        // The payer comes back to the address they pay from (behind a proxy, TRUST_PROXY makes it the public one).
        const url = await openCheckoutSession(context, { ...order, status: 'awaiting_payment', totalMinor: total }, `${request.protocol}://${request.host}`);
        return reply.header('cache-control', 'no-store').redirect(url, 303);
      } catch (error) {
        if (!(error instanceof PaymentError)) throw error;
        if (error.code === 'ORDER_ALREADY_PAID') return reply.header('cache-control', 'no-store').redirect(paymentSuccessUrl(form.OrderIdentifier), 303);
        if (error.status >= 500) request.log.error({ err: error.cause ?? error }, 'Stripe Checkout could not be opened');
        const reason = errorMessageIn(requestLanguage(request).language, error.code, error.message);
        return refusal(request, reply, error.status, (t) => ({ title: t('page.payment.notPossible'), text: t('page.stripe.refused', { reason }), link: back(t) }));
      }
    });
  });
}
