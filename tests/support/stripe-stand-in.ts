/**
 * A stand-in for the Stripe API, so that tests replace Stripe only at the network boundary: the server's own
 * Stripe SDK talks HTTP to this local server (STRIPE_API_URL / StripeConfig.apiUrl), and webhooks are signed with
 * the SDK's generateTestHeaderString, exactly as Stripe signs them. It implements what the portal calls:
 * POST /v1/payment_intents with Idempotency-Key semantics, GET /v1/payment_intents/:id, POST /v1/refunds (with
 * Idempotency-Key semantics, an error Stripe answered after making the refund replayed like any answer; never more
 * than the intent's amount in all) and GET /v1/refunds?payment_intent= (one page, newest first).
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { StripeConfig } from '../../server/payments/config';

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  payment_method_types: string[];
  created: number;
  livemode: false;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

export interface SignedEvent {
  id: string;
  /** The JSON body Stripe would POST. */
  payload: string;
  /** Its stripe-signature header. */
  signature: string;
}

export interface StripeStandIn {
  /** http://127.0.0.1:PORT, for StripeConfig.apiUrl. */
  url: string;
  /** Keys of a test account; `config` is a StripeConfig pointing at this stand-in. */
  config: StripeConfig;
  /** Every PaymentIntent created, by id. */
  intents: Map<string, StandInIntent>;
  /** Requests to create a PaymentIntent, including those an idempotency key answered with an earlier one. */
  createRequests: number;
  /** While set, creating a PaymentIntent is refused with this Stripe error message (status 400). */
  refuseCreates: string | undefined;
  /** Every refund made, by id (an idempotent replay makes none). */
  refunds: Map<string, StandInRefund>;
  /** Requests to create a refund, including those an idempotency key answered with an earlier one. */
  refundRequests: number;
  /** While set, creating a refund is refused with this Stripe error message (status 402, as a card error). */
  refuseRefunds: string | undefined;
  /**
   * While set, a refund is made but answered with this error message (status 500, stripe-should-retry: false), as
   * when Stripe fails after the money left. Like every answer, the error is kept under the idempotency key.
   */
  loseRefundAnswers: string | undefined;
  /** Forgets every idempotency key, as Stripe does about 24 hours after a key's first use. */
  forgetIdempotencyKeys(): void;
  /** A webhook event about an intent as Stripe would send it, signed with the webhook secret. */
  event(type: string, intent: Partial<StandInIntent> & { id: string }, eventId?: string): SignedEvent;
  close(): Promise<void>;
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding, one level deep: `metadata[orderId]=...` -> { metadata: { orderId } }. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const nested = /^([^[]+)\[([^\]]+)\]$/.exec(key);
    if (nested?.[1] && nested[2]) {
      const parent = (out[nested[1]] ??= {}) as Record<string, unknown>;
      parent[nested[2]] = value;
    } else {
      out[key] = value;
    }
  }
  return out;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req'), ...headers });
  response.end(JSON.stringify(body));
}

const stripeError = (type: string, message: string, code?: string) => ({ error: { type, message, ...(code ? { code } : {}) } });

export interface StandInOptions {
  /** Fixed keys, for a stand-in another process must know in advance (the browser tests); random otherwise. */
  keys?: { secretKey: string; publishableKey: string; webhookSecret: string };
  /** 0 (the default): any free port. */
  port?: number;
}

