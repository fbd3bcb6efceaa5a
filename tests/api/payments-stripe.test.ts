import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET, startTestApp } from './app';
import type { TestApp } from './app';
import { client, graphql, send, signInDemo } from './accounts';
import type { Client } from './accounts';
import { merchantTransactionId } from '../../server/payments/signing';
import { insertOrder, lifecycleOf, orderState, signUpOtherAccount } from '../support/payment-orders';
import { start as startStripe } from '../support/stripe-stand-in';
import type { SignedEvent, StripeStandIn } from '../support/stripe-stand-in';

let stripe: StripeStandIn;
let harness: TestApp;
let demo: Client;
let other: Client;
beforeAll(async () => {
  stripe = await startStripe();
  harness = await startTestApp({ payments: { stripe: stripe.config } });
  demo = await signInDemo(harness.app);
  other = await signUpOtherAccount(harness.app, 'other-payer@example.com', '192.0.2.78');
});
afterAll(async () => {
  await harness.close();
  await stripe.close();
});

const db = () => harness.database.db;

const cardInputs = (orderId: string) => [
  { name: 'MerchantTransactionID', value: merchantTransactionId(TEST_SECRET, orderId, 'stripe-card') },
  { name: 'MethodID', value: 'stripe-card' },
];

const secure = (who: Client, body: unknown) => send(harness.app, who, 'POST', '/api/payments/secure', body);

const errorOf = (response: LightMyRequestResponse) => ({ status: response.statusCode, code: (response.json() as { error?: { code?: string } }).error?.code });

/** Delivers an event as Stripe would; signature null sends none. */
function deliver(event: SignedEvent, signature: string | null = event.signature, payload = event.payload) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    payload,
  });
}

/** A finished order with its PaymentIntent created through the secure payment endpoint. */
async function orderWithIntent(totalMinor = 12_100n, currency = 'EUR') {
  const order = await insertOrder(db(), { totalMinor, currency, paymentServiceName: 'stripe-card' });
  const response = await secure(demo, { project: 'demo-blog', orderId: order.identifier, inputs: cardInputs(order.id) });
  expect(response.statusCode).toBe(200);
  const intent = [...stripe.intents.values()].find((candidate) => candidate.metadata.orderId === order.id);
  if (!intent) throw new Error('no PaymentIntent was created');
  return { order, intent };
}

describe('the card method in the payment methods', () => {
  it('is offered first when the Stripe keys are configured, with the publishable key among its inputs', async () => {
    const order = await insertOrder(db(), { status: 'draft', paymentServiceName: null });
    const result = await graphql(harness.app, demo, 'query ($id: String!) { paymentMethods(orderIdentifier: $id, lastReloadBeforeSubmit: false) { methods { name type open forceBillingForm redirectUrl inputs { name value editable } } goStraightOn } }', { id: order.identifier });
    const { methods } = result.data?.paymentMethods as { methods: { name: string; type: string; open: boolean; forceBillingForm: boolean; redirectUrl: string; inputs: { name: string; value: string; editable: boolean }[] }[] };
    expect(methods.map((method) => [method.name, method.type, method.open])).toEqual([
      ['stripe-card', 'stripe', true],
      ['stripe-checkout', 'gateway', false],
      ['gateway', 'gateway', false],
      ['bank-transfer', 'transfer', false],
    ]);
    expect(methods[0]?.inputs).toEqual([...cardInputs(order.id).map((field) => ({ ...field, editable: false })), { name: 'PublishableKey', value: stripe.config.publishableKey, editable: false }]);
    expect(methods[0]).toMatchObject({ forceBillingForm: true, redirectUrl: `/checkout/${order.identifier}/success` });
  });

  it('needs nothing prepared before submit: the browser asks for the PaymentIntent itself', async () => {
    const order = await insertOrder(db(), { paymentServiceName: 'stripe-card' });
    const result = await graphql(
      harness.app,
      demo,
      'query ($id: String!, $tx: String, $method: String) { paymentMethods(orderIdentifier: $id, lastReloadBeforeSubmit: true, merchantTransactionId: $tx, methodId: $method) { goStraightOn methods { name open } } }',
      { id: order.identifier, tx: cardInputs(order.id)[0]?.value, method: 'stripe-card' },
    );
    expect(result.data?.paymentMethods).toMatchObject({ goStraightOn: false, methods: [{ name: 'stripe-card', open: true }, { open: false }, { open: false }, { open: false }] });
    expect((await orderState(db(), order.id)).payments).toEqual([]);
  });
});

