import { randomBytes } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { requestLanguage } from '../http/language';
import { serverT, type ServerMessageId } from '../i18n';
import { ORDER_IDENTIFIER_PATTERN } from '../domain/order-identifier';
import { formatMoney } from '../domain/money';
import { checkoutUrl, paymentFailUrl, paymentSuccessUrl } from '../domain/order-urls';
import { PAYMENT_METHOD_NAMES, PAYMENT_TITLES } from '../../contracts/payment-methods';
import { GATEWAY_PAGE_MINUTES, answerAttempt, openAttempt, type PageRefusal } from './gateway-attempts';
import { escapeHtml, htmlMessage, page } from './html-page';
import { paymentIconUrl } from './icons';
import { describeMethod, input } from './provider';
import type { PaymentProvider } from './provider';
import { applyPaymentNotification, ensurePayment, findPaymentByExternalId } from './settle';
import { sign, verify } from './signing';

/**
 * The embedded redirect gateway: the finish flow posts the method's signed inputs to GATEWAY_URL, the payer
 * approves or declines on the server's own page, and the page posts the signed answer to GATEWAY_RETURN_URL,
 * which pays the order (once) and sends the payer on to the success or fail page.
 */
export const GATEWAY_URL = '/payments/gateway';
export const GATEWAY_RETURN_URL = '/payments/gateway/return';

// What the checkout sends to the gateway, signed: the amount and order cannot be changed on the way.
const REQUEST_PURPOSE = 'gateway-request';
// What the gateway page sends back, signed with another purpose: a request cannot pass as an answer.
const ANSWER_PURPOSE = 'gateway-answer';

interface GatewayRequest {
  transaction: string;
  amount: string;
  currency: string;
  order: string;
  ref: string;
  token: string;
}

const requestFields = (request: GatewayRequest) => [request.transaction, PAYMENT_METHOD_NAMES.gateway, request.amount, request.currency, request.order, request.ref, request.token];

export const gatewayProvider: PaymentProvider = {
  name: PAYMENT_METHOD_NAMES.gateway,
  type: 'gateway',
  offered: (config) => config.testGateway === true,
  describe: (order, context) =>
    describeMethod(gatewayProvider, order, context, {
      title: PAYMENT_TITLES.gateway,
      icon: paymentIconUrl('gateway'),
      infoboxText: 'You will be taken to the payment gateway to approve the payment, and then back to the portal.',
      forceBillingForm: false,
      url: GATEWAY_URL,
    }),
  async prepare(order, context, page) {
    const method = gatewayProvider.describe(order, context);
    const transaction = method.inputs.find((field) => field.name === 'MerchantTransactionID')?.value ?? '';
    await ensurePayment(context.db, { orderId: order.id, provider: 'gateway', amountMinor: order.totalMinor, currency: order.currency, externalId: transaction }, context.now);
    const request: GatewayRequest = { transaction, amount: order.totalMinor.toString(), currency: order.currency, order: order.identifier, ref: page.ref ?? '', token: page.token ?? '' };
    const signature = sign(context.secret, REQUEST_PURPOSE, requestFields(request));
    return {
      method: {
        ...method,
        inputs: [
          ...method.inputs,
          input('Amount', request.amount),
          input('Currency', request.currency),
          input('OrderIdentifier', request.order),
          input('Ref', request.ref),
          input('Token', request.token),
          input('Signature', signature),
        ],
      },
      goStraightOn: false,
    };
  },
};

// Field rules of both forms; anything else in a form is ignored.
const FIELD_RULES: Record<string, RegExp> = {
  MerchantTransactionID: /^[A-Za-z0-9_-]{1,100}$/,
  MethodID: /^[a-z-]{1,40}$/,
  Amount: /^(0|[1-9]\d{0,14})$/,
  Currency: /^[A-Z]{3}$/,
  OrderIdentifier: ORDER_IDENTIFIER_PATTERN,
  Ref: /^[A-Za-z0-9_-]{0,32}$/,
  Token: /^[A-Za-z0-9_-]{0,128}$/,
  Signature: /^[A-Za-z0-9_-]{43}$/,
  Attempt: /^GW-[A-Za-z0-9_-]{16}$/,
  decision: /^(approve|decline)$/,
};

