/**
 * Automatic renewal with a saved card (docs/services.md "Automatic renewal"): the daily job finishes a renewal whose
 * service renews itself and charges the saved card off-session on the day before the period ends, once however many
 * instances and reruns; Stripe's webhook pays it through the settle path. PGlite by default, PostgreSQL under
 * TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailySteps } from '../../server/daily-steps';
import { addDays, addMonths } from '../../server/domain/calendar';
import { runDailyLifecycle } from '../../server/services/daily';
import { client, graphql, signInDemo } from './accounts';
import type { Client } from './accounts';
import { startTestApp } from './app';
import type { TestApp } from './app';
import { newOrder, payThroughGateway } from './checkout-support';
import { start as startStripe } from '../support/stripe-stand-in';
import type { SignedEvent, StripeStandIn } from '../support/stripe-stand-in';

let current = new Date('2026-06-01T09:00:00.000Z');
const clock = { now: () => new Date(current) };
let stripe: StripeStandIn;
let harness: TestApp;
let demo: Client;
let events = 0;
const db = () => harness.database.db;

beforeAll(async () => {
  stripe = await startStripe();
  harness = await startTestApp({ now: clock.now, payments: { stripe: stripe.config } });
  demo = await signInDemo(harness.app, client());
}, 180_000);
afterAll(async () => {
  await harness.close();
  await stripe.close();
});

/** The clock moves to `at`, and the customer signs in again (a session does not last months). */
async function moveTo(at: Date): Promise<void> {
  current = new Date(at);
  demo = await signInDemo(harness.app, client());
}

/** The daily job as the portal runs it with card payments set up. */
const runJob = () => runDailyLifecycle(db(), clock.now(), dailySteps(db(), { payments: { stripe: stripe.config } }));

function deliver(event: SignedEvent) {
  return harness.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature }, payload: event.payload });
}

/** Saves the test card at the stand-in and here, as My services' card form would (a SetupIntent and its event). */
async function saveCard(testCard: string): Promise<string> {
  const setup = await graphql(harness.app, demo, 'mutation { startCardSetup { clientSecret publishableKey } }');
  const secret = (setup.data?.startCardSetup as { clientSecret: string }).clientSecret;
  const intent = stripe.cards.setupIntents.get(secret.split('_secret_')[0] ?? '');
  if (!intent) throw new Error('no SetupIntent was created');
  expect(stripe.cards.confirmSetupIntent(intent, testCard).status).toBe(200);
  expect((await deliver(stripe.setupIntentEvent('setup_intent.succeeded', intent.id))).json()).toMatchObject({ outcome: 'card_saved' });
  return intent.payment_method ?? '';
}

/** A website of its own that buys Mini for 12 months (paid, with a billing contact), renewing itself with `testCard`. */
async function miniRenewingItself(testCard: string): Promise<{ serviceId: string; paidUntil: Date }> {
  const identifier = await newOrder(harness.database, clock.now(), (seed) => ({ ...seed, items: [{ type: 'package', package: 'mini', action: 'buy', periodMonths: 12 }] }));
  const { websiteId } = await db().selectFrom('orders').select('website_id as websiteId').where('identifier', '=', identifier).executeTakeFirstOrThrow();
  await db().updateTable('websites').set({ package_id: null, package_paid_until: null }).where('id', '=', websiteId ?? '').execute();
  events += 1;
  await payThroughGateway(harness, demo, identifier, `renewal-charges-${events}`, clock.now());
  const service = await db().selectFrom('services').select(['id', 'paid_until']).where('website_id', '=', websiteId ?? '').where('kind', '=', 'package').executeTakeFirstOrThrow();
  await saveCard(testCard);
  const switched = await graphql(harness.app, demo, 'mutation ($id: ID!) { setServiceAutoRenew(serviceId: $id, autoRenew: true) { id autoRenew } }', { id: service.id });
  expect(switched.errors).toBeUndefined();
  return { serviceId: service.id, paidUntil: service.paid_until };
}

const renewalOf = async (serviceId: string, periodEnd: Date) =>
  db().selectFrom('orders').select(['id', 'identifier', 'status', 'total_minor', 'payment_service_name']).where('renewal_of_service_id', '=', serviceId).where('renewal_period_end', '=', periodEnd).executeTakeFirstOrThrow();
const intentsOf = (orderId: string) => [...stripe.intents.values()].filter((intent) => intent.metadata.orderId === orderId);
const paidUntilOf = async (serviceId: string) => (await db().selectFrom('services').select('paid_until').where('id', '=', serviceId).executeTakeFirstOrThrow()).paid_until;

describe('a renewal with a saved card', () => {
  it('is charged once on the day before its period ends, with two instances at once and a rerun, and the webhook renews it from the old date once', async () => {
    const { serviceId, paidUntil } = await miniRenewingItself('pm_card_visa');
    await moveTo(addDays(paidUntil, -30));
    await runJob();
    const draft = await renewalOf(serviceId, paidUntil);
    expect(draft.status).toBe('draft');
    expect(intentsOf(draft.id)).toEqual([]);

    await moveTo(addDays(paidUntil, -2));
    await runJob();
    expect(intentsOf(draft.id)).toEqual([]);

    await moveTo(addDays(paidUntil, -1));
    // Two instances at the same moment, then the scheduler's retry of the same job.
    await Promise.all([runJob(), runJob()]);
    await runJob();
    const finished = await renewalOf(serviceId, paidUntil);
    expect(finished).toMatchObject({ status: 'awaiting_payment', payment_service_name: 'stripe-card' });
    const charged = intentsOf(draft.id);
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({ status: 'succeeded', amount: Number(finished.total_minor), currency: 'eur' });
    const history = await db().selectFrom('order_history').select(['to_status', 'actor_kind']).where('order_id', '=', draft.id).where('to_status', '=', 'awaiting_payment').execute();
    expect(history).toEqual([{ to_status: 'awaiting_payment', actor_kind: 'system' }]);

    const success = stripe.event('payment_intent.succeeded', { id: charged[0]?.id ?? '' });
    const outcomes = await Promise.all([deliver(success), deliver(success)].map(async (answer) => ((await answer).json() as { outcome: string }).outcome));
    expect(outcomes.sort()).toEqual(['paid', 'replayed']);
    expect((await renewalOf(serviceId, paidUntil)).status).toBe('paid');
    expect(await paidUntilOf(serviceId)).toEqual(addMonths(paidUntil, 12));

    // The next days charge nothing more.
    await moveTo(addDays(paidUntil, 1));
    await runJob();
    expect(intentsOf(draft.id)).toHaveLength(1);
  });
});
