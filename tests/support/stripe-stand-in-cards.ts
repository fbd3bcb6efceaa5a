/**
 * The saved-card part of the Stripe API stand-in (stripe-stand-in.ts): Customers (POST /v1/customers with
 * Idempotency-Key semantics, GET /v1/customers/:id), PaymentMethods (GET /v1/payment_methods/:id, POST .../attach and
 * .../detach, GET /v1/customers/:id/payment_methods), SetupIntents (POST /v1/setup_intents, GET and POST .../confirm),
 * and the confirmation of a PaymentIntent with a card (POST /v1/payment_intents/:id/confirm), which attaches the card
 * to the intent's Customer when `setup_future_usage` asks for it. Cards are Stripe's test PaymentMethods:
 * `pm_card_visa` (Visa ending 4242, expires 12/2030) succeeds, `pm_card_authenticationRequired` (Visa ending 3184)
 * needs the cardholder (`authentication_required`, status 402) when charged off-session, `pm_card_chargeDeclined`
 * (Visa ending 0002) is declined (`card_declined`, status 402) every time.
 */
import { randomBytes } from 'node:crypto';

export interface StandInCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface StandInPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  customer: string | null;
  created: number;
  livemode: false;
}

export interface StandInSetupIntent {
  id: string;
  object: 'setup_intent';
  customer: string | null;
  usage: 'off_session' | 'on_session';
  status: 'requires_payment_method' | 'succeeded';
  payment_method: string | null;
  client_secret: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

/** The fields of a PaymentIntent that saving a card reads and writes. */
export interface CardIntentFields {
  id: string;
  status: string;
  customer?: string | null;
  setup_future_usage?: string | null;
  payment_method?: string | null;
}

const TEST_CARDS: Record<string, StandInPaymentMethod['card'] & { needsAuthentication?: true; declines?: true }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', exp_month: 12, exp_year: 2030, needsAuthentication: true },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', exp_month: 12, exp_year: 2030, declines: true },
};

export const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

export interface CardAnswer {
  status: number;
  body: unknown;
}