/** The named fields of a posted form when every one is present once and well formed; undefined otherwise. */
function formFields<K extends string>(request: FastifyRequest, names: readonly K[]): Record<K, string> | undefined {
  const body = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
  const out = {} as Record<K, string>;
  for (const name of names) {
    const value = body[name] ?? '';
    if (typeof value !== 'string' || !(FIELD_RULES[name]?.test(value) ?? false)) return undefined;
    out[name] = value;
  }
  return out;
}

/** The page's words in the request's language: its `<html lang>`, and the gateway's name after each title. */
function gatewayPage(request: FastifyRequest, reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  const { language } = requestLanguage(request);
  return page(reply, language, status, serverT(language)('page.gateway.title', { title }), body);
}

/** The request or answer cannot be read: the page says why (`text`, a message id) and leads back to the portal. */
function refusal(request: FastifyRequest, reply: FastifyReply, text: ServerMessageId): FastifyReply {
  const t = serverT(requestLanguage(request).language);
  const title = t('page.payment.notPossible');
  return gatewayPage(request, reply, 400, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t(text))}</p><p><a href="/">${escapeHtml(t('page.payment.backToPortal'))}</a></p>`);
}

/**
 * A payment page that must not take money (gateway-attempts.ts), saying why and where to go on; 409, as the order's
 * state, not the request, is what refuses it.
 */
function attemptRefusal(request: FastifyRequest, reply: FastifyReply, why: PageRefusal, order: string): FastifyReply {
  const t = serverT(requestLanguage(request).language);
  const nothing = t('page.gateway.nothingCharged');
  const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
  const [title, text, to] =
    why === 'paid'
      ? [t('page.gateway.paid.title'), `${t('page.gateway.paid.text', { order })} ${nothing}`, link(paymentSuccessUrl(order), t('page.gateway.paid.link', { order }))]
      : why === 'inProgress'
        ? [
            t('page.gateway.inProgress.title'),
            `${t('page.gateway.inProgress.text', { order })} ${nothing} ${t('page.gateway.inProgress.held', { minutes: GATEWAY_PAGE_MINUTES })}`,
            link(checkoutUrl(order), t('page.gateway.backToCheckout', { order })),
          ]
        : why === 'expired'
          ? [t('page.gateway.expired.title'), t('page.gateway.orderProblem', { order, reason: t('error.ORDER_EXPIRED') }), link(checkoutUrl(order), t('page.payment.backToOrder', { order }))]
          : why === 'cancelled'
            ? [t('page.gateway.cancelled.title'), `${t('page.gateway.orderProblem', { order, reason: t('error.ORDER_CANCELLED') })} ${nothing}`, link(checkoutUrl(order), t('page.payment.backToOrder', { order }))]
            : [t('page.gateway.notAwaiting.title'), `${t('page.gateway.notAwaiting.text', { order })} ${nothing}`, link(checkoutUrl(order), t('page.gateway.backToCheckout', { order }))];
  return gatewayPage(request, reply, 409, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p>${to}</p>`);
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

export interface GatewayRoutesOptions {
  db: Kysely<Database>;
  secret: string;
  now: () => Date;
}

