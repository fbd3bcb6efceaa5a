/**
 * Renewals (docs/services.md "Renewing"): the renewal order of a service's period (one per service and period, the
 * website's services together, today's renewal prices), paying it (the period runs on from the old date, or from the
 * payment day on the free version), the renewal links and the reminder e-mails of the daily step. PGlite by default,
 * PostgreSQL under TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../server/domain/calendar';
import { applyPaymentNotification, ensurePayment } from '../../server/payments/settle';
import { changeService } from '../../server/lifecycle/service-status';
import { DEFAULT_LIFECYCLE_SETTINGS } from '../../server/lifecycle/settings';
import { renewalLinkFor } from '../../server/renewals/links';
import { openRenewal } from '../../server/renewals/open';
import { renewalStep } from '../../server/renewals/step';
import { runDailyLifecycle } from '../../server/services/daily';
import { DAILY_STEPS } from '../../server/daily-steps';
import { client, graphql, send, sendWith, signInDemo, signInOperator } from './accounts';
import { CZECH_BROWSER, CZECH_CHOSEN, expectCzechPage, pageText } from './page-language';
import type { Client } from './accounts';
import { startTestApp } from './app';
import type { TestApp } from './app';
import { COMPLETE_CONTACT, ORDER_FIELDS, mutate, newOrder, ok, readOrder } from './checkout-support';
import { startSmtpSink } from './smtp-sink';
import type { SmtpSink } from './smtp-sink';

let current = new Date('2026-06-01T09:00:00.000Z');
const clock = { now: () => new Date(current) };
let harness: TestApp;
let demo: Client;
let smtp: SmtpSink;
const PUBLIC_URL = 'https://portal.example.test';
const db = () => harness.database.db;
let events = 0;

/** Finishes the order for the test gateway and pays it at the clock's moment. */
async function finishAndPay(identifier: string): Promise<string> {
  const draft = ok(await readOrder(harness.app, demo, identifier));
  ok(await mutate(harness.app, demo, 'finishOrder', { orderIdentifier: identifier, contact: COMPLETE_CONTACT, paymentServiceName: 'gateway', integrityToken: draft.integrityToken }));
  const order = await db().selectFrom('orders').select(['id', 'total_minor', 'currency']).where('identifier', '=', identifier).executeTakeFirstOrThrow();
  const payment = await ensurePayment(db(), { orderId: order.id, provider: 'gateway', amountMinor: order.total_minor ?? 0n, currency: order.currency }, clock.now());
  events += 1;
  await applyPaymentNotification(db(), { provider: 'gateway', eventId: `renewals-${events}`, type: 'gateway.approve', payment: { id: payment.id, orderId: order.id }, result: 'succeeded' }, clock.now());
  return order.id;
}

/** A website of its own on no package that buys Mini for 12 months, paid now: its package service. */
async function boughtMini(): Promise<{ websiteId: string; serviceId: string; purchasedAt: Date }> {
  const identifier = await newOrder(harness.database, clock.now(), (seed) => ({ ...seed, items: [{ type: 'package', package: 'mini', action: 'buy', periodMonths: 12 }] }));
  const { website_id: websiteId } = await db().selectFrom('orders').select('website_id').where('identifier', '=', identifier).executeTakeFirstOrThrow();
  await db().updateTable('websites').set({ package_id: null, package_paid_until: null }).where('id', '=', websiteId ?? '').execute();
  const purchasedAt = clock.now();
  await finishAndPay(identifier);
  const service = await db().selectFrom('services').select('id').where('website_id', '=', websiteId ?? '').where('kind', '=', 'package').executeTakeFirstOrThrow();
  return { websiteId: websiteId ?? '', serviceId: service.id, purchasedAt };
}

const serviceOf = (id: string) => db().selectFrom('services').select(['status', 'paid_until', 'package_id']).where('id', '=', id).executeTakeFirstOrThrow();
const websiteOf = (id: string) => db().selectFrom('websites').select(['package_id', 'package_paid_until']).where('id', '=', id).executeTakeFirstOrThrow();

