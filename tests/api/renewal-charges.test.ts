/**
 * Automatic renewal with a saved card (docs/services.md "Automatic renewal"): the daily job finishes a renewal whose
 * service renews itself and charges the saved card off-session on the day before the period ends, once however many
 * instances and reruns; Stripe's webhook pays it through the settle path. A card that needs its holder leaves the
 * order payable: one e-mail with the renewal link, retries 1, 3 and 5 days after the first failure, the reminders go
 * on, and paying through the link settles the order. PGlite by default, PostgreSQL under TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailySteps } from '../../server/daily-steps';
import { addDays, addMonths, startOfUtcDay } from '../../server/domain/calendar';
import { merchantTransactionId } from '../../server/payments/signing';
import { renderMail } from '../../server/mail/render';
import type { MailDataByTemplate } from '../../server/mail/types';
import { runDailyLifecycle } from '../../server/services/daily';
import { findInvoiceForOrder } from '../../server/invoices';
import { pdfText } from '../support/pdf-text';
import { client, graphql, send, signInDemo } from './accounts';
import type { Client } from './accounts';
import { TEST_SECRET, startTestApp } from './app';
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
async function miniRenewingItself(testCard: string, withDomain = false): Promise<{ serviceId: string; paidUntil: Date; paymentMethod: string; websiteId: string }> {
  const identifier = await newOrder(harness.database, clock.now(), (seed) => ({
    ...seed,
    items: [{ type: 'package', package: 'mini', action: 'buy', periodMonths: 12 }, ...seed.items.filter((item) => withDomain && item.type === 'domain')],
  }));
  const { websiteId } = await db().selectFrom('orders').select('website_id as websiteId').where('identifier', '=', identifier).executeTakeFirstOrThrow();
  await db().updateTable('websites').set({ package_id: null, package_paid_until: null }).where('id', '=', websiteId ?? '').execute();
  events += 1;
  await payThroughGateway(harness, demo, identifier, `renewal-charges-${events}`, clock.now());
  const service = await db().selectFrom('services').select(['id', 'paid_until']).where('website_id', '=', websiteId ?? '').where('kind', '=', 'package').executeTakeFirstOrThrow();
  const paymentMethod = await saveCard(testCard);
  const switched = await graphql(harness.app, demo, 'mutation ($id: ID!) { setServiceAutoRenew(serviceId: $id, autoRenew: true) { id autoRenew } }', { id: service.id });
  expect(switched.errors).toBeUndefined();
  return { serviceId: service.id, paidUntil: service.paid_until, paymentMethod, websiteId: websiteId ?? '' };
}

const renewalOf = async (serviceId: string, periodEnd: Date) =>
  db().selectFrom('orders').select(['id', 'identifier', 'status', 'total_minor', 'payment_service_name']).where('renewal_of_service_id', '=', serviceId).where('renewal_period_end', '=', periodEnd).executeTakeFirstOrThrow();
const intentsOf = (orderId: string) => [...stripe.intents.values()].filter((intent) => intent.metadata.orderId === orderId);
const paidUntilOf = async (serviceId: string) => (await db().selectFrom('services').select('paid_until').where('id', '=', serviceId).executeTakeFirstOrThrow()).paid_until;
/** The renewal order opened 30 days before the period ends, and the job run on the charge day, the day before: the order. */
async function chargedOnItsDay(serviceId: string, paidUntil: Date) {
  await moveTo(addDays(paidUntil, -30));
  await runJob();
  await moveTo(addDays(paidUntil, -1));
  await runJob();
  return renewalOf(serviceId, paidUntil);
}
const mailsOf = async (template: string, orderIdentifier: string) =>
  (await db().selectFrom('mail_outbox').select(['data', 'created_at']).where('template', '=', template).orderBy('created_at').execute())
    .map((row) => (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>)
    .filter((data) => data.orderIdentifier === orderIdentifier);

/** The customer opens the e-mail's renewal link and starts paying by card at the checkout: the PaymentIntent to confirm. */
async function payingThroughLink(order: { id: string; identifier: string }, mail: Record<string, unknown> | undefined) {
  const token = String(mail?.renewUrl).split('/renew/')[1] ?? '';
  const opened = await send(harness.app, demo, 'GET', `/renew/${token}`);
  expect(opened.statusCode).toBe(303);
  expect(opened.headers.location).toContain(order.identifier);
  const website = await db().selectFrom('websites').innerJoin('orders', 'orders.website_id', 'websites.id').select('websites.name').where('orders.id', '=', order.id).executeTakeFirstOrThrow();
  const inputs = [
    { name: 'MerchantTransactionID', value: merchantTransactionId(TEST_SECRET, order.id, 'stripe-card') },
    { name: 'MethodID', value: 'stripe-card' },
  ];
  const secure = await send(harness.app, demo, 'POST', '/api/payments/secure', { project: website.name, orderId: order.identifier, inputs });
  expect(secure.statusCode).toBe(200);
  const intent = stripe.intents.get(String((secure.json() as { clientSecret: string }).clientSecret.split('_secret_')[0]));
  if (!intent) throw new Error('no PaymentIntent to confirm');
  return intent;
}

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

  it('renews the website\'s domain with its package: one charge for both, each from its old date', async () => {
    // Automatic renewal switched on for the package alone; the domain bought with it shares its period.
    const { serviceId, paidUntil, websiteId } = await miniRenewingItself('pm_card_visa', true);
    const domain = await db().selectFrom('services').select(['id', 'paid_until', 'domain']).where('website_id', '=', websiteId).where('kind', '=', 'domain').executeTakeFirstOrThrow();
    expect(domain.paid_until).toEqual(paidUntil);
    const order = await chargedOnItsDay(serviceId, paidUntil);
    const lines = await db().selectFrom('order_items').select('service_id').where('order_id', '=', order.id).execute();
    expect(lines.map((line) => line.service_id).sort()).toEqual([serviceId, domain.id].sort());
    const charged = intentsOf(order.id);
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({ status: 'succeeded', amount: Number(order.total_minor) });
    expect((await deliver(stripe.event('payment_intent.succeeded', { id: charged[0]?.id ?? '' }))).json()).toMatchObject({ outcome: 'paid' });
    expect(await paidUntilOf(serviceId)).toEqual(addMonths(paidUntil, 12));
    expect(await paidUntilOf(domain.id)).toEqual(addMonths(paidUntil, 12));
    const registry = await db().selectFrom('domain_registry').select('expires_at').where('name', '=', domain.domain ?? '').executeTakeFirstOrThrow();
    expect(registry.expires_at).toEqual(addMonths(paidUntil, 12));
  });

  it('is charged by the next run when Stripe could not be reached, even after a crash before its attempt was claimed', async () => {
    const { serviceId, paidUntil } = await miniRenewingItself('pm_card_visa');
    await moveTo(addDays(paidUntil, -30));
    await runJob();
    await moveTo(addDays(paidUntil, -1));
    stripe.refuseCreates = 'Stripe is having a moment.';
    try {
      await runJob();
    } finally {
      stripe.refuseCreates = undefined;
    }
    const order = await renewalOf(serviceId, paidUntil);
    expect(order.status).toBe('awaiting_payment');
    expect(intentsOf(order.id)).toEqual([]);
    // As if the process had died between finishing the order and claiming its first attempt.
    await db().deleteFrom('renewal_charges').where('order_id', '=', order.id).execute();
    await moveTo(addDays(paidUntil, -1 + 1 / 24));
    await runJob();
    await runJob();
    expect(intentsOf(order.id)).toHaveLength(1);
    expect((await deliver(stripe.event('payment_intent.succeeded', { id: intentsOf(order.id)[0]?.id ?? '' }))).json()).toMatchObject({ outcome: 'paid' });
    expect(await paidUntilOf(serviceId)).toEqual(addMonths(paidUntil, 12));
  });

  it('that needs its holder stays payable: one e-mail with the link, retries on days 1, 3 and 5, the reminders go on, and the link pays it', async () => {
    const { serviceId, paidUntil } = await miniRenewingItself('pm_card_authenticationRequired');
    await moveTo(addDays(paidUntil, -30));
    await runJob();
    await moveTo(addDays(paidUntil, -1));
    await Promise.all([runJob(), runJob()]);
    const order = await renewalOf(serviceId, paidUntil);
    expect(order.status).toBe('awaiting_payment');
    expect(intentsOf(order.id)).toHaveLength(1);
    const [mail, ...more] = await mailsOf('renewal-card-failed', order.identifier);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ reason: 'authentication', card: 'Visa ending 3184, expires 12/2030', retryOn: addDays(startOfUtcDay(addDays(paidUntil, -1)), 1).toISOString() });

    const sent = await renderMail('renewal-card-failed', mail as MailDataByTemplate['renewal-card-failed'], 'https://portal.example.test');
    expect(sent.subject).toMatch(/^Your card needs you to renew your services for /);
    expect(sent.html).toContain('Your bank asks you to confirm this payment yourself');
    expect(sent.html).toContain(`https://portal.example.test/renew/`);

    // Retries on the days 1, 3 and 5 after the first failure, each once; then no more.
    for (const [day, attempts] of [[0, 1], [1, 2], [2, 2], [3, 3], [5, 4], [7, 4]] as const) {
      await moveTo(addDays(paidUntil, day - 1));
      await runJob();
      await runJob();
      expect(intentsOf(order.id)).toHaveLength(attempts);
    }
    expect(await mailsOf('renewal-card-failed', order.identifier)).toHaveLength(1);
    // The "ends today" reminder went out on the day the period ended, as without a card.
    expect((await mailsOf('renewal-reminder', order.identifier)).length).toBeGreaterThan(0);

    // The customer opens the e-mail's link and pays by card at the checkout, confirming with the bank.
    const intent = await payingThroughLink(order, mail);
    expect(stripe.cards.confirmIntent(intent, {}).status).toBe(200);
    expect((await deliver(stripe.event('payment_intent.succeeded', { id: intent.id }))).json()).toMatchObject({ outcome: 'paid' });
    expect((await renewalOf(serviceId, paidUntil)).status).toBe('paid');
    // Paid in the website's grace: the new period runs from the payment day.
    expect((await paidUntilOf(serviceId)).getTime()).toBeGreaterThan(addMonths(paidUntil, 12).getTime());
  });

  it('is not charged again while the customer confirms it with their bank through the link: the money is taken once', async () => {
    const { serviceId, paidUntil } = await miniRenewingItself('pm_card_authenticationRequired');
    const order = await chargedOnItsDay(serviceId, paidUntil);
    const [mail] = await mailsOf('renewal-card-failed', order.identifier);
    // The customer starts paying through the link; the bank asks them to confirm, and they have not yet.
    const intent = await payingThroughLink(order, mail);
    intent.status = 'requires_action';
    const before = intentsOf(order.id).length;
    for (const day of [1, 3, 5]) {
      await moveTo(addDays(paidUntil, day - 1));
      await runJob();
    }
    expect(intentsOf(order.id)).toHaveLength(before);
    // They confirm: paid once, and nothing is charged after.
    intent.status = 'succeeded';
    expect((await deliver(stripe.event('payment_intent.succeeded', { id: intent.id }))).json()).toMatchObject({ outcome: 'paid' });
    await moveTo(addDays(paidUntil, 7));
    await runJob();
    expect(intentsOf(order.id).filter((each) => each.status === 'succeeded').map((each) => each.id)).toEqual([intent.id]);
    expect((await renewalOf(serviceId, paidUntil)).status).toBe('paid');
  });

  it('declined by the bank stays payable, and the e-mail says the card was declined', async () => {
    const { serviceId, paidUntil } = await miniRenewingItself('pm_card_chargeDeclined');
    const order = await chargedOnItsDay(serviceId, paidUntil);
    expect(order.status).toBe('awaiting_payment');
    expect(intentsOf(order.id).map((intent) => intent.status)).toEqual(['requires_payment_method']);
    expect(await mailsOf('renewal-card-failed', order.identifier)).toEqual([expect.objectContaining({ reason: 'declined', card: 'Visa ending 0002, expires 12/2030' })]);
  });

  it('whose saved card expires before the charge day is warned of a month ahead, once', async () => {
    const { paidUntil, paymentMethod } = await miniRenewingItself('pm_card_visa');
    const warnings = async () =>
      (await db().selectFrom('mail_outbox').select('data').where('template', '=', 'saved-card-expiring').execute())
        .map((row) => (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>)
        .filter((data) => data.paidUntil === paidUntil.toISOString());
    // The card runs until the end of the charge day's month: it pays the renewal.
    const chargeOn = addDays(paidUntil, -1);
    await db().updateTable('saved_cards').set({ exp_month: chargeOn.getUTCMonth() + 1, exp_year: chargeOn.getUTCFullYear() }).where('payment_method_id', '=', paymentMethod).execute();
    await moveTo(addDays(paidUntil, -30));
    await runJob();
    expect(await warnings()).toEqual([]);

    // The card now runs out the month before the charge day.
    const lastMonth = chargeOn.getUTCMonth() === 0 ? { exp_month: 12, exp_year: chargeOn.getUTCFullYear() - 1 } : { exp_month: chargeOn.getUTCMonth(), exp_year: chargeOn.getUTCFullYear() };
    await db().updateTable('saved_cards').set(lastMonth).where('payment_method_id', '=', paymentMethod).execute();
    await moveTo(addDays(paidUntil, -29));
    await Promise.all([runJob(), runJob()]);
    await runJob();
    const [warning, ...more] = await warnings();
    expect(more).toEqual([]);
    expect(warning).toMatchObject({ chargeOn: chargeOn.toISOString(), card: `Visa ending 4242, expires ${String(lastMonth.exp_month).padStart(2, '0')}/${lastMonth.exp_year}` });
    const sent = await renderMail('saved-card-expiring', warning as MailDataByTemplate['saved-card-expiring'], 'https://portal.example.test');
    expect(sent.subject).toMatch(/^Your saved card expires before your services for .+ renew$/);
    expect(sent.html).toContain('https://portal.example.test/renew/');
  });
});

