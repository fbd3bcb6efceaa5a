/**
 * Stripe Checkout through the Stripe stand-in (tests/support/stripe-stand-in.ts): the finish flow's form opens one
 * Checkout Session per attempt with the order's amount, a second page gets the open session, and its webhook pays
 * the order exactly once, frees it when the session expires, and keeps the PaymentIntent for refunds.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { demoOperator } from '../../server/db/catalogue';
import { merchantTransactionId } from '../../server/payments/signing';
import { client, graphql, send, signInDemo, testClock } from './accounts';
import { CZECH_BROWSER, CZECH_CHOSEN, expectCzechPage, pageText } from './page-language';
import type { Client } from './accounts';
import { TEST_SECRET, startTestApp } from './app';
import type { TestApp } from './app';
import { TEST_BILLING, insertOrder, orderState, signUpOtherAccount } from '../support/payment-orders';
import { start as startStripe } from '../support/stripe-stand-in';
import type { SignedEvent, StripeStandIn } from '../support/stripe-stand-in';

const METHOD = 'stripe-checkout';
// Stripe's sessions live 30 minutes at least: the stand-in checks expires_at against the real time.
const clock = testClock(new Date().toISOString());

let stripe: StripeStandIn;
let harness: TestApp;
let demo: Client;
let other: Client;
beforeAll(async () => {
  stripe = await startStripe();
  harness = await startTestApp({ payments: { stripe: stripe.config }, now: clock.now });
  demo = await signInDemo(harness.app, client('192.0.2.61'));
  other = await signUpOtherAccount(harness.app, 'checkout-other@example.com', '192.0.2.62');
}, 180_000);
afterAll(async () => {
  await harness.close();
  await stripe.close();
});

const db = () => harness.database.db;

/** The finish flow's form post to the method's url, with the inputs the server gave. */
function payOnStripe(who: Client, order: { id: string; identifier: string }, fields: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const form = new URLSearchParams({ MerchantTransactionID: merchantTransactionId(TEST_SECRET, order.id, METHOD), MethodID: METHOD, OrderIdentifier: order.identifier, ...fields });
  return harness.app.inject({
    method: 'POST',
    url: '/payments/stripe-checkout',
    remoteAddress: who.ip,
    headers: { host: 'portal.example:3000', 'content-type': 'application/x-www-form-urlencoded', ...headers, cookie: [who.cookie && `${SESSION_COOKIE}=${who.cookie}`, headers.cookie].filter(Boolean).join('; ') },
    payload: form.toString(),
  });
}

/** A signed event delivered to the webhook as Stripe would. */
const deliver = (event: SignedEvent, signature = event.signature) =>
  harness.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature }, payload: event.payload });

const sessionOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(303);
  const id = /\/c\/pay\/(cs_test_[0-9a-f]+)$/.exec(response.headers.location as string)?.[1];
  const session = id === undefined ? undefined : stripe.sessions.get(id);
  if (!session) throw new Error(`no Checkout Session behind ${String(response.headers.location)}`);
  return session;
};

const invoicesOf = async (orderId: string) => (await db().selectFrom('invoices').select('number').where('order_id', '=', orderId).execute()).length;

async function checkoutOrder(totalMinor = 12_100n, currency = 'EUR') {
  return insertOrder(db(), { totalMinor, currency, paymentServiceName: METHOD });
}

