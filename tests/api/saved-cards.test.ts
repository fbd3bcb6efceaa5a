import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../server/db/catalogue';
import { merchantTransactionId } from '../../server/payments/signing';
import { TEST_SECRET, startTestApp } from './app';
import type { TestApp } from './app';
import { client, graphql, send, signInDemo } from './accounts';
import type { Client } from './accounts';
import { insertOrder, signUpOtherAccount } from '../support/payment-orders';
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

/** A new account with one active domain service and, when asked, a card saved at the stand-in and here. */
async function accountWithService(email: string, ip: string, options: { card?: boolean; status?: 'active' | 'released' } = {}) {
  const who = await signUpOtherAccount(harness.app, email, ip);
  const account = await db().selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const serviceId = randomUUID();
  const now = new Date();
  await db()
    .insertInto('services')
    .values({ id: serviceId, account_id: account.id, kind: 'domain', domain: `${serviceId.slice(0, 8)}.com`, paid_until: new Date(Date.now() + 200 * 86_400_000), status: options.status ?? 'active', created_at: now, updated_at: now })
    .execute();
  let paymentMethod: string | undefined;
  if (options.card) {
    const setup = await graphql(harness.app, who, 'mutation { startCardSetup { clientSecret publishableKey } }');
    const secret = (setup.data?.startCardSetup as { clientSecret: string }).clientSecret;
    const intent = stripe.cards.setupIntents.get(secret.split('_secret_')[0] ?? '');
    if (!intent) throw new Error('no SetupIntent was created');
    expect(stripe.cards.confirmSetupIntent(intent, 'pm_card_visa').status).toBe(200);
    expect((await deliver(stripe.setupIntentEvent('setup_intent.succeeded', intent.id))).json()).toEqual({ received: true, outcome: 'card_saved' });
    paymentMethod = intent.payment_method ?? undefined;
  }
  return { who, accountId: account.id, serviceId, paymentMethod };
}

const CARDS = '{ savedCards { id brand last4 expMonth expYear description } }';
const SWITCH = 'mutation ($id: ID!, $on: Boolean!) { setServiceAutoRenew(serviceId: $id, autoRenew: $on) { id autoRenew } }';
const REMOVE = 'mutation ($id: ID!) { removeSavedCard(id: $id) { id description } }';
const codeOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.code;

describe('saving a card from My services (a SetupIntent)', () => {
  it('lists the card the SetupIntent saved, and records it once however often its event comes', async () => {
    const { who, paymentMethod } = await accountWithService('setup-once@example.com', '192.0.2.81', { card: true });
    const intent = [...stripe.cards.setupIntents.values()].find((candidate) => candidate.payment_method === paymentMethod);
    if (!intent) throw new Error('no SetupIntent');
    const again = await Promise.all([1, 2, 3].map(async () => ((await deliver(stripe.setupIntentEvent('setup_intent.succeeded', intent.id))).json() as { outcome: string }).outcome));
    expect(again).toEqual(['replayed', 'replayed', 'replayed']);
    const listed = await graphql(harness.app, who, CARDS);
    expect(listed.data?.savedCards).toEqual([{ id: expect.any(String), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, description: 'Visa ending 4242, expires 12/2030' }]);
  });

  it('needs a signed-in account', async () => {
    expect(codeOf(await graphql(harness.app, client('192.0.2.82'), 'mutation { startCardSetup { clientSecret } }'))).toBe('UNAUTHENTICATED');
    expect(codeOf(await graphql(harness.app, client('192.0.2.82'), CARDS))).toBe('UNAUTHENTICATED');
  });
});