/** The card the stand-in charges for pm_card_visa, by brand and digits (the page names it in its language). */
const VISA_4242 = { brand: 'visa', last4: '4242' };

/** My services' word on the service's last automatic charge. */
async function lastChargeOf(serviceId: string) {
  const answer = await graphql(harness.app, demo, '{ myServices { id lastAutomaticCharge { outcome chargedAt card chargedCard { brand last4 } nextTryOn } } }');
  expect(answer.errors).toBeUndefined();
  return (answer.data?.myServices as { id: string; lastAutomaticCharge: unknown }[]).find((service) => service.id === serviceId)?.lastAutomaticCharge;
}

describe('My services and the last automatic charge', () => {
  it('says nothing before the charge, then that the card was charged, then that the service renewed with it', async () => {
    const { serviceId, paidUntil } = await miniRenewingItself('pm_card_visa');
    await moveTo(addDays(paidUntil, -30));
    await runJob();
    expect(await lastChargeOf(serviceId)).toBeNull();
    const chargedAt = addDays(paidUntil, -1);
    await moveTo(chargedAt);
    await runJob();
    expect(await lastChargeOf(serviceId)).toEqual({ outcome: 'CHARGED', chargedAt: chargedAt.toISOString(), card: 'Visa ending 4242', chargedCard: VISA_4242, nextTryOn: null });
    const order = await renewalOf(serviceId, paidUntil);
    expect((await deliver(stripe.event('payment_intent.succeeded', { id: intentsOf(order.id)[0]?.id ?? '' }))).json()).toMatchObject({ outcome: 'paid' });
    // The card is named even once it is removed.
    await db().deleteFrom('saved_cards').where('account_id', '=', (await db().selectFrom('services').select('account_id').where('id', '=', serviceId).executeTakeFirstOrThrow()).account_id).where('last4', '=', '4242').execute();
    expect(await lastChargeOf(serviceId)).toEqual({ outcome: 'RENEWED', chargedAt: chargedAt.toISOString(), card: 'Visa ending 4242', chargedCard: VISA_4242, nextTryOn: null });
  });

  it('says the bank asks for a confirmation with the next try while one is coming, and no next try once they are spent or the renewal is switched off', async () => {
    const { serviceId, paidUntil } = await miniRenewingItself('pm_card_authenticationRequired');
    await moveTo(addDays(paidUntil, -30));
    await runJob();
    const firstTry = addDays(paidUntil, -1);
    await moveTo(firstTry);
    await runJob();
    expect(await lastChargeOf(serviceId)).toEqual({ outcome: 'NEEDS_CONFIRMATION', chargedAt: firstTry.toISOString(), card: 'Visa ending 3184', chargedCard: { brand: 'visa', last4: '3184' }, nextTryOn: addDays(startOfUtcDay(firstTry), 1).toISOString() });
    const switched = await graphql(harness.app, demo, 'mutation ($id: ID!) { setServiceAutoRenew(serviceId: $id, autoRenew: false) { lastAutomaticCharge { outcome nextTryOn } } }', { id: serviceId });
    expect(switched.data?.setServiceAutoRenew).toEqual({ lastAutomaticCharge: { outcome: 'NEEDS_CONFIRMATION', nextTryOn: null } });
    expect((await graphql(harness.app, demo, 'mutation ($id: ID!) { setServiceAutoRenew(serviceId: $id, autoRenew: true) { id } }', { id: serviceId })).errors).toBeUndefined();
    for (const day of [1, 3, 5]) {
      await moveTo(addDays(paidUntil, day - 1));
      await runJob();
    }
    expect(await lastChargeOf(serviceId)).toMatchObject({ outcome: 'NEEDS_CONFIRMATION', chargedAt: addDays(paidUntil, 4).toISOString(), nextTryOn: null });
  });

  it('says a declined card failed, with the card and the next try', async () => {
    const { serviceId, paidUntil } = await miniRenewingItself('pm_card_chargeDeclined');
    await chargedOnItsDay(serviceId, paidUntil);
    expect(await lastChargeOf(serviceId)).toEqual({ outcome: 'FAILED', chargedAt: addDays(paidUntil, -1).toISOString(), card: 'Visa ending 0002', chargedCard: { brand: 'visa', last4: '0002' }, nextTryOn: addDays(startOfUtcDay(addDays(paidUntil, -1)), 1).toISOString() });
  });
});