export async function start(options: StandInOptions = {}): Promise<StripeStandIn> {
  const secretKey = options.keys?.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.keys?.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  const intents = new Map<string, StandInIntent>();
  // Idempotency-Key -> the request's parameters and the answer given to it.
  const answered = new Map<string, { parameters: string; intent: StandInIntent }>();
  const refunds = new Map<string, StandInRefund>();
  const answeredRefunds = new Map<string, { parameters: string; status: number; body: unknown }>();

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return json(response, 401, stripeError('invalid_request_error', 'Invalid API Key provided.'));
      }
      const path = (request.url ?? '').split('?')[0] ?? '';
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        standIn.createRequests += 1;
        const key = request.headers['idempotency-key'];
        const earlier = typeof key === 'string' ? answered.get(key) : undefined;
        if (earlier) {
          if (earlier.parameters !== body) return json(response, 400, stripeError('idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.'));
          return json(response, 200, earlier.intent, { 'idempotent-replayed': 'true' });
        }
        if (standIn.refuseCreates) return json(response, 400, stripeError('invalid_request_error', standIn.refuseCreates));
        const parameters = parseForm(body);
        const amount = Number(parameters.amount);
        if (!Number.isInteger(amount) || amount < 1 || typeof parameters.currency !== 'string') {
          return json(response, 400, stripeError('invalid_request_error', 'amount and currency are required.', 'parameter_missing'));
        }
        const id = randomId('pi');
        const intent: StandInIntent = {
          id,
          object: 'payment_intent',
          amount,
          currency: parameters.currency,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          metadata: (parameters.metadata as Record<string, string> | undefined) ?? {},
          payment_method_types: ['card'],
          created: Math.floor(Date.now() / 1000),
          livemode: false,
        };
        intents.set(id, intent);
        if (typeof key === 'string') answered.set(key, { parameters: body, intent });
        return json(response, 200, intent);
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        standIn.refundRequests += 1;
        const key = request.headers['idempotency-key'];
        const earlier = typeof key === 'string' ? answeredRefunds.get(key) : undefined;
        if (earlier) {
          if (earlier.parameters !== body) return json(response, 400, stripeError('idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.'));
          return json(response, earlier.status, earlier.body, { 'idempotent-replayed': 'true', ...(earlier.status >= 500 ? { 'stripe-should-retry': 'false' } : {}) });
        }
        if (standIn.refuseRefunds) return json(response, 402, stripeError('card_error', standIn.refuseRefunds));
        const parameters = parseForm(body);
        const intent = typeof parameters.payment_intent === 'string' ? intents.get(parameters.payment_intent) : undefined;
        if (!intent) return json(response, 404, stripeError('invalid_request_error', `No such payment_intent: '${String(parameters.payment_intent)}'`, 'resource_missing'));
        const refunded = [...refunds.values()].filter((refund) => refund.payment_intent === intent.id).reduce((sum, refund) => sum + refund.amount, 0);
        const amount = parameters.amount === undefined ? intent.amount - refunded : Number(parameters.amount);
        if (intent.status !== 'succeeded') return json(response, 400, stripeError('invalid_request_error', 'This PaymentIntent has not succeeded.', 'payment_intent_unexpected_state'));
        if (!Number.isInteger(amount) || amount < 1 || refunded + amount > intent.amount) {
          return json(response, 400, stripeError('invalid_request_error', `Refund amount (${amount}) is greater than the unrefunded amount on the charge.`, 'amount_too_large'));
        }
        const metadata = (parameters.metadata as Record<string, string> | undefined) ?? {};
        const refund: StandInRefund = { id: randomId('re'), object: 'refund', amount, currency: intent.currency, payment_intent: intent.id, status: 'succeeded', metadata, created: Math.floor(Date.now() / 1000) };
        refunds.set(refund.id, refund);
        const lost = standIn.loseRefundAnswers;
        const [status, answer] = lost === undefined ? [200, refund] : [500, stripeError('api_error', lost)];
        if (typeof key === 'string') answeredRefunds.set(key, { parameters: body, status, body: answer });
        return json(response, status, answer, lost === undefined ? {} : { 'stripe-should-retry': 'false' });
      }
      if (request.method === 'GET' && path === '/v1/refunds') {
        const intent = new URLSearchParams((request.url ?? '').split('?')[1] ?? '').get('payment_intent');
        const data = [...refunds.values()].filter((refund) => intent === null || refund.payment_intent === intent).reverse();
        return json(response, 200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
      }
      const retrieve = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/.exec(path);
      if (request.method === 'GET' && retrieve?.[1]) {
        const intent = intents.get(retrieve[1]);
        if (!intent) return json(response, 404, stripeError('invalid_request_error', `No such payment_intent: '${retrieve[1]}'`, 'resource_missing'));
        return json(response, 200, intent);
      }
      return json(response, 404, stripeError('invalid_request_error', `Unrecognized request URL (${request.method ?? ''}: ${path}).`));
    })().catch((error: unknown) => json(response, 500, stripeError('api_error', String(error))));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: StripeStandIn = {
    url,
    config: { secretKey, publishableKey: options.keys?.publishableKey ?? `pk_test_${randomBytes(12).toString('hex')}`, webhookSecret, apiUrl: url },
    intents,
    createRequests: 0,
    refuseCreates: undefined,
    refunds,
    refundRequests: 0,
    refuseRefunds: undefined,
    loseRefundAnswers: undefined,
    forgetIdempotencyKeys() {
      answered.clear();
      answeredRefunds.clear();
    },
    event(type, intent, eventId = randomId('evt')) {
      const known = intents.get(intent.id);
      const object = { ...known, ...intent, status: type === 'payment_intent.succeeded' ? 'succeeded' : (intent.status ?? known?.status ?? 'requires_payment_method') };
      if (known && type === 'payment_intent.succeeded') known.status = 'succeeded';
      const payload = JSON.stringify({ id: eventId, object: 'event', type, api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
      return { id: eventId, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return standIn;
}
