/**
 * A stand-in for the Stripe API, so that tests replace Stripe only at the network boundary: the server's own
 * Stripe SDK talks HTTP to this local server (STRIPE_API_URL / StripeConfig.apiUrl), and webhooks are signed with
 * the SDK's generateTestHeaderString, exactly as Stripe signs them. It implements what the portal calls:
 * POST /v1/payment_intents with Idempotency-Key semantics (with `confirm: true`, confirmed at once with its card, as
 * an off-session charge is), GET /v1/payment_intents/:id, POST /v1/refunds (with
 * Idempotency-Key semantics, an error Stripe answered after making the refund replayed like any answer; never more
 * than the intent's amount in all) and GET /v1/refunds?payment_intent= (one page, newest first). Checkout Sessions:
 * POST /v1/checkout/sessions (Idempotency-Key semantics), GET /v1/checkout/sessions/:id, POST .../:id/expire, and a
 * hosted page of its own at the session's url (/c/pay/:id, no key needed, as Stripe's page) where a browser pays or
 * cancels: paying completes the session with a succeeded PaymentIntent, delivers the signed checkout.session.completed
 * event to `webhookUrl` and then redirects to success_url; cancelling redirects to cancel_url. Expiry, on request
 * (`expireSession`, or the API's expire), delivers checkout.session.expired the same way. Customers, saved cards,
 * SetupIntents and confirming a PaymentIntent with a card are in stripe-stand-in-cards.ts.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { StripeConfig } from '../../server/payments/config';
import { StandInCards, randomId } from './stripe-stand-in-cards';

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  customer: string | null;
  /** 'off_session' when the payer asked to save the card with the payment. */
  setup_future_usage: string | null;
  payment_method: string | null;
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

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  url: string | null;
  payment_intent: string | null;
  /** What the session was created with: its line items and the intent's metadata. */
  line_items: { quantity: number; price_data: { currency: string; unit_amount: number; product_data: { name: string } } }[];
  payment_intent_data: { metadata: Record<string, string> };
  created: number;
  livemode: false;
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
  /** Every Checkout Session created, by id. */
  sessions: Map<string, StandInSession>;
  /** Requests to create a Checkout Session, including those an idempotency key answered with an earlier one. */
  sessionRequests: number;
  /** Pays a session as a payer on its page would (without sending its event): the signed checkout.session.completed. */
  completeSession(id: string, eventId?: string): SignedEvent;
  /** Expires an open session as Stripe does at expires_at (without sending its event): the signed checkout.session.expired. */
  expireSession(id: string, eventId?: string): SignedEvent;
  /** Forgets every idempotency key, as Stripe does about 24 hours after a key's first use. */
  forgetIdempotencyKeys(): void;
  /** A webhook event about an intent as Stripe would send it, signed with the webhook secret. */
  event(type: string, intent: Partial<StandInIntent> & { id: string }, eventId?: string): SignedEvent;
  /** Customers, PaymentMethods and SetupIntents (stripe-stand-in-cards.ts). */
  cards: StandInCards;
  /** A webhook event about a SetupIntent as it is now (setup_intent.succeeded once confirmed), signed. */
  setupIntentEvent(type: string, id: string, eventId?: string): SignedEvent;
  close(): Promise<void>;
}


/**
 * Stripe's form encoding: `metadata[orderId]=...` -> { metadata: { orderId } }, and deeper,
 * `line_items[0][price_data][unit_amount]=...` -> { line_items: [{ price_data: { unit_amount } }] }.
 */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const [head = '', ...rest] = key.split('[').map((part) => part.replace(/\]$/, ''));
    const path = [head, ...rest];
    let parent: Record<string, unknown> = out;
    path.forEach((name, index) => {
      if (index === path.length - 1) parent[name] = value;
      else parent = (parent[name] ??= /^\d+$/.test(path[index + 1] ?? '') ? [] : {}) as Record<string, unknown>;
    });
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

/** Idempotency-Key -> the parameters of the request first made with it, and the answer it got. */
type AnswerStore = Map<string, { parameters: string; status: number; body: unknown }>;

/**
 * A request whose Idempotency-Key was used before is answered as Stripe does: the first answer again (an error as
 * well), or an error for other parameters. False when the key is new: the request is to be carried out.
 */
function replayed(response: ServerResponse, store: AnswerStore, key: string | string[] | undefined, body: string): boolean {
  const earlier = typeof key === 'string' ? store.get(key) : undefined;
  if (!earlier) return false;
  if (earlier.parameters !== body) {
    json(response, 400, stripeError('idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.'));
  } else {
    json(response, earlier.status, earlier.body, { 'idempotent-replayed': 'true', ...(earlier.status >= 500 ? { 'stripe-should-retry': 'false' } : {}) });
  }
  return true;
}