describe('the Stripe Checkout method', () => {
  it('is listed after the card when the Stripe keys are set, as a redirect to the portal\'s own address', async () => {
    const order = await insertOrder(db(), { status: 'draft', paymentServiceName: null });
    const result = await graphql(harness.app, demo, 'query ($id: String!) { paymentMethods(orderIdentifier: $id, lastReloadBeforeSubmit: false) { methods { name type url title inputs { name value } } } }', { id: order.identifier });
    const { methods } = result.data?.paymentMethods as { methods: { name: string; type: string; url: string | null; title: string; inputs: { name: string; value: string }[] }[] };
    expect(methods.map((method) => method.name)).toEqual(['stripe-card', METHOD, 'gateway', 'bank-transfer']);
    expect(methods[1]).toMatchObject({ type: 'gateway', url: '/payments/stripe-checkout', title: 'Stripe Checkout' });
    expect(methods[1]?.inputs).toEqual([
      { name: 'MerchantTransactionID', value: merchantTransactionId(TEST_SECRET, order.id, METHOD) },
      { name: 'MethodID', value: METHOD },
      { name: 'OrderIdentifier', value: order.identifier },
    ]);
  });

  it('opens a session of the order\'s total in its currency, naming the order, and sends the payer to it', async () => {
    const order = await checkoutOrder(4_599n, 'USD');
    const session = sessionOf(await payOnStripe(demo, order));
    expect(session).toMatchObject({
      mode: 'payment',
      status: 'open',
      amount_total: 4_599,
      currency: 'usd',
      client_reference_id: order.identifier,
      customer_email: TEST_BILLING.email,
      metadata: { orderId: order.id, orderIdentifier: order.identifier },
      success_url: `http://portal.example:3000/checkout/${order.identifier}/success`,
      cancel_url: `http://portal.example:3000/checkout/${order.identifier}`,
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 4_599, product_data: { name: `Order ${order.identifier}` } } }],
    });
    expect(session.expires_at - Math.floor(clock.now().getTime() / 1000)).toBe(31 * 60);
  });

  it('gives a second payment page of the order the open session, and makes no other', async () => {
    const order = await checkoutOrder();
    const first = sessionOf(await payOnStripe(demo, order));
    const before = stripe.sessionRequests;
    const again = await Promise.all([payOnStripe(demo, order), payOnStripe(demo, order)]);
    expect(again.map((response) => sessionOf(response).id)).toEqual([first.id, first.id]);
    expect(stripe.sessionRequests).toBe(before);
  });

  it('expires an open session at Stripe that is too close to its end before it makes a new one', async () => {
    const order = await checkoutOrder();
    const first = sessionOf(await payOnStripe(demo, order));
    clock.advanceMinutes(27);
    const second = sessionOf(await payOnStripe(demo, order));
    expect(second.id).not.toBe(first.id);
    expect(stripe.sessions.get(first.id)?.status).toBe('expired');
    expect(second.status).toBe('open');
  });

  it('refuses, saying why, a payment page of an order of another account, a paid one, or a request without sign-in', async () => {
    const order = await checkoutOrder();
    const foreign = await payOnStripe(other, order);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toContain('Nothing was charged');
    expect(pageText(foreign.body)).toBe(
      `Payment not possible – Stripe Checkout Payment not possible We could not find this order in your account. Nothing was charged here. Back to order ${order.identifier}`,
    );
    // In Czech: the API's Czech words for the refusal, and the page's own.
    for (const headers of [CZECH_BROWSER, CZECH_CHOSEN]) {
      const czech = await payOnStripe(other, order, {}, headers);
      expect(czech.statusCode).toBe(404);
      expectCzechPage(czech.body);
      expect(pageText(czech.body)).toBe(`Platba není možná – Stripe Checkout Platba není možná Tuto objednávku jsme ve vašem účtu nenašli. Nic zde nebylo strženo. Zpět na objednávku ${order.identifier}`);
    }
    const signedOut = await payOnStripe(client('192.0.2.64'), order);
    expect(signedOut.statusCode).toBe(401);
    expect(pageText(signedOut.body)).toContain('Please sign in, then pay the order from its page. Nothing was charged.');
    const signedOutCzech = await payOnStripe(client('192.0.2.64'), order, {}, CZECH_BROWSER);
    expect(signedOutCzech.statusCode).toBe(401);
    expectCzechPage(signedOutCzech.body);
    const forged = await payOnStripe(demo, order, { MerchantTransactionID: 'TX-forged' });
    expect(forged.statusCode).toBe(400);
    const paid = await insertOrder(db(), { status: 'paid', paymentServiceName: METHOD });
    const answer = await payOnStripe(demo, paid);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/checkout/${paid.identifier}/success`);
    expect(stripe.sessions.size).toBeGreaterThan(0);
    expect([...stripe.sessions.values()].some((session) => session.metadata.orderId === order.id || session.metadata.orderId === paid.id)).toBe(false);
  });
});

describe('the Checkout webhook', () => {
  it('pays the order once, with one invoice and the PaymentIntent kept, however often and concurrently it is delivered', async () => {
    const order = await checkoutOrder();
    const session = sessionOf(await payOnStripe(demo, order));
    const completed = stripe.completeSession(session.id);
    const answers = await Promise.all([deliver(completed), deliver(completed), deliver(stripe.completeSession(session.id))]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => (answer.json() as { outcome: string }).outcome).sort()).toEqual(['paid', 'replayed', 'replayed']);
    const state = await orderState(db(), order.id);
    expect(state.status).toBe('paid');
    expect(state.payments).toEqual([{ provider: 'stripe_checkout', status: 'succeeded', external_id: stripe.sessions.get(session.id)?.payment_intent, amount_minor: expect.anything() }]);
    expect(await invoicesOf(order.id)).toBe(1);
    const history = await db().selectFrom('order_history').select('actor_kind').where('order_id', '=', order.id).where('to_status', '=', 'paid').execute();
    expect(history).toEqual([{ actor_kind: 'stripe_checkout' }]);
    // Paid: another payment page sends the payer to the order's success page instead.
    const after = await payOnStripe(demo, order);
    expect(after.headers.location).toBe(`/checkout/${order.identifier}/success`);
  });

  it('pays an order whose session completed before its webhook came, when the payer opens a payment page again; the webhook then changes nothing', async () => {
    const order = await checkoutOrder();
    const session = sessionOf(await payOnStripe(demo, order));
    const completed = stripe.completeSession(session.id);
    const again = await payOnStripe(demo, order);
    expect(again.headers.location).toBe(`/checkout/${order.identifier}/success`);
    expect((await orderState(db(), order.id)).status).toBe('paid');
    expect((await deliver(completed)).json()).toMatchObject({ outcome: 'replayed' });
    expect(await invoicesOf(order.id)).toBe(1);
  });

  it('ends the attempt when the session expires, so that the order can be paid on a new session; a late repeat changes nothing', async () => {
    const order = await checkoutOrder();
    const first = sessionOf(await payOnStripe(demo, order));
    const expired = stripe.expireSession(first.id);
    expect((await deliver(expired)).json()).toMatchObject({ outcome: 'payment_failed' });
    expect((await orderState(db(), order.id)).status).toBe('awaiting_payment');
    const second = sessionOf(await payOnStripe(demo, order));
    expect(second.id).not.toBe(first.id);
    // The first session's expiry again, after the second was opened: the second stays the open one.
    expect((await deliver(expired)).json()).toMatchObject({ outcome: 'replayed' });
    expect(sessionOf(await payOnStripe(demo, order)).id).toBe(second.id);
    expect((await deliver(stripe.completeSession(second.id))).json()).toMatchObject({ outcome: 'paid' });
    expect(await invoicesOf(order.id)).toBe(1);
  });

  it('refuses an event with a bad signature with 400 and changes nothing', async () => {
    const order = await checkoutOrder();
    const session = sessionOf(await payOnStripe(demo, order));
    const completed = stripe.completeSession(session.id);
    const forged = await deliver(completed, completed.signature.replace(/v1=[0-9a-f]{8}/, 'v1=00000000'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: { code: 'INVALID_SIGNATURE' } });
    expect((await orderState(db(), order.id)).status).toBe('awaiting_payment');
  });

  it('acknowledges and ignores a session that names no order of the portal', async () => {
    const { default: Stripe } = await import('stripe');
    const sdk = new Stripe(stripe.config.secretKey, { host: new URL(stripe.url).hostname, port: new URL(stripe.url).port, protocol: 'http' });
    const made = await sdk.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 500, product_data: { name: 'Elsewhere' } } }],
      metadata: { orderId: '00000000-0000-4000-8000-000000000000' },
      success_url: 'https://elsewhere.example/ok',
      cancel_url: 'https://elsewhere.example/back',
    });
    const answer = await deliver(stripe.completeSession(made.id));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await db().selectFrom('payment_events').select('event_id').where('event_id', 'like', `%${made.id}%`).execute()).toEqual([]);
  });

  it('does not pay an order whose session took another amount', async () => {
    const order = await checkoutOrder();
    const session = sessionOf(await payOnStripe(demo, order));
    await db().updateTable('orders').set({ total_minor: 99_900n }).where('id', '=', order.id).execute();
    expect((await deliver(stripe.completeSession(session.id))).json()).toMatchObject({ outcome: 'rejected' });
    expect((await orderState(db(), order.id)).status).toBe('awaiting_payment');
  });

  it('leaves the PaymentIntent events of a Checkout payment to its session', async () => {
    const order = await checkoutOrder();
    const session = sessionOf(await payOnStripe(demo, order));
    stripe.completeSession(session.id);
    const intent = stripe.sessions.get(session.id)?.payment_intent ?? '';
    expect((await deliver(stripe.event('payment_intent.succeeded', { id: intent }))).json()).toMatchObject({ outcome: 'ignored' });
    expect((await orderState(db(), order.id)).status).toBe('awaiting_payment');
  });
});

describe('a refund of a Checkout payment', () => {
  it('returns the money through the session\'s PaymentIntent at Stripe', async () => {
    const order = await checkoutOrder();
    await db().updateTable('orders').set({ priced: JSON.stringify({ lines: [{ description: 'Standard hosting', period: '12 months', months: 12, netMinor: '10000' }], vatRateBasisPoints: 2100, netMinor: '10000', vatMinor: '2100', totalMinor: '12100', reverseCharge: false }) }).where('id', '=', order.id).execute();
    const session = sessionOf(await payOnStripe(demo, order));
    expect((await deliver(stripe.completeSession(session.id))).json()).toMatchObject({ outcome: 'paid' });
    const payment = await db().selectFrom('payments').select('id').where('order_id', '=', order.id).where('provider', '=', 'stripe_checkout').executeTakeFirstOrThrow();
    const operator = client('192.0.2.63');
    expect((await send(harness.app, operator, 'POST', '/api/auth/sign-in', { email: demoOperator.email, password: demoOperator.password })).statusCode).toBe(200);
    const result = await graphql(
      harness.app,
      operator,
      'mutation ($input: AdminRefundPaymentInput!) { adminRefundPayment(input: $input) { refund { status } } }',
      { input: { orderIdentifier: order.identifier, paymentId: payment.id, amount: '121.00', reason: 'Customer asked to cancel', idempotencyKey: `checkout-refund-${order.id}` } },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.adminRefundPayment).toEqual({ refund: { status: 'refunded' } });
    const intent = stripe.sessions.get(session.id)?.payment_intent;
    expect([...stripe.refunds.values()].filter((made) => made.payment_intent === intent).map((made) => made.amount)).toEqual([12_100]);
  });
});

describe('production with Stripe Checkout as its only way to pay', () => {
  it('offers Checkout alone, never the test gateway, and sends the payer to Stripe\'s page', async () => {
    const production = await startTestApp({ mode: 'production', payments: { stripe: { ...stripe.config, methods: ['checkout'] } } });
    try {
      // The test database holds the demo rows whatever the mode: its account stands for a customer here.
      const buyer = await signInDemo(production.app, client('192.0.2.65'));
      const order = await insertOrder(production.database.db, { paymentServiceName: METHOD });
      const listed = await graphql(production.app, buyer, 'query ($id: String!) { paymentMethods(orderIdentifier: $id, lastReloadBeforeSubmit: false) { methods { name } } }', { id: order.identifier });
      expect((listed.data?.paymentMethods as { methods: { name: string }[] }).methods.map((method) => method.name)).toEqual([METHOD]);
      const form = new URLSearchParams({ MerchantTransactionID: merchantTransactionId(TEST_SECRET, order.id, METHOD), MethodID: METHOD, OrderIdentifier: order.identifier });
      const answer = await production.app.inject({
        method: 'POST',
        url: '/payments/stripe-checkout',
        remoteAddress: buyer.ip,
        headers: { host: 'portal.example', 'content-type': 'application/x-www-form-urlencoded', cookie: `${SESSION_COOKIE}=${buyer.cookie ?? ''}` },
        payload: form.toString(),
      });
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
    } finally {
      await production.close();
    }
  });
});