const orderQuery = `query ($orderIdentifier: String!) { order(orderIdentifier: $orderIdentifier) { ${ORDER_FIELDS} } }`;
async function renewalView(identifier: string) {
  const response = await graphql(harness.app, demo, orderQuery, { orderIdentifier: identifier });
  expect(response.errors).toBeUndefined();
  return response.data?.order as {
    type: string;
    nextPaymentDate: string;
    packageExpirationDate: string | null;
    domainExpirationDate: string | null;
    customerCareDomainRestoration: boolean;
    items: { type: string; domain?: string; renew?: boolean; currentVariant: { price: { amountMinor: number } } }[];
  };
}

/** The clock moves to `at`, and the customer signs in again (a session does not last months). */
async function moveTo(at: Date | string): Promise<void> {
  current = new Date(at);
  demo = await signInDemo(harness.app, client());
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  harness = await startTestApp({ now: clock.now, mail: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL } });
  demo = await signInDemo(harness.app, client());
}, 180_000);
afterAll(async () => {
  await harness.close();
  await smtp.close();
});

const runStep = () => renewalStep.run({ db: db(), now: clock.now(), settings: DEFAULT_LIFECYCLE_SETTINGS });

/** The reminder e-mails written for a website, oldest first. */
const remindersOf = async (website: string) =>
  (await db().selectFrom('mail_outbox').select(['key', 'data', 'created_at']).where('template', '=', 'renewal-reminder').orderBy('created_at').execute())
    .map((row) => (typeof row.data === 'string' ? row.data : JSON.stringify(row.data)))
    .filter((data) => data.includes(`"website":"${website}"`));