const error = (status: number, type: string, message: string, code?: string, extra: Record<string, unknown> = {}): CardAnswer => ({
  status,
  body: { error: { type, message, ...(code ? { code } : {}), ...extra } },
});
const missing = (kind: string, id: string) => error(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing');

export class StandInCards {
  readonly customers = new Map<string, StandInCustomer>();
  readonly paymentMethods = new Map<string, StandInPaymentMethod>();
  readonly setupIntents = new Map<string, StandInSetupIntent>();
  /** Requests to create a Customer, including those an idempotency key answered with an earlier one. */
  customerRequests = 0;
  /** PaymentMethods that need authentication (pm_card_authenticationRequired's copies). */
  private readonly needsAuthentication = new Set<string>();
  /** PaymentMethods whose bank declines every charge (pm_card_chargeDeclined's copies). */
  private readonly declines = new Set<string>();

  /** A new PaymentMethod of a test card, as Stripe makes one from a test token at confirmation. */
  cardFrom(token: string): StandInPaymentMethod | undefined {
    const known = this.paymentMethods.get(token);
    if (known) return known;
    const card = TEST_CARDS[token];
    if (!card) return undefined;
    const { needsAuthentication, declines, ...details } = card;
    const method: StandInPaymentMethod = { id: randomId('pm'), object: 'payment_method', type: 'card', card: details, customer: null, created: now(), livemode: false };
    this.paymentMethods.set(method.id, method);
    if (needsAuthentication) this.needsAuthentication.add(method.id);
    if (declines) this.declines.add(method.id);
    return method;
  }

  createCustomer(parameters: Record<string, unknown>): CardAnswer {
    const customer: StandInCustomer = {
      id: randomId('cus'),
      object: 'customer',
      email: typeof parameters.email === 'string' ? parameters.email : null,
      name: typeof parameters.name === 'string' ? parameters.name : null,
      metadata: (parameters.metadata as Record<string, string> | undefined) ?? {},
      created: now(),
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return { status: 200, body: customer };
  }

  /**
   * Confirms a PaymentIntent with a card (POST /v1/payment_intents/:id/confirm): it succeeds, and with
   * `setup_future_usage` the card is attached to the intent's Customer. Off-session, a card that needs its holder
   * is refused with `authentication_required`, as Stripe does.
   */
  confirmIntent(intent: CardIntentFields, parameters: Record<string, unknown>): CardAnswer {
    if (intent.status === 'succeeded') return error(400, 'invalid_request_error', 'This PaymentIntent has already succeeded.', 'payment_intent_unexpected_state');
    const method = this.cardFrom(String(parameters.payment_method ?? intent.payment_method ?? ''));
    if (!method) return error(400, 'invalid_request_error', 'You must provide a payment_method to confirm.', 'parameter_missing');
    if (typeof parameters.setup_future_usage === 'string') intent.setup_future_usage = parameters.setup_future_usage;
    intent.payment_method = method.id;
    if (parameters.off_session === 'true' && this.needsAuthentication.has(method.id)) {
      intent.status = 'requires_payment_method';
      return error(402, 'card_error', 'This payment requires authentication by the cardholder.', 'authentication_required', { payment_intent: intent });
    }
    if (this.declines.has(method.id)) {
      intent.status = 'requires_payment_method';
      return error(402, 'card_error', 'Your card was declined.', 'card_declined', { decline_code: 'generic_decline', payment_intent: intent });
    }
    intent.status = 'succeeded';
    if (intent.setup_future_usage && intent.customer) method.customer = intent.customer;
    return { status: 200, body: intent };
  }

  createSetupIntent(parameters: Record<string, unknown>): CardAnswer {
    const customer = typeof parameters.customer === 'string' ? parameters.customer : null;
    if (customer && !this.customers.has(customer)) return missing('customer', customer);
    const id = randomId('seti');
    const intent: StandInSetupIntent = {
      id,
      object: 'setup_intent',
      customer,
      usage: parameters.usage === 'on_session' ? 'on_session' : 'off_session',
      status: 'requires_payment_method',
      payment_method: null,
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      metadata: (parameters.metadata as Record<string, string> | undefined) ?? {},
      created: now(),
      livemode: false,
    };
    this.setupIntents.set(id, intent);
    return { status: 200, body: intent };
  }

  /** Confirms a SetupIntent with a card: it succeeds and the card is attached to its Customer. */
  confirmSetupIntent(intent: StandInSetupIntent, paymentMethod: string): CardAnswer {
    const method = this.cardFrom(paymentMethod);
    if (!method) return error(400, 'invalid_request_error', 'You must provide a payment_method to confirm.', 'parameter_missing');
    Object.assign(intent, { status: 'succeeded', payment_method: method.id });
    method.customer = intent.customer;
    return { status: 200, body: intent };
  }

  /** Answers a saved-card request, or undefined when the path is none of them. */
  answer(method: string, path: string, query: URLSearchParams, parameters: Record<string, unknown>, intents: Map<string, CardIntentFields>): CardAnswer | undefined {
    const customer = /^\/v1\/customers\/(cus_[A-Za-z0-9]+)(\/payment_methods)?$/.exec(path);
    if (customer?.[1] && method === 'GET') {
      const found = this.customers.get(customer[1]);
      if (!found) return missing('customer', customer[1]);
      if (!customer[2]) return { status: 200, body: found };
      const data = [...this.paymentMethods.values()].filter((card) => card.customer === found.id && (query.get('type') ?? 'card') === 'card').reverse();
      return { status: 200, body: { object: 'list', data, has_more: false, url: path } };
    }
    const paymentMethod = /^\/v1\/payment_methods\/(pm_[A-Za-z0-9_]+)(\/attach|\/detach)?$/.exec(path);
    if (paymentMethod?.[1]) {
      const found = this.paymentMethods.get(paymentMethod[1]);
      if (!found) return missing('payment_method', paymentMethod[1]);
      if (method === 'GET' && !paymentMethod[2]) return { status: 200, body: found };
      if (method === 'POST' && paymentMethod[2] === '/detach') {
        if (!found.customer) return error(400, 'invalid_request_error', 'The payment method you provided is not attached to a customer so detachment is impossible.', 'payment_method_unexpected_state');
        found.customer = null;
        return { status: 200, body: found };
      }
      if (method === 'POST' && paymentMethod[2] === '/attach') {
        const to = String(parameters.customer ?? '');
        if (!this.customers.has(to)) return missing('customer', to);
        found.customer = to;
        return { status: 200, body: found };
      }
    }
    const setup = /^\/v1\/setup_intents\/(seti_[A-Za-z0-9]+)(\/confirm)?$/.exec(path);
    if (setup?.[1]) {
      const found = this.setupIntents.get(setup[1]);
      if (!found) return missing('setup_intent', setup[1]);
      if (method === 'GET' && !setup[2]) return { status: 200, body: found };
      if (method === 'POST' && setup[2]) return this.confirmSetupIntent(found, String(parameters.payment_method ?? ''));
    }
    const confirm = /^\/v1\/payment_intents\/(pi_[A-Za-z0-9]+)\/confirm$/.exec(path);
    if (confirm?.[1] && method === 'POST') {
      const intent = intents.get(confirm[1]);
      return intent ? this.confirmIntent(intent, parameters) : missing('payment_intent', confirm[1]);
    }
    return undefined;
  }
}