describe('POST /api/payments/secure', () => {
  it('creates a PaymentIntent for the order total and answers its client secret and the billing details', async () => {
    const before = stripe.createRequests;
    const order = await insertOrder(db(), { totalMinor: 12_100n, paymentServiceName: 'stripe-card' });
    const response = await secure(demo, { project: 'demo-blog', orderId: order.identifier, inputs: cardInputs(order.id) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as { clientSecret: string; billingDetails: unknown };
    const intent = [...stripe.intents.values()].find((candidate) => candidate.client_secret === body.clientSecret);
    expect(intent).toMatchObject({ amount: 12_100, currency: 'eur', metadata: { orderId: order.id, orderIdentifier: order.identifier } });
    expect(stripe.createRequests).toBe(before + 1);
    expect(body.billingDetails).toEqual({
      name: 'Jana Nováková',
      email: 'jana@example.com',
      phone: '+420 601 123 456',
      address: { line1: 'Dlouhá 12', city: 'Praha', postal_code: '110 00', country: 'CZ' },
    });
    expect((await orderState(db(), order.id)).payments).toEqual([{ provider: 'stripe', status: 'pending', external_id: intent?.id, amount_minor: 12_100n }]);
  });

  it('answers the same PaymentIntent when asked again, fetching it instead of creating another', async () => {
    const { order, intent } = await orderWithIntent();
    const creates = stripe.createRequests;
    const again = await secure(demo, { project: 'demo-blog', orderId: order.identifier, inputs: cardInputs(order.id) });
    expect(again.json()).toMatchObject({ clientSecret: intent.client_secret });
    expect(stripe.createRequests).toBe(creates);
  });

  it('leaves exactly one PaymentIntent after 50 parallel requests for one order', async () => {
    const order = await insertOrder(db(), { totalMinor: 4_990n, paymentServiceName: 'stripe-card' });
    const responses = await Promise.all(Array.from({ length: 50 }, () => secure(demo, { project: 'demo-blog', orderId: order.identifier, inputs: cardInputs(order.id) })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    const intents = [...stripe.intents.values()].filter((intent) => intent.metadata.orderId === order.id);
    expect(intents).toHaveLength(1);
    expect(new Set(responses.map((response) => (response.json() as { clientSecret: string }).clientSecret))).toEqual(new Set([intents[0]?.client_secret]));
    expect((await orderState(db(), order.id)).payments).toEqual([{ provider: 'stripe', status: 'pending', external_id: intents[0]?.id, amount_minor: 4_990n }]);
  });

  it('gives no billing details when the order holds none', async () => {
    const order = await insertOrder(db(), { billing: {} });
    const response = await secure(demo, { project: 'demo-blog', orderId: order.identifier, inputs: cardInputs(order.id) });
    expect(response.json()).toMatchObject({ billingDetails: null });
  });

  it('refuses a visitor who is not signed in', async () => {
    const order = await insertOrder(db());
    expect(errorOf(await secure(client(), { project: 'demo-blog', orderId: order.identifier, inputs: cardInputs(order.id) }))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('starts the card payment of an order for no website (a domain bought alone), which names an empty website', async () => {
    const order = await insertOrder(db(), { website: null, paymentServiceName: 'stripe-card' });
    const response = await secure(demo, { project: '', orderId: order.identifier, inputs: cardInputs(order.id) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/) });
    // It names no website: naming one is naming another order.
    expect(errorOf(await secure(demo, { project: 'demo-blog', orderId: order.identifier, inputs: cardInputs(order.id) }))).toEqual({ status: 404, code: 'ORDER_NOT_FOUND' });
    // And an order of a website cannot be paid as one of none.
    const ofWebsite = await insertOrder(db());
    expect(errorOf(await secure(demo, { project: '', orderId: ofWebsite.identifier, inputs: cardInputs(ofWebsite.id) }))).toEqual({ status: 404, code: 'ORDER_NOT_FOUND' });
  });

  it('answers ORDER_NOT_FOUND for an order of another account, an unknown order and another website', async () => {
    const order = await insertOrder(db());
    expect(errorOf(await secure(other, { project: 'demo-blog', orderId: order.identifier, inputs: cardInputs(order.id) }))).toEqual({ status: 404, code: 'ORDER_NOT_FOUND' });
    expect(errorOf(await secure(demo, { project: 'demo-blog', orderId: 'ORD-00000000', inputs: cardInputs(order.id) }))).toEqual({ status: 404, code: 'ORDER_NOT_FOUND' });
    expect(errorOf(await secure(demo, { project: 'demo-shop', orderId: order.identifier, inputs: cardInputs(order.id) }))).toEqual({ status: 404, code: 'ORDER_NOT_FOUND' });
  });

  it.each([
    ['draft', { status: 'draft' as const }, 409, 'ORDER_NOT_FINISHED'],
    ['paid', { status: 'paid' as const }, 409, 'ORDER_ALREADY_PAID'],
    ['cancelled', { status: 'cancelled' as const }, 409, 'ORDER_CANCELLED'],
    ['covered by a voucher', { totalMinor: 0n }, 409, 'NOTHING_TO_PAY'],
  ])('refuses an order that is %s', async (_label, options, status, code) => {
    const creates = stripe.createRequests;
    const order = await insertOrder(db(), options);
    expect(errorOf(await secure(demo, { project: 'demo-blog', orderId: order.identifier, inputs: cardInputs(order.id) }))).toEqual({ status, code });
    expect(stripe.createRequests).toBe(creates);
    expect((await orderState(db(), order.id)).payments).toEqual([]);
  });

  it('refuses a MerchantTransactionID that is not this order\'s, and another method', async () => {
    const order = await insertOrder(db());
    const another = await insertOrder(db());
    expect(errorOf(await secure(demo, { project: 'demo-blog', orderId: order.identifier, inputs: cardInputs(another.id) }))).toEqual({ status: 400, code: 'INVALID_TRANSACTION' });
    expect(errorOf(await secure(demo, { project: 'demo-blog', orderId: order.identifier, inputs: [] }))).toEqual({ status: 404, code: 'PAYMENT_METHOD_NOT_FOUND' });
    const gatewayInputs = [{ name: 'MerchantTransactionID', value: merchantTransactionId(TEST_SECRET, order.id, 'gateway') }, { name: 'MethodID', value: 'gateway' }];
    expect(errorOf(await secure(demo, { project: 'demo-blog', orderId: order.identifier, inputs: gatewayInputs }))).toEqual({ status: 404, code: 'PAYMENT_METHOD_NOT_FOUND' });
    expect((await orderState(db(), order.id)).payments).toEqual([]);
  });

  it.each([
    ['no body fields', {}, 'project'],
    ['a bad website name', { project: 'Not A Name', orderId: 'ORD-00000000', inputs: [] }, 'project'],
    ['an overlong order id', { project: 'demo-blog', orderId: 'O'.repeat(41), inputs: [] }, 'orderId'],
    ['inputs that are not a list', { project: 'demo-blog', orderId: 'ORD-00000000', inputs: 'MethodID=stripe-card' }, 'inputs'],
    ['too many inputs', { project: 'demo-blog', orderId: 'ORD-00000000', inputs: Array(21).fill({ name: 'a', value: 'b' }) }, 'inputs'],
    ['an overlong input', { project: 'demo-blog', orderId: 'ORD-00000000', inputs: [{ name: 'MethodID', value: 'x'.repeat(513) }] }, 'inputs'],
  ])('answers 400 INVALID_PARAMETER for %s', async (_label, body, parameter) => {
    const response = await secure(demo, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'INVALID_PARAMETER', parameter } });
  });

  it('refuses an order awaiting a bank transfer past its 14 days with 409 ORDER_EXPIRED, creating no PaymentIntent', async () => {
    const order = await insertOrder(db(), { paymentServiceName: 'bank-transfer' });
    await db().updateTable('orders').set({ finished_at: new Date(Date.now() - 15 * 24 * 60 * 60 * 1000) }).where('id', '=', order.id).execute();
    const intents = stripe.intents.size;
    expect(errorOf(await secure(demo, { project: 'demo-blog', orderId: order.identifier, inputs: cardInputs(order.id) }))).toEqual({ status: 409, code: 'ORDER_EXPIRED' });
    expect(stripe.intents.size).toBe(intents);
    expect(await orderState(db(), order.id)).toMatchObject({ status: 'expired', payments: [] });
    expect(await lifecycleOf(db(), order.id)).toEqual({ history: ['awaiting_payment -> expired by system'], events: ['order.expired'] });
    // Stored expired, it is refused the same way.
    expect(errorOf(await secure(demo, { project: 'demo-blog', orderId: order.identifier, inputs: cardInputs(order.id) }))).toEqual({ status: 409, code: 'ORDER_EXPIRED' });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await harness.app.inject({ method: 'POST', url: '/api/payments/secure', headers: { 'content-type': 'application/json', cookie: `portal_session=${demo.cookie ?? ''}` }, payload: '{not json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });

  it('answers 502 PAYMENT_PROVIDER_UNAVAILABLE when Stripe refuses, and can try again later', async () => {
    const order = await insertOrder(db());
    stripe.refuseCreates = 'Amount must be at least €0.50 eur';
    try {
      const response = await secure(demo, { project: 'demo-blog', orderId: order.identifier, inputs: cardInputs(order.id) });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ error: { code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'The card payment could not be started. Please try again or choose another payment method.' } });
    } finally {
      stripe.refuseCreates = undefined;
    }
    expect((await secure(demo, { project: 'demo-blog', orderId: order.identifier, inputs: cardInputs(order.id) })).statusCode).toBe(200);
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  it('marks the order paid on payment_intent.succeeded', async () => {
    const { order, intent } = await orderWithIntent();
    const response = await deliver(stripe.event('payment_intent.succeeded', intent));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'paid' });
    const state = await orderState(db(), order.id);
    expect(state).toMatchObject({ status: 'paid', payments: [{ provider: 'stripe', status: 'succeeded' }], events: [{ provider: 'stripe', type: 'payment_intent.succeeded', outcome: 'paid' }] });
    expect(state.paidAt).toBeInstanceOf(Date);
  });

  it('does nothing more for a replayed event or a second success of the same intent', async () => {
    const { order, intent } = await orderWithIntent();
    const event = stripe.event('payment_intent.succeeded', intent);
    expect((await deliver(event)).json()).toMatchObject({ outcome: 'paid' });
    const paid = await orderState(db(), order.id);
    expect((await deliver(event)).json()).toMatchObject({ outcome: 'replayed' });
    expect((await deliver(stripe.event('payment_intent.succeeded', intent))).json()).toMatchObject({ outcome: 'order_not_awaiting_payment' });
    const after = await orderState(db(), order.id);
    expect(after.paidAt).toEqual(paid.paidAt);
    expect(after.version).toBe(paid.version);
    expect(after.events.map((event) => event.outcome)).toEqual(['paid', 'order_not_awaiting_payment']);
  });

  it('pays once when the same event arrives ten times at once', async () => {
    const { order, intent } = await orderWithIntent();
    const event = stripe.event('payment_intent.succeeded', intent);
    const outcomes = await Promise.all(Array.from({ length: 10 }, async () => ((await deliver(event)).json() as { outcome: string }).outcome));
    expect(outcomes.sort()).toEqual(['paid', ...Array(9).fill('replayed')]);
    expect((await orderState(db(), order.id)).events).toHaveLength(1);
  });

  it('keeps the order paid when a failure arrives after the success (reordered events)', async () => {
    const { order, intent } = await orderWithIntent();
    await deliver(stripe.event('payment_intent.succeeded', intent));
    expect((await deliver(stripe.event('payment_intent.payment_failed', intent))).json()).toMatchObject({ outcome: 'payment_failed' });
    expect(await orderState(db(), order.id)).toMatchObject({ status: 'paid', payments: [{ status: 'succeeded' }] });
  });

  it('marks the payment failed and leaves the order awaiting payment; a later success still pays it', async () => {
    const { order, intent } = await orderWithIntent();
    expect((await deliver(stripe.event('payment_intent.payment_failed', intent))).json()).toMatchObject({ outcome: 'payment_failed' });
    expect(await orderState(db(), order.id)).toMatchObject({ status: 'awaiting_payment', paidAt: null, payments: [{ status: 'failed' }] });
    expect((await deliver(stripe.event('payment_intent.succeeded', intent))).json()).toMatchObject({ outcome: 'paid' });
    expect(await orderState(db(), order.id)).toMatchObject({ status: 'paid', payments: [{ status: 'succeeded' }] });
  });

  it.each([
    ['another amount', { amount: 1 }],
    ['another currency', { currency: 'usd' }],
    ['another order in its metadata', { metadata: { orderId: '00000000-0000-4000-8000-000000000000' } }],
  ])('rejects a signed success with %s and leaves the order unpaid', async (_label, change) => {
    const { order, intent } = await orderWithIntent();
    const response = await deliver(stripe.event('payment_intent.succeeded', { ...intent, ...change }));
    expect(response.json()).toMatchObject({ outcome: 'rejected' });
    expect(await orderState(db(), order.id)).toMatchObject({ status: 'awaiting_payment', paidAt: null, payments: [{ status: 'pending' }], events: [{ outcome: 'rejected' }] });
  });

  it('refuses forged and unsigned events with 400 and writes nothing', async () => {
    const { order, intent } = await orderWithIntent();
    const event = stripe.event('payment_intent.succeeded', intent);
    const tampered = event.payload.replace(`"amount":${intent.amount}`, '"amount":1');
    const attempts = [
      await deliver(event, null),
      await deliver(event, 't=1,v1=0000'),
      await deliver(event, event.signature.replace(/v1=[0-9a-f]/, 'v1=x')),
      await deliver(event, event.signature, tampered),
      await deliver(event, event.signature, ''),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'INVALID_SIGNATURE' } });
    }
    expect(await orderState(db(), order.id)).toMatchObject({ status: 'awaiting_payment', events: [] });
    // The genuine event still pays the order afterwards.
    expect((await deliver(event)).json()).toMatchObject({ outcome: 'paid' });
  });

  it('acknowledges events about other intents and other types without touching any order', async () => {
    const unknown = await deliver(stripe.event('payment_intent.succeeded', { id: 'pi_not_ours', amount: 100, currency: 'eur', metadata: {} }));
    expect(unknown.json()).toMatchObject({ outcome: 'unknown_payment' });
    const { order, intent } = await orderWithIntent();
    expect((await deliver(stripe.event('payment_intent.created', intent))).json()).toMatchObject({ outcome: 'ignored' });
    expect(await orderState(db(), order.id)).toMatchObject({ status: 'awaiting_payment', events: [] });
  });
});