/** The gateway's two form endpoints, in their own scope so that only they read form posts. */
export async function registerGatewayRoutes(app: FastifyInstance, options: GatewayRoutesOptions): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyFormbody, { bodyLimit: 8 * 1024 });

    scope.post(GATEWAY_URL, async (request, reply) => {
      const form = formFields(request, ['MerchantTransactionID', 'MethodID', 'Amount', 'Currency', 'OrderIdentifier', 'Ref', 'Token', 'Signature'] as const);
      const gatewayRequest = form && { transaction: form.MerchantTransactionID, amount: form.Amount, currency: form.Currency, order: form.OrderIdentifier, ref: form.Ref, token: form.Token };
      if (!form || !gatewayRequest || form.MethodID !== PAYMENT_METHOD_NAMES.gateway || !verify(options.secret, REQUEST_PURPOSE, requestFields(gatewayRequest), form.Signature)) {
        return refusal(request, reply, 'page.gateway.invalidRequest');
      }
      const payment = await findPaymentByExternalId(options.db, 'gateway', gatewayRequest.transaction);
      const order = payment && (await options.db.selectFrom('orders').select('identifier').where('id', '=', payment.order_id).executeTakeFirst());
      if (!payment || order?.identifier !== gatewayRequest.order) return refusal(request, reply, 'page.gateway.invalidRequest');
      const attempt = `GW-${randomBytes(12).toString('base64url')}`;
      const refused = await openAttempt(options.db, { id: payment.id, orderId: payment.order_id }, attempt, options.now());
      if (refused) return attemptRefusal(request, reply, refused, gatewayRequest.order);
      const answer = [attempt, gatewayRequest.transaction, gatewayRequest.amount, gatewayRequest.currency, gatewayRequest.order];
      const { language, locale } = requestLanguage(request);
      const t = serverT(language);
      const amount = formatMoney({ amountMinor: BigInt(gatewayRequest.amount), currency: gatewayRequest.currency }, locale);
      return gatewayPage(
        request,
        reply,
        200,
        t('page.gateway.pay', { amount }),
        `<h1>${escapeHtml(t('page.gateway.heading'))}</h1>` +
          `<p>${htmlMessage((values) => t('page.gateway.order', values), { order: `<strong>${escapeHtml(gatewayRequest.order)}</strong>` })}</p>` +
          `<p class="amount">${htmlMessage((values) => t('page.gateway.amount', values), { amount: `<strong>${escapeHtml(amount)}</strong>` })}</p>` +
          `<p>${escapeHtml(t('page.gateway.explain'))}</p>` +
          `<form method="post" action="${GATEWAY_RETURN_URL}">` +
          hidden('Attempt', attempt) +
          hidden('MerchantTransactionID', gatewayRequest.transaction) +
          hidden('Amount', gatewayRequest.amount) +
          hidden('Currency', gatewayRequest.currency) +
          hidden('OrderIdentifier', gatewayRequest.order) +
          hidden('Signature', sign(options.secret, ANSWER_PURPOSE, answer)) +
          `<div class="actions"><button type="submit" class="approve" name="decision" value="approve">${escapeHtml(t('page.gateway.approve'))}</button>` +
          `<button type="submit" class="decline" name="decision" value="decline">${escapeHtml(t('page.gateway.decline'))}</button></div></form>`,
      );
    });

    scope.post(GATEWAY_RETURN_URL, async (request, reply) => {
      const form = formFields(request, ['decision', 'Attempt', 'MerchantTransactionID', 'Amount', 'Currency', 'OrderIdentifier', 'Signature'] as const);
      const answer = form && [form.Attempt, form.MerchantTransactionID, form.Amount, form.Currency, form.OrderIdentifier];
      if (!form || !answer || !verify(options.secret, ANSWER_PURPOSE, answer, form.Signature)) {
        return refusal(request, reply, 'page.gateway.invalidAnswer');
      }
      const payment = await findPaymentByExternalId(options.db, 'gateway', form.MerchantTransactionID);
      const order = payment && (await options.db.selectFrom('orders').select(['identifier', 'status', 'currency', 'total_minor']).where('id', '=', payment.order_id).executeTakeFirst());
      if (!payment || !order || order.identifier !== form.OrderIdentifier) return refusal(request, reply, 'page.gateway.paymentNotFound');

      const allowed = await answerAttempt(options.db, { id: payment.id, orderId: payment.order_id }, form.Attempt, options.now());
      if (allowed !== 'act' && allowed !== 'replay') {
        request.log.info({ order: order.identifier, refused: allowed }, 'gateway answer from a page that may not pay');
        return attemptRefusal(request, reply, allowed, order.identifier);
      }
      const amount = BigInt(form.Amount);
      const matches = amount === payment.amount_minor && order.total_minor !== null && amount === BigInt(order.total_minor) && form.Currency === payment.currency && form.Currency === order.currency;
      const outcome = await applyPaymentNotification(
        options.db,
        {
          provider: 'gateway',
          eventId: form.Attempt,
          type: `gateway.${form.decision}`,
          payment: { id: payment.id, orderId: payment.order_id },
          result: !matches ? 'rejected' : form.decision === 'approve' ? 'succeeded' : 'failed',
        },
        options.now(),
      );
      if (outcome !== 'paid') request.log.info({ order: order.identifier, outcome }, 'gateway answer did not pay the order');
      let paid = outcome === 'paid';
      if (outcome === 'replayed' || outcome === 'order_not_awaiting_payment') {
        const current = await options.db.selectFrom('orders').select('status').where('id', '=', payment.order_id).executeTakeFirstOrThrow();
        paid = current.status === 'paid';
      }
      return reply.header('cache-control', 'no-store').redirect(paid ? paymentSuccessUrl(order.identifier) : paymentFailUrl(order.identifier), 303);
    });
  });
}