describe('the invoice and My orders of an automatic renewal', () => {
  it('name the saved card it was charged to, and no card for an order the customer paid', async () => {
    const { serviceId, paidUntil } = await miniRenewingItself('pm_card_visa');
    const order = await chargedOnItsDay(serviceId, paidUntil);
    expect((await deliver(stripe.event('payment_intent.succeeded', { id: intentsOf(order.id)[0]?.id ?? '' }))).json()).toMatchObject({ outcome: 'paid' });

    const invoice = await findInvoiceForOrder(db(), order.id);
    expect(invoice?.snapshot).toMatchObject({ paymentMethod: 'Card', paymentCard: 'Visa ending 4242' });
    const pdf = await send(harness.app, demo, 'GET', `/api/invoices/${invoice?.number ?? ''}.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Payment method: Card (Visa ending 4242, charged automatically)');
    expect(text).toContain('Paid in full by card (Visa ending 4242, charged automatically); nothing remains to be paid.');

    const listed = await graphql(harness.app, demo, '{ myOrders { identifier paymentMethodTitle paymentMethodCode chargedCard { brand last4 } } }');
    type Listed = { identifier: string; paymentMethodTitle: string | null; paymentMethodCode: string | null; chargedCard: unknown };
    const orders = new Map((listed.data?.myOrders as Listed[]).map((each) => [each.identifier, each]));
    const titles = new Map([...orders].map(([identifier, each]) => [identifier, each.paymentMethodTitle]));
    expect(titles.get(order.identifier)).toBe('Card (Visa ending 4242, charged automatically)');
    // The same as codes, for a page that says it in its own language.
    expect(orders.get(order.identifier)).toMatchObject({ paymentMethodCode: 'STRIPE', chargedCard: VISA_4242 });
    // The order that bought the package was paid by the customer through the gateway: no card is named.
    const { websiteId } = await db().selectFrom('services').select('website_id as websiteId').where('id', '=', serviceId).executeTakeFirstOrThrow();
    const bought = await db().selectFrom('orders').select('identifier').where('website_id', '=', websiteId ?? '').where('identifier', '<>', order.identifier).executeTakeFirstOrThrow();
    expect(titles.get(bought.identifier)).toBe('Online payment');
    expect(orders.get(bought.identifier)).toMatchObject({ paymentMethodCode: 'GATEWAY', chargedCard: null });
  });
});
