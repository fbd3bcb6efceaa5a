import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../server/db/catalogue';
import { merchantTransactionId } from '../../server/payments/signing';
import { TEST_SECRET, startTestApp } from './app';
import type { TestApp } from './app';
import { send, signInDemo } from './accounts';
import type { Client } from './accounts';
import { insertOrder } from '../support/payment-orders';
import { start as startStripe } from '../support/stripe-stand-in';
import type { SignedEvent, StandInIntent, StripeStandIn } from '../support/stripe-stand-in';

let stripe: StripeStandIn;
let harness: TestApp;
let demo: Client;
beforeAll(async () => {
  stripe = await startStripe();
  harness = await startTestApp({ payments: { stripe: stripe.config } });
  demo = await signInDemo(harness.app);
});
afterAll(async () => {
  await harness.close();
  await stripe.close();
});

const db = () => harness.database.db;
const demoId = async () => (await db().selectFrom('accounts').select('id').where('email', '=', demoAccount.email).executeTakeFirstOrThrow()).id;

function deliver(event: SignedEvent) {
  return harness.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature }, payload: event.payload });
}

/** A finished card order of the demo account, with a domain service it bought, and its PaymentIntent. */
async function cardOrder(): Promise<{ orderId: string; serviceId: string; intent: StandInIntent }> {
  const order = await insertOrder(db(), { paymentServiceName: 'stripe-card' });
  const serviceId = randomUUID();
  const now = new Date();
  await db()
    .insertInto('services')
    .values({ id: serviceId, account_id: await demoId(), kind: 'domain', domain: `cards-${serviceId.slice(0, 8)}.com`, paid_until: new Date('2027-06-01T00:00:00Z'), order_id: order.id, created_at: now, updated_at: now })
    .execute();
  const inputs = [
    { name: 'MerchantTransactionID', value: merchantTransactionId(TEST_SECRET, order.id, 'stripe-card') },
    { name: 'MethodID', value: 'stripe-card' },
  ];
  const response = await send(harness.app, demo, 'POST', '/api/payments/secure', { project: 'demo-blog', orderId: order.identifier, inputs });
  expect(response.statusCode).toBe(200);
  const intent = [...stripe.intents.values()].find((candidate) => candidate.metadata.orderId === order.id);
  if (!intent) throw new Error('no PaymentIntent was created');
  return { orderId: order.id, serviceId, intent };
}

/** The payer confirms the card at Stripe, ticking "Save this card for automatic renewals" or not. */
function confirmCard(intent: StandInIntent, save: boolean) {
  const answer = stripe.cards.confirmIntent(intent, { payment_method: 'pm_card_visa', ...(save ? { setup_future_usage: 'off_session' } : {}) });
  expect(answer.status).toBe(200);
}

const savedCards = async () => db().selectFrom('saved_cards').select(['payment_method_id', 'brand', 'last4', 'exp_month', 'exp_year']).where('account_id', '=', await demoId()).orderBy('created_at').execute();
const autoRenewOf = async (serviceId: string) => (await db().selectFrom('services').select('auto_renew').where('id', '=', serviceId).executeTakeFirstOrThrow()).auto_renew;

describe('the account\'s Stripe Customer', () => {
  it('is created with the first card payment, stored, and given to every PaymentIntent of the account', async () => {
    const before = stripe.cards.customerRequests;
    const first = await cardOrder();
    const second = await cardOrder();
    const stored = (await db().selectFrom('accounts').select('stripe_customer_id').where('email', '=', demoAccount.email).executeTakeFirstOrThrow()).stripe_customer_id;
    expect(stored).toMatch(/^cus_/);
    expect(stripe.cards.customers.get(stored ?? '')).toMatchObject({ email: demoAccount.email, metadata: { accountId: await demoId() } });
    expect([first.intent.customer, second.intent.customer]).toEqual([stored, stored]);
    expect(stripe.cards.customerRequests - before).toBeLessThanOrEqual(1);
  });
});

describe('saving the card with the payment', () => {
  it('records the card once, however often and however concurrently Stripe delivers the payment\'s success', async () => {
    const { intent, serviceId } = await cardOrder();
    confirmCard(intent, true);
    const event = stripe.event('payment_intent.succeeded', { id: intent.id });
    const outcomes = await Promise.all(Array.from({ length: 5 }, async () => ((await deliver(event)).json() as { outcome: string }).outcome));
    expect(outcomes.sort()).toEqual(['paid', 'replayed', 'replayed', 'replayed', 'replayed']);
    // The same success again under another event id (Stripe may send one twice).
    expect((await deliver(stripe.event('payment_intent.succeeded', { id: intent.id }))).json()).toMatchObject({ outcome: 'order_not_awaiting_payment' });
    const cards = (await savedCards()).filter((card) => card.payment_method_id === intent.payment_method);
    expect(cards).toEqual([{ payment_method_id: intent.payment_method, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 }]);
    expect(await autoRenewOf(serviceId)).toBe(true);
  });

  it('saves nothing when the payer left the box unticked, and the services do not renew themselves', async () => {
    const { intent, serviceId } = await cardOrder();
    confirmCard(intent, false);
    expect((await deliver(stripe.event('payment_intent.succeeded', { id: intent.id }))).json()).toMatchObject({ outcome: 'paid' });
    expect((await savedCards()).map((card) => card.payment_method_id)).not.toContain(intent.payment_method);
    expect(await autoRenewOf(serviceId)).toBe(false);
  });

  it('saves no card of another Customer than the account\'s', async () => {
    const { intent } = await cardOrder();
    confirmCard(intent, true);
    const stranger = stripe.cards.createCustomer({ email: 'stranger@example.com' }).body as { id: string };
    const method = stripe.cards.paymentMethods.get(intent.payment_method ?? '');
    if (method) method.customer = stranger.id;
    expect((await deliver(stripe.event('payment_intent.succeeded', { id: intent.id, customer: stranger.id }))).json()).toMatchObject({ outcome: 'paid' });
    expect((await savedCards()).map((card) => card.payment_method_id)).not.toContain(intent.payment_method);
  });
});