const websiteName = async (id: string) => (await db().selectFrom('websites').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;

/** Waits for the SMTP server to receive a message whose subject matches. */
async function receivedMail(subject: RegExp) {
  for (let count = 1; ; count += 1) {
    const found = (await smtp.received(count)).find((mail) => subject.test(mail.subject ?? ''));
    if (found) return found;
  }
}

describe('the renewal order of a service period', () => {
  it('is one order per period, of type renewal, with the dates after the renewal, and paying it runs the package on from the old date', async () => {
    const mini = await boughtMini();
    const firstEnd = addMonths(mini.purchasedAt, 12);
    expect((await serviceOf(mini.serviceId)).paid_until).toEqual(firstEnd);

    await moveTo(addDays(firstEnd, -30));
    const [one, two] = await Promise.all([openRenewal(db(), mini.serviceId, clock.now()), openRenewal(db(), mini.serviceId, clock.now())]);
    expect(one.identifier).toBe(two.identifier);
    expect(await db().selectFrom('orders').select('id').where('renewal_of_service_id', '=', mini.serviceId).execute()).toHaveLength(1);

    const view = await renewalView(one.identifier);
    const renewedUntil = addMonths(mini.purchasedAt, 24).toISOString().slice(0, 10);
    expect(view).toMatchObject({ type: 'RENEWAL', mainOrderType: 'RENEWAL', packageExpirationDate: renewedUntil, nextPaymentDate: renewedUntil });

    await finishAndPay(one.identifier);
    expect(await serviceOf(mini.serviceId)).toMatchObject({ status: 'active', paid_until: addMonths(mini.purchasedAt, 24) });
    expect((await websiteOf(mini.websiteId)).package_paid_until).toEqual(addMonths(mini.purchasedAt, 24));
    // The next period is a new renewal.
    await moveTo(addDays(addMonths(mini.purchasedAt, 24), -20));
    expect((await openRenewal(db(), mini.serviceId, clock.now())).identifier).not.toBe(one.identifier);
  });

  it('paid on the free version, restores the package from the payment day', async () => {
    await moveTo('2026-06-01T09:00:00.000Z');
    const mini = await boughtMini();
    const { package_id: packageId } = await serviceOf(mini.serviceId);
    const lapsedAt = addDays(addMonths(mini.purchasedAt, 12), 10);
    await moveTo(lapsedAt);
    const stored = await db().selectFrom('services').selectAll().where('id', '=', mini.serviceId).executeTakeFirstOrThrow();
    await changeService(db(), stored, { type: 'service.dayPassed', now: lapsedAt.toISOString() }, lapsedAt);
    // What the daily job does when a website's package enters grace: the free version.
    await db().updateTable('websites').set({ package_id: null, package_paid_until: null }).where('id', '=', mini.websiteId).execute();
    expect((await serviceOf(mini.serviceId)).status).toBe('grace');

    const renewal = await openRenewal(db(), mini.serviceId, clock.now());
    const paidAt = addDays(lapsedAt, 5);
    await moveTo(paidAt);
    expect((await renewalView(renewal.identifier)).packageExpirationDate).toBe(addMonths(paidAt, 12).toISOString().slice(0, 10));
    await finishAndPay(renewal.identifier);
    expect(await serviceOf(mini.serviceId)).toMatchObject({ status: 'active', paid_until: addMonths(paidAt, 12) });
    expect(await websiteOf(mini.websiteId)).toEqual({ package_id: packageId, package_paid_until: addMonths(paidAt, 12) });
  });

  it('of a domain in redemption adds the TLD\'s restoration fee, and renews its private registration too', async () => {
    await moveTo('2026-06-01T09:00:00.000Z');
    const identifier = await newOrder(harness.database, clock.now());
    await finishAndPay(identifier);
    const { id: orderId } = await db().selectFrom('orders').select('id').where('identifier', '=', identifier).executeTakeFirstOrThrow();
    const { domain } = await db().selectFrom('order_items').select('domain').where('order_id', '=', orderId).where('type', '=', 'domain').executeTakeFirstOrThrow();
    const service = await db().selectFrom('services').selectAll().where('kind', '=', 'domain').where('domain', '=', domain ?? '').executeTakeFirstOrThrow();
    const inRedemption = addDays(service.paid_until, 35);
    await moveTo(inRedemption);
    await changeService(db(), service, { type: 'service.dayPassed', now: inRedemption.toISOString() }, inRedemption);
    expect((await serviceOf(service.id)).status).toBe('redemption');

    const renewal = await openRenewal(db(), service.id, clock.now());
    const view = await renewalView(renewal.identifier);
    const { renewal_minor: renewal12, restoration_minor: restoration } = await db().selectFrom('tld_price').select(['renewal_minor', 'restoration_minor']).where('tld', '=', 'com').where('currency', '=', 'EUR').executeTakeFirstOrThrow();
    expect(restoration).toBeGreaterThan(0n);
    expect(view.customerCareDomainRestoration).toBe(true);
    expect(view.items.find((item) => item.type === 'domain')?.currentVariant.price.amountMinor).toBe(Number(renewal12 + restoration));
    expect(view.items.find((item) => item.type === 'private_registration')?.renew).toBe(true);
    // A domain renews from its old expiry date, as registries count it.
    expect(view.domainExpirationDate).toBe(addMonths(service.paid_until, 12).toISOString().slice(0, 10));

    // Paid, the domain runs on from its old expiry, in the registry too, and its private registration with it.
    await finishAndPay(renewal.identifier);
    expect(await serviceOf(service.id)).toMatchObject({ status: 'active', paid_until: addMonths(service.paid_until, 12) });
    expect((await db().selectFrom('domain_registry').select('expires_at').where('name', '=', domain ?? '').executeTakeFirstOrThrow()).expires_at).toEqual(addMonths(service.paid_until, 12));
    const privately = await db().selectFrom('services').select('paid_until').where('kind', '=', 'private_registration').where('domain', '=', domain ?? '').executeTakeFirstOrThrow();
    expect(privately.paid_until).toEqual(addMonths(service.paid_until, 12));
  });
});

describe('the reminders and their one-click link', () => {
  it('a customer who bought Mini for 12 months gets the 30-day e-mail, renews from its link, and finds the new date 24 months after the purchase', async () => {
    await moveTo('2026-06-01T09:00:00.000Z');
    const mini = await boughtMini();
    const website = await websiteName(mini.websiteId);
    await moveTo(addDays(addMonths(mini.purchasedAt, 12), -30));
    await runStep();

    const mail = await receivedMail(new RegExp(`Your services for ${website} end in 30 days`));
    const link = /https:\/\/portal\.example\.test(\/renew\/[\w-]+)/.exec(String(mail.html))?.[1] ?? '';
    expect(link).not.toBe('');
    // Signed out, the link opens the renewal's checkout too, asking to sign in with the e-mail it was sent to.
    const signedOut = await send(harness.app, client('192.0.2.9'), 'GET', link);
    expect(signedOut.statusCode).toBe(303);
    const opened = await send(harness.app, demo, 'GET', link);
    const identifier = /^\/checkout\/(ORD-[\w-]+)$/.exec(String(opened.headers.location))?.[1] ?? '';
    expect(identifier).not.toBe('');
    const demoEmail = (await db().selectFrom('accounts').select('email').where('id', '=', (await db().selectFrom('services').select('account_id').where('id', '=', mini.serviceId).executeTakeFirstOrThrow()).account_id).executeTakeFirstOrThrow()).email;
    expect(signedOut.headers.location).toBe(`/checkout/${identifier}?signin=${encodeURIComponent(demoEmail)}`);
    // Nobody was signed in by it.
    expect(signedOut.headers['set-cookie']).toBeUndefined();

    await finishAndPay(identifier);
    expect((await serviceOf(mini.serviceId)).paid_until).toEqual(addMonths(mini.purchasedAt, 24));
    expect((await websiteOf(mini.websiteId)).package_paid_until).toEqual(addMonths(mini.purchasedAt, 24));
    // Its one job done, the link says so; and the paid period gets no more reminders.
    const again = await send(harness.app, demo, 'GET', link);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This renewal has already been paid.');
    await moveTo(addDays(addMonths(mini.purchasedAt, 12), -14));
    await runStep();
    expect(await remindersOf(website)).toHaveLength(1);
  });

  it('a rerun and two runs at once send each reminder once and make one renewal order; after missed days only the latest reminder goes', async () => {
    await moveTo('2026-06-01T09:00:00.000Z');
    const mini = await boughtMini();
    const website = await websiteName(mini.websiteId);
    const end = addMonths(mini.purchasedAt, 12);
    await moveTo(addDays(end, -30));
    await Promise.all([runStep(), runStep()]);
    await runStep();
    expect(await remindersOf(website)).toHaveLength(1);
    expect(await db().selectFrom('orders').select('id').where('renewal_of_service_id', '=', mini.serviceId).execute()).toHaveLength(1);

    // The job missed the 14-day reminder: the run two days before the end sends the 3-day one only.
    await moveTo(addDays(end, -2));
    await runStep();
    await runStep();
    const sent = await remindersOf(website);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toContain('"daysLeft":2');
    const notices = await db().selectFrom('service_notices').select('kind').where('service_id', '=', mini.serviceId).orderBy('kind').execute();
    expect(notices.map((notice) => notice.kind)).toEqual(['reminder:3', 'reminder:30']);
  });

  it('on the day the package ends, the daily job writes "ends today" with the link before the free version\'s e-mail, and the worker sends them in that order', async () => {
    await moveTo('2026-06-01T09:00:00.000Z');
    const mini = await boughtMini();
    const website = await websiteName(mini.websiteId);
    const end = addMonths(mini.purchasedAt, 12);
    // The job's hour on the day the period ends (03:00 in Prague).
    await moveTo(addDays(end, 1 / 24));
    await runDailyLifecycle(db(), clock.now(), DAILY_STEPS);
    expect((await serviceOf(mini.serviceId)).status).toBe('grace');
    const written = (await db().selectFrom('mail_outbox').select(['template', 'data']).where('created_at', '=', clock.now()).orderBy('seq').execute()).filter((row) =>
      JSON.stringify(row.data).includes(`"website":"${website}"`),
    );
    expect(written.map((row) => row.template)).toEqual(['renewal-reminder', 'website-free-version']);
    expect(JSON.stringify(written[0]?.data)).toContain('"daysLeft":0,');
    const today = await receivedMail(new RegExp(`^Your services for ${website} end today: renew now$`));
    const free = await receivedMail(new RegExp(`^${website} is on the free version$`));
    expect(smtp.messages.indexOf(today)).toBeLessThan(smtp.messages.indexOf(free));
  });

  it('refuses a link that is not valid, expired, or another account\'s with a page that says why', async () => {
    await moveTo('2026-06-01T09:00:00.000Z');
    const mini = await boughtMini();
    await moveTo(addDays(addMonths(mini.purchasedAt, 12), -30));
    const link = new URL(await renewalLinkFor(db(), mini.serviceId, clock.now(), PUBLIC_URL)).pathname;

    const invalid = await send(harness.app, demo, 'GET', '/renew/not-a-token');
    expect(invalid.statusCode).toBe(404);
    expect(invalid.body).toContain('This renewal link is not valid.');
    const operator = await signInOperator(harness.app, client('192.0.2.10'));
    const foreign = await send(harness.app, operator, 'GET', link);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toContain('This renewal link was sent to another account.');
    expect((await send(harness.app, operator, 'GET', `/renew/service/${mini.serviceId}`)).statusCode).toBe(404);
    expect((await send(harness.app, client('192.0.2.11'), 'GET', `/renew/service/${mini.serviceId}`)).statusCode).toBe(401);
    expect((await send(harness.app, demo, 'GET', `/renew/service/${mini.serviceId}`)).statusCode).toBe(303);

    await moveTo(addDays(clock.now(), 31));
    const expired = await send(harness.app, demo, 'GET', link);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This renewal link has expired.');
  });

  it('says why a link opens nothing in the visitor\'s language: Czech for a Czech browser or the Czech choice, English as it was', async () => {
    await moveTo('2026-06-01T09:00:00.000Z');
    const mini = await boughtMini();
    await moveTo(addDays(addMonths(mini.purchasedAt, 12), -30));
    const link = new URL(await renewalLinkFor(db(), mini.serviceId, clock.now(), PUBLIC_URL)).pathname;
    await moveTo(addDays(clock.now(), 31));

    const english = await send(harness.app, demo, 'GET', link);
    expect(english.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(pageText(english.body)).toBe(
      'Renewal link expired Renewal link expired This renewal link has expired. Please use the link in the latest e-mail, or renew from My websites. My websites',
    );
    for (const headers of [CZECH_BROWSER, CZECH_CHOSEN]) {
      const czech = await sendWith(harness.app, demo, 'GET', link, headers);
      expect(czech.statusCode).toBe(410);
      expectCzechPage(czech.body);
      expect(pageText(czech.body)).toBe(
        'Platnost odkazu na obnovení vypršela Platnost odkazu na obnovení vypršela Platnost tohoto odkazu na obnovení vypršela. Použijte prosím odkaz z posledního e-mailu, nebo službu obnovte v části Moje weby. Moje weby',
      );
      expect(czech.body).toContain('<a href="/websites">Moje weby</a>');
    }
    // English chosen in a Czech browser stays English.
    expect((await sendWith(harness.app, demo, 'GET', link, { ...CZECH_BROWSER, cookie: 'lang=en' })).body).toMatch(/^<!doctype html><html lang="en">/);

    const invalid = await sendWith(harness.app, demo, 'GET', '/renew/not-a-token', CZECH_BROWSER);
    expect(invalid.statusCode).toBe(404);
    expectCzechPage(invalid.body);
    expect(pageText(invalid.body)).toContain('Tento odkaz na obnovení není platný.');

    // A service not in the account: the API's own words for it, in Czech.
    const missing = `/renew/service/${randomUUID()}`;
    expect(pageText((await send(harness.app, demo, 'GET', missing)).body)).toBe('Service not found Service not found We could not find this service in your account. My websites');
    const notFound = await sendWith(harness.app, demo, 'GET', missing, CZECH_CHOSEN);
    expect(notFound.statusCode).toBe(404);
    expectCzechPage(notFound.body);
    expect(pageText(notFound.body)).toBe('Služba nenalezena Služba nenalezena Tuto službu jsme ve vašem účtu nenašli. Moje weby');

    const signedOut = await sendWith(harness.app, client('192.0.2.12'), 'GET', `/renew/service/${mini.serviceId}`, CZECH_BROWSER);
    expect(signedOut.statusCode).toBe(401);
    expectCzechPage(signedOut.body);
    expect(pageText(signedOut.body)).toContain('Nejprve se prosím přihlaste');
  });
});