describe('removing a saved card', () => {
  it('detaches it at Stripe, forgets it, and switches automatic renewal off when no card is left', async () => {
    const { who, serviceId, paymentMethod } = await accountWithService('remove-card@example.com', '192.0.2.83', { card: true });
    expect((await graphql(harness.app, who, SWITCH, { id: serviceId, on: true })).data?.setServiceAutoRenew).toEqual({ id: serviceId, autoRenew: true });
    const card = ((await graphql(harness.app, who, CARDS)).data?.savedCards as { id: string }[])[0];
    const removed = await graphql(harness.app, who, REMOVE, { id: card?.id });
    expect(removed.errors).toBeUndefined();
    expect(removed.data?.removeSavedCard).toEqual([]);
    expect(stripe.cards.paymentMethods.get(paymentMethod ?? '')?.customer).toBeNull();
    expect(await autoRenewOf(serviceId)).toBe(false);
    // Asked again (a second tab): the card is gone.
    expect(codeOf(await graphql(harness.app, who, REMOVE, { id: card?.id }))).toBe('CARD_NOT_FOUND');
  });

  it('forgets a card Stripe had already detached', async () => {
    const { who, paymentMethod } = await accountWithService('detached-card@example.com', '192.0.2.84', { card: true });
    const method = stripe.cards.paymentMethods.get(paymentMethod ?? '');
    if (method) method.customer = null;
    const card = ((await graphql(harness.app, who, CARDS)).data?.savedCards as { id: string }[])[0];
    expect((await graphql(harness.app, who, REMOVE, { id: card?.id })).data?.removeSavedCard).toEqual([]);
  });

  it('refuses another account\'s card and an identifier that is none, as not found, and removes nothing', async () => {
    const owner = await accountWithService('card-owner@example.com', '192.0.2.85', { card: true });
    const card = ((await graphql(harness.app, owner.who, CARDS)).data?.savedCards as { id: string }[])[0];
    const stranger = await signUpOtherAccount(harness.app, 'card-stranger@example.com', '192.0.2.86');
    expect(codeOf(await graphql(harness.app, stranger, REMOVE, { id: card?.id }))).toBe('CARD_NOT_FOUND');
    expect(codeOf(await graphql(harness.app, stranger, REMOVE, { id: 'not-a-card' }))).toBe('CARD_NOT_FOUND');
    expect((await graphql(harness.app, owner.who, CARDS)).data?.savedCards).toHaveLength(1);
    expect(stripe.cards.paymentMethods.get(owner.paymentMethod ?? '')?.customer).not.toBeNull();
  });
});

describe('switching automatic renewal', () => {
  it('switches on with a saved card and off again', async () => {
    const { who, serviceId } = await accountWithService('switch-renewal@example.com', '192.0.2.87', { card: true });
    expect((await graphql(harness.app, who, SWITCH, { id: serviceId, on: true })).data?.setServiceAutoRenew).toEqual({ id: serviceId, autoRenew: true });
    expect((await graphql(harness.app, who, SWITCH, { id: serviceId, on: false })).data?.setServiceAutoRenew).toEqual({ id: serviceId, autoRenew: false });
    expect(await autoRenewOf(serviceId)).toBe(false);
  });

  it('refuses to switch on without a saved card, but switching off is always allowed', async () => {
    const { who, serviceId } = await accountWithService('no-card@example.com', '192.0.2.88');
    const refused = await graphql(harness.app, who, SWITCH, { id: serviceId, on: true });
    expect(codeOf(refused)).toBe('NO_SAVED_CARD');
    expect(refused.errors?.[0]?.message).toBe('Automatic renewal needs a saved card. Save a card first, then switch it on.');
    expect(await autoRenewOf(serviceId)).toBe(false);
    expect((await graphql(harness.app, who, SWITCH, { id: serviceId, on: false })).data?.setServiceAutoRenew).toEqual({ id: serviceId, autoRenew: false });
  });

  it('refuses a service that can no longer be renewed, another account\'s service and no service at all', async () => {
    const ended = await accountWithService('ended-service@example.com', '192.0.2.89', { card: true, status: 'released' });
    expect(codeOf(await graphql(harness.app, ended.who, SWITCH, { id: ended.serviceId, on: true }))).toBe('SERVICE_NOT_RENEWABLE');
    const stranger = await signUpOtherAccount(harness.app, 'service-stranger@example.com', '192.0.2.90');
    expect(codeOf(await graphql(harness.app, stranger, SWITCH, { id: ended.serviceId, on: false }))).toBe('SERVICE_NOT_FOUND');
    expect(codeOf(await graphql(harness.app, stranger, SWITCH, { id: 'nothing', on: false }))).toBe('SERVICE_NOT_FOUND');
    expect(codeOf(await graphql(harness.app, client('192.0.2.91'), SWITCH, { id: ended.serviceId, on: false }))).toBe('UNAUTHENTICATED');
  });
});