export interface StandInOptions {
  /** Fixed keys, for a stand-in another process must know in advance (the browser tests); random otherwise. */
  keys?: { secretKey: string; publishableKey: string; webhookSecret: string };
  /** 0 (the default): any free port. */
  port?: number;
  /** Where the hosted page and expiry deliver their signed events (the portal's webhook); undefined: nowhere. */
  webhookUrl?: string;
}

export async function start(options: StandInOptions = {}): Promise<StripeStandIn> {
  const secretKey = options.keys?.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.keys?.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  const intents = new Map<string, StandInIntent>();
  // Idempotency-Key -> the request's parameters and the answer given to it.
  const answered: AnswerStore = new Map();
  const refunds = new Map<string, StandInRefund>();
  const answeredRefunds: AnswerStore = new Map();
  const sessions = new Map<string, StandInSession>();
  const answeredSessions: AnswerStore = new Map();
  const answeredCustomers: AnswerStore = new Map();
  const cards = new StandInCards();

  const signed = (type: string, object: unknown, eventId: string): SignedEvent => {
    const payload = JSON.stringify({ id: eventId, object: 'event', type, api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
    return { id: eventId, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
  };

  /** Sends an event to the portal's webhook as Stripe would, and waits for its answer. */
  async function deliver(event: SignedEvent): Promise<void> {
    if (!options.webhookUrl) return;
    await fetch(options.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature }, body: event.payload });
  }

  /** Stripe's hosted page, as plain as can be: the amount, Pay and Cancel. */
  async function hostedPage(request: IncomingMessage, response: ServerResponse, id: string, body: string): Promise<void> {
    const session = sessions.get(id);
    const html = (status: number, title: string, main: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${main}</main></body></html>`);
    };
    if (!session) return html(404, 'Checkout Session not found', '<p>There is no such payment page.</p>');
    if (request.method === 'POST') {
      const decision = new URLSearchParams(body).get('decision');
      if (decision === 'cancel') {
        response.writeHead(303, { location: session.cancel_url });
        return void response.end();
      }
      if (decision === 'pay' && session.status === 'open') {
        await deliver(standIn.completeSession(id));
        response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', id) });
        return void response.end();
      }
    }
    if (session.status !== 'open') return html(410, 'This payment page has ended', `<p>This Checkout Session is ${session.status}: nothing can be paid here.</p>`);
    const amount = new Intl.NumberFormat('en', { style: 'currency', currency: session.currency.toUpperCase() }).format(session.amount_total / 100);
    return html(
      200,
      `Pay ${amount}`,
      `<p>Stand-in of Stripe Checkout: ${session.line_items[0]?.price_data.product_data.name ?? ''}</p>` +
        `<form method="post"><button type="submit" name="decision" value="pay">Pay ${amount}</button> ` +
        `<button type="submit" name="decision" value="cancel">Cancel</button></form>`,
    );
  }

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const hosted = /^\/c\/pay\/(cs_[A-Za-z0-9_]+)$/.exec((request.url ?? '').split('?')[0] ?? '');
      if (hosted?.[1]) return hostedPage(request, response, hosted[1], body);
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return json(response, 401, stripeError('invalid_request_error', 'Invalid API Key provided.'));
      }
      const path = (request.url ?? '').split('?')[0] ?? '';
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        standIn.createRequests += 1;
        const key = request.headers['idempotency-key'];
        if (replayed(response, answered, key, body)) return;
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
          customer: typeof parameters.customer === 'string' ? parameters.customer : null,
          setup_future_usage: typeof parameters.setup_future_usage === 'string' ? parameters.setup_future_usage : null,
          payment_method: null,
          payment_method_types: ['card'],
          created: Math.floor(Date.now() / 1000),
          livemode: false,
        };
        intents.set(id, intent);
        // Created with confirm: true (an off-session charge of a saved card): confirmed at once, an error answered and
        // kept under the key as Stripe does.
        const answer = parameters.confirm === 'true' ? cards.confirmIntent(intent, parameters) : { status: 200, body: intent };
        const kept = JSON.parse(JSON.stringify(answer.status === 200 ? intent : answer.body)) as unknown;
        if (typeof key === 'string') answered.set(key, { parameters: body, status: answer.status, body: kept });
        return json(response, answer.status, kept);
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        standIn.refundRequests += 1;
        const key = request.headers['idempotency-key'];
        if (replayed(response, answeredRefunds, key, body)) return;
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
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        standIn.sessionRequests += 1;
        const key = request.headers['idempotency-key'];
        if (replayed(response, answeredSessions, key, body)) return;
        const parameters = parseForm(body) as unknown as Partial<StandInSession> & { expires_at?: string };
        const items = (parameters.line_items ?? []).map((item) => ({
          quantity: Number(item.quantity),
          price_data: { currency: String(item.price_data.currency), unit_amount: Number(item.price_data.unit_amount), product_data: { name: String(item.price_data.product_data.name) } },
        }));
        const amount = items.reduce((sum, item) => sum + item.quantity * item.price_data.unit_amount, 0);
        const currency = items[0]?.price_data.currency;
        if (parameters.mode !== 'payment' || items.length === 0 || !Number.isInteger(amount) || amount < 1 || !currency || !parameters.success_url || !parameters.cancel_url) {
          return json(response, 400, stripeError('invalid_request_error', 'mode payment, line_items, success_url and cancel_url are required.', 'parameter_missing'));
        }
        const now = Math.floor(Date.now() / 1000);
        const expiresAt = parameters.expires_at === undefined ? now + 24 * 3600 : Number(parameters.expires_at);
        if (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600) {
          return json(response, 400, stripeError('invalid_request_error', 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', 'parameter_invalid_integer'));
        }
        const id = randomId('cs_test');
        const session: StandInSession = {
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: amount,
          currency,
          client_reference_id: parameters.client_reference_id ?? null,
          customer_email: parameters.customer_email ?? null,
          metadata: parameters.metadata ?? {},
          success_url: parameters.success_url,
          cancel_url: parameters.cancel_url,
          expires_at: expiresAt,
          url: `${url}/c/pay/${id}`,
          payment_intent: null,
          line_items: items,
          payment_intent_data: { metadata: parameters.payment_intent_data?.metadata ?? {} },
          created: now,
          livemode: false,
        };
        sessions.set(id, session);
        if (typeof key === 'string') answeredSessions.set(key, { parameters: body, status: 200, body: { ...session } });
        return json(response, 200, session);
      }
      const sessionPath = /^\/v1\/checkout\/sessions\/(cs_[A-Za-z0-9_]+)(\/expire)?$/.exec(path);
      if (sessionPath?.[1]) {
        const session = sessions.get(sessionPath[1]);
        if (!session) return json(response, 404, stripeError('invalid_request_error', `No such checkout.session: '${sessionPath[1]}'`, 'resource_missing'));
        if (request.method === 'GET' && !sessionPath[2]) return json(response, 200, session);
        if (request.method === 'POST' && sessionPath[2]) {
          if (session.status !== 'open') return json(response, 400, stripeError('invalid_request_error', 'Only Checkout Sessions with a status of `open` can be expired.', 'checkout_session_unexpected_state'));
          await deliver(standIn.expireSession(session.id));
          return json(response, 200, session);
        }
      }
      if (request.method === 'POST' && path === '/v1/customers') {
        standIn.cards.customerRequests += 1;
        const key = request.headers['idempotency-key'];
        if (replayed(response, answeredCustomers, key, body)) return;
        const answer = cards.createCustomer(parseForm(body));
        if (typeof key === 'string') answeredCustomers.set(key, { parameters: body, ...answer });
        return json(response, answer.status, answer.body);
      }
      if (request.method === 'POST' && path === '/v1/setup_intents') {
        const answer = cards.createSetupIntent(parseForm(body));
        return json(response, answer.status, answer.body);
      }
      const query = new URLSearchParams((request.url ?? '').split('?')[1] ?? '');
      const card = cards.answer(request.method ?? '', path, query, parseForm(body), intents);
      if (card) return json(response, card.status, card.body);
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
    sessions,
    sessionRequests: 0,
    completeSession(id, eventId = randomId('evt')) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no Checkout Session ${id}`);
      if (session.status === 'open') {
        const intentId = randomId('pi');
        intents.set(intentId, {
          id: intentId,
          object: 'payment_intent',
          amount: session.amount_total,
          currency: session.currency,
          status: 'succeeded',
          client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
          metadata: session.payment_intent_data.metadata,
          customer: null,
          setup_future_usage: null,
          payment_method: null,
          payment_method_types: ['card'],
          created: Math.floor(Date.now() / 1000),
          livemode: false,
        });
        Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intentId, url: null });
      }
      return signed('checkout.session.completed', session, eventId);
    },
    expireSession(id, eventId = randomId('evt')) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no Checkout Session ${id}`);
      if (session.status === 'open') Object.assign(session, { status: 'expired', url: null });
      return signed('checkout.session.expired', session, eventId);
    },
    forgetIdempotencyKeys() {
      answered.clear();
      answeredRefunds.clear();
      answeredSessions.clear();
      answeredCustomers.clear();
    },
    event(type, intent, eventId = randomId('evt')) {
      const known = intents.get(intent.id);
      const object = { ...known, ...intent, status: type === 'payment_intent.succeeded' ? 'succeeded' : (intent.status ?? known?.status ?? 'requires_payment_method') };
      if (known && type === 'payment_intent.succeeded') known.status = 'succeeded';
      return signed(type, object, eventId);
    },
    cards,
    setupIntentEvent(type, id, eventId = randomId('evt')) {
      const intent = cards.setupIntents.get(id);
      if (!intent) throw new Error(`no SetupIntent ${id}`);
      return signed(type, intent, eventId);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return standIn;
}
