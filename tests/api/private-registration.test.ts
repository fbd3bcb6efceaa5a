/**
 * A domain's private registration is a property of the domain (docs/services.md "Private registration"): the daily job
 * walks it with its domain (grace, redemption, release on the same days), a paid renewal of the domain renews it for
 * the same period from the domain's old date, whenever it is paid (on time, in grace, restored out of redemption for
 * the TLD's fee), and the domain's reminders and notices are sent once, naming the registration, never a second time
 * for it. Migration 0040 gives registrations stored before the same dates. PGlite by default, PostgreSQL under
 * TEST_DATABASE_URL.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../server/domain/calendar';
import { DAILY_STEPS } from '../../server/daily-steps';
import { splitStatements } from '../../server/db/migrate';
import { runDailyLifecycle } from '../../server/services/daily';
import { dueAccountService } from '../../server/services/my-services';
import { RENEWAL_MESSAGES, openRenewal } from '../../server/renewals/open';
import { client, graphql, send, sendWith, signInDemo, signInOperator } from './accounts';
import { CZECH_BROWSER, expectCzechPage, pageText } from './page-language';
import type { Client } from './accounts';
import { boughtDomain, mutate, ok, payThroughGateway, readOrder, startCheckoutFile } from './checkout-support';

/** The job's hour, so that every period's end falls on a run. */
const PURCHASE = new Date('2026-03-01T03:00:00.000Z');
let current = PURCHASE;
const clock = { now: () => new Date(current) };
const file = startCheckoutFile(clock);
/** The customer, signed in again where the clock has moved on (a session does not last months). */
let demo: Client;
const db = () => file.harness.database.db;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const serviceOf = (id: string) => db().selectFrom('services').select(['status', 'paid_until']).where('id', '=', id).executeTakeFirstOrThrow();

type Bought = Awaited<ReturnType<typeof boughtDomain>> & { purchasedAt: Date };

/** A domain with its private registration bought at the start of the walk; every walk starts a month later than the last. */
let walks = 0;
async function boughtAtStart(): Promise<Bought> {
  current = addMonths(PURCHASE, walks);
  walks += 1;
  demo = await signInDemo(file.harness.app, client());
  return { ...(await boughtDomain(file.harness, demo, clock.now())), purchasedAt: clock.now() };
}

/**
 * Runs the daily job every day from the day before the renewal window opens until `last`, checking each day that the
 * registration has its domain's status and date.
 */
async function walkUntil(bought: Bought, last: Date): Promise<void> {
  for (let moment = addDays(bought.expires, -31); moment <= last; moment = addDays(moment, 1)) {
    current = moment;
    await runDailyLifecycle(db(), moment, DAILY_STEPS);
    const [domain, registration] = await Promise.all([serviceOf(bought.serviceId), serviceOf(bought.registrationId)]);
    expect({ day: isoDay(moment), ...registration }).toEqual({ day: isoDay(moment), ...domain });
  }
}

/** The renewal order the daily job made for the domain's period. */
const renewalOf = (bought: Bought) =>
  db()
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select(['orders.identifier'])
    .where('order_items.service_id', '=', bought.serviceId)
    .where('order_items.service_period_end', '=', bought.expires)
    .where('orders.kind', '=', 'renewal')
    .executeTakeFirstOrThrow();

/** Pays the renewal order the daily job made for the domain's period, at the clock's moment: its id and the domain's price. */
async function payRenewal(bought: Bought): Promise<{ orderId: string; domainPrice: number | undefined }> {
  demo = await signInDemo(file.harness.app, client());
  const renewal = await renewalOf(bought);
  const view = ok(await readOrder(file.harness.app, demo, renewal.identifier));
  // The registration is on the domain's order, for the domain's period.
  const [domainItem, registrationItem] = ['domain', 'private_registration'].map((type) => view.items.find((item) => item.type === type));
  expect(registrationItem?.checked).toBe(true);
  expect(registrationItem?.period).toBe(domainItem?.period);
  const { id } = await payThroughGateway(file.harness, demo, renewal.identifier, `private-${renewal.identifier}`, clock.now());
  return { orderId: id, domainPrice: domainItem?.currentVariant.price.amountMinor };
}

/**
 * The domain and its registration as My services and the operators' Services page list them: kind, status (in words
 * on My services) and date, in that order.
 */
async function listed(bought: Bought): Promise<{ mine: string[][]; operators: string[][] }> {
  demo = await signInDemo(file.harness.app, client());
  const mine = await graphql(file.harness.app, demo, '{ myServices { kind name status statusText paidUntil } }');
  expect(mine.errors).toBeUndefined();
  const operator = await signInOperator(file.harness.app, client());
  const operators = await graphql(file.harness.app, operator, 'query ($filter: AdminServiceFilterInput) { adminServices(filter: $filter) { services { kind status paidUntil domain } } }', { filter: { search: bought.domain } });
  expect(operators.errors).toBeUndefined();
  type Row = { kind: string; status: string; paidUntil: string; name?: string; statusText?: string; domain?: string };
  const rows = (list: unknown) => (list as Row[]).filter((row) => (row.name ?? row.domain) === bought.domain);
  return {
    mine: rows(mine.data?.myServices).map((row) => [row.kind, row.status, row.statusText ?? '', row.paidUntil]),
    operators: rows((operators.data?.adminServices as { services: Row[] }).services).map((row) => [row.kind, row.status, row.paidUntil]),
  };
}

/** Both views list the registration as its domain: the same status, words and date. */
async function expectListedAlike(bought: Bought, status: string, paidUntil: Date): Promise<void> {
  const { mine, operators } = await listed(bought);
  const [domainRow, ...others] = mine;
  expect(domainRow?.[0]).toBe('DOMAIN');
  expect(domainRow?.slice(1, 2)).toEqual([status]);
  expect(new Date(domainRow?.[3] ?? '')).toEqual(paidUntil);
  expect(others).toEqual([['PRIVATE_REGISTRATION', ...(domainRow?.slice(1) ?? [])]]);
  expect(operators.map((row) => row.slice(1))).toEqual([operators[0]?.slice(1), operators[0]?.slice(1)]);
  expect(new Date(operators[0]?.[2] ?? '')).toEqual(paidUntil);
}

describe('a private registration renewed with its domain', () => {
  it.each([
    ['on time, while the domain is due', -10, 'expiring'],
    ['in the grace, at the normal price', 10, 'grace'],
    ['in redemption, restored for the TLD\'s fee', 40, 'redemption'],
  ] as const)('%s: runs until the domain\'s new date, a year after its old one', async (_when, paidOnDay, statusBefore) => {
    const bought = await boughtAtStart();
    const paidOn = addDays(bought.expires, paidOnDay);
    await walkUntil(bought, paidOn);
    expect(await serviceOf(bought.registrationId)).toEqual({ status: statusBefore, paid_until: bought.expires });
    await expectListedAlike(bought, statusBefore.toUpperCase(), bought.expires);

    const { domainPrice } = await payRenewal(bought);
    const tld = await db().selectFrom('tld_price').select(['renewal_minor', 'restoration_minor']).where('tld', '=', 'com').where('currency', '=', 'EUR').executeTakeFirstOrThrow();
    expect(domainPrice).toBe(Number(statusBefore === 'redemption' ? tld.renewal_minor + tld.restoration_minor : tld.renewal_minor));
    const renewedUntil = addMonths(bought.expires, 12);
    expect(await serviceOf(bought.serviceId)).toEqual({ status: 'active', paid_until: renewedUntil });
    expect(await serviceOf(bought.registrationId)).toEqual({ status: 'active', paid_until: renewedUntil });
    await expectListedAlike(bought, 'ACTIVE', renewedUntil);

    // And they go on together: the new period's window, its end.
    await walkUntil({ ...bought, expires: renewedUntil }, addDays(renewedUntil, 1));
    expect(await serviceOf(bought.registrationId)).toEqual({ status: 'grace', paid_until: renewedUntil });
  });
});

describe('a domain with its private registration not renewed', () => {
  it('is reminded, put in redemption and released with its registration, each e-mail once, none for the registration alone', async () => {
    const bought = await boughtAtStart();
    const released = addDays(bought.expires, 60);
    await walkUntil(bought, addDays(released, 1));
    expect(await serviceOf(bought.registrationId)).toEqual({ status: 'released', paid_until: bought.expires });
    expect(await db().selectFrom('service_notices').select('kind').where('service_id', '=', bought.registrationId).execute()).toEqual([]);

    // Every e-mail about the name after the purchase's own.
    const mail = await db().selectFrom('mail_outbox').select(['template', 'data', 'created_at']).where('created_at', '>', bought.purchasedAt).orderBy('seq').execute();
    const aboutDomain = mail.filter((row) => JSON.stringify(row.data).includes(bought.domain));
    const on = (offset: number, template: string) => `${template} on ${isoDay(addDays(bought.expires, offset))}`;
    expect(aboutDomain.map((row) => `${row.template} on ${isoDay(row.created_at)}`)).toEqual([
      ...[-30, -7, 3].map((offset) => on(offset, 'renewal-reminder')),
      on(30, 'domain-redemption'),
      on(60, 'domain-released'),
    ]);
    // Each reminder names the registration with its domain.
    for (const reminder of aboutDomain.filter((row) => row.template === 'renewal-reminder')) {
      expect((reminder.data as { services: { title: string }[] }).services.map((service) => service.title)).toEqual([`Domain ${bought.domain}`, `Private registration of ${bought.domain}`]);
    }
  });
});

describe('migration 0040', () => {
  const migration = splitStatements(readFileSync(new URL('../../server/db/migrations/0040_private_registration_dates.sql', import.meta.url), 'utf8'));

  it('gives a registration renewed from its payment day its domain\'s date and status, and releases one archived', async () => {
    const renewed = await boughtAtStart();
    const archived = await boughtAtStart();
    // As a registration renewed in its grace and one archived after 90 days of grace were stored before.
    await db().updateTable('services').set({ paid_until: addDays(renewed.expires, 45), status: 'active' }).where('id', '=', renewed.registrationId).execute();
    await db().updateTable('services').set({ status: 'expiring' }).where('id', '=', renewed.serviceId).execute();
    await db().updateTable('services').set({ status: 'expired' }).where('id', '=', archived.registrationId).execute();
    await db().updateTable('services').set({ status: 'released' }).where('id', '=', archived.serviceId).execute();

    for (const statement of migration) await sql.raw(statement).execute(db());
    expect(await serviceOf(renewed.registrationId)).toEqual({ status: 'expiring', paid_until: renewed.expires });
    expect(await serviceOf(archived.registrationId)).toEqual({ status: 'released', paid_until: archived.expires });
  });
});

/** Switches the registration off in the domain's renewal order and pays it at the clock's moment: the order's identifier. */
async function payRenewalWithoutRegistration(bought: Bought): Promise<string> {
  demo = await signInDemo(file.harness.app, client());
  const renewal = await renewalOf(bought);
  const before = ok(await readOrder(file.harness.app, demo, renewal.identifier));
  const switchedOff = ok(
    await mutate(file.harness.app, demo, 'updateOrderPrivateRegistration', { orderIdentifier: renewal.identifier, domain: bought.domain, enable: false, integrityToken: before.integrityToken }),
  );
  expect(switchedOff.items.find((item) => item.type === 'private_registration')?.checked).toBe(false);
  await payThroughGateway(file.harness, demo, renewal.identifier, `private-off-${renewal.identifier}`, clock.now());
  return renewal.identifier;
}

/** The registration as My services lists it: status, words, date and Renew. */
async function registrationListed(bought: Bought) {
  demo = await signInDemo(file.harness.app, client());
  const mine = await graphql(file.harness.app, demo, '{ myServices { kind name status statusText paidUntil renewPath notRenewed } }');
  expect(mine.errors).toBeUndefined();
  type Row = { kind: string; name: string; status: string; statusText: string; paidUntil: string; renewPath: string | null; notRenewed: boolean };
  return (mine.data?.myServices as Row[]).filter((row) => row.name === bought.domain).map(({ kind, status, statusText, paidUntil, renewPath, notRenewed }) => ({ kind, status, statusText, paidUntil, renewPath, notRenewed }));
}

describe('a private registration switched off in its domain\'s renewal', () => {
  it('ends on its paid date: released that day with no grace, no redemption and no e-mail, while the domain runs on', async () => {
    const bought = await boughtAtStart();
    const paidOn = addDays(bought.expires, -10);
    await walkUntil(bought, paidOn);
    const { account_id: accountId } = await db().selectFrom('services').select('account_id').where('id', '=', bought.registrationId).executeTakeFirstOrThrow();
    const dueCount = async () => {
      const due = await dueAccountService(db(), accountId, clock.now());
      return due ? due.othersDue + 1 : 0;
    };
    const dueBefore = await dueCount();
    // It renewed itself with a saved card: switched off, it no longer does.
    await db().updateTable('services').set({ auto_renew: true }).where('id', '=', bought.registrationId).execute();
    const identifier = await payRenewalWithoutRegistration(bought);

    const renewedUntil = addMonths(bought.expires, 12);
    expect(await serviceOf(bought.serviceId)).toEqual({ status: 'active', paid_until: renewedUntil });
    expect(await db().selectFrom('services').select(['status', 'paid_until', 'dropped', 'auto_renew']).where('id', '=', bought.registrationId).executeTakeFirstOrThrow()).toEqual({
      status: 'expiring',
      paid_until: bought.expires,
      dropped: true,
      auto_renew: false,
    });
    // Until its date it runs, said not renewed, but nothing offers to renew it, and the header no longer counts it due, nor its domain.
    expect((await registrationListed(bought))[1]).toEqual({
      kind: 'PRIVATE_REGISTRATION',
      status: 'EXPIRING',
      statusText: 'Not renewed: ends on its date',
      paidUntil: bought.expires.toISOString(),
      renewPath: null,
      notRenewed: true,
    });
    // Opened at its Renew address all the same, it is refused as not renewed, not as ended: it still runs until its date.
    const refused = await send(file.harness.app, demo, 'GET', `/renew/service/${bought.registrationId}`);
    expect(refused.statusCode).toBe(409);
    expect(pageText(refused.body)).toBe(`Not renewed Not renewed ${RENEWAL_MESSAGES.NOT_RENEWED} My websites`);
    expect(RENEWAL_MESSAGES.NOT_RENEWED).toBe("This private registration was left out of its domain's renewal: it runs until its date and is not renewed.");
    const czech = await sendWith(file.harness.app, demo, 'GET', `/renew/service/${bought.registrationId}`, CZECH_BROWSER);
    expect(czech.statusCode).toBe(409);
    expectCzechPage(czech.body);
    expect(pageText(czech.body)).toBe('Bez obnovení Bez obnovení Tato soukromá registrace byla vynechána z obnovení své domény: běží do konce zaplaceného období a už se neobnoví. Moje weby');
    await expect(openRenewal(db(), bought.registrationId, clock.now())).rejects.toMatchObject({ code: 'NOT_RENEWED' });
    // The back office says the same of it.
    const operator = await signInOperator(file.harness.app, client());
    const operators = await graphql(file.harness.app, operator, 'query ($filter: AdminServiceFilterInput) { adminServices(filter: $filter) { services { kind status notRenewed } } }', { filter: { search: bought.domain } });
    expect(operators.errors).toBeUndefined();
    expect((operators.data?.adminServices as { services: unknown[] }).services).toEqual(expect.arrayContaining([{ kind: 'PRIVATE_REGISTRATION', status: 'EXPIRING', notRenewed: true }, { kind: 'DOMAIN', status: 'ACTIVE', notRenewed: false }]));
    expect(await dueCount()).toBe(dueBefore - 2);

    // Day by day: running until its date, released on the day itself, never in grace or redemption.
    for (let moment = addDays(paidOn, 1); moment <= addDays(bought.expires, 61); moment = addDays(moment, 1)) {
      current = moment;
      await runDailyLifecycle(db(), moment, DAILY_STEPS);
      const registration = await serviceOf(bought.registrationId);
      expect({ day: isoDay(moment), ...registration }).toEqual({ day: isoDay(moment), status: moment < bought.expires ? 'expiring' : 'released', paid_until: bought.expires });
    }
    expect(await serviceOf(bought.serviceId)).toEqual({ status: 'active', paid_until: renewedUntil });
    // Nothing is sent for it after it was switched off: no reminder, no notice claimed, no e-mail naming the domain.
    expect(await db().selectFrom('service_notices').select('kind').where('service_id', '=', bought.registrationId).execute()).toEqual([]);
    const mail = await db().selectFrom('mail_outbox').select(['template', 'data']).where('created_at', '>', paidOn).execute();
    expect(mail.filter((row) => JSON.stringify(row.data).includes(bought.domain)).map((row) => row.template)).toEqual([]);
    // No renewal order asks for it again: the paid one, with the registration switched off, is the only one naming it.
    const ordersNamingIt = await db().selectFrom('order_items').innerJoin('orders', 'orders.id', 'order_items.order_id').select('orders.identifier').where('order_items.service_id', '=', bought.registrationId).execute();
    expect(ordersNamingIt.map((row) => row.identifier)).toEqual([identifier]);
    // My services says it ended, not that it lapsed; the domain keeps its words.
    expect(await registrationListed(bought)).toEqual([
      { kind: 'DOMAIN', status: 'ACTIVE', statusText: 'Active', paidUntil: renewedUntil.toISOString(), renewPath: expect.stringMatching(/^\/renew\/service\//), notRenewed: false },
      { kind: 'PRIVATE_REGISTRATION', status: 'RELEASED', statusText: 'Ended', paidUntil: bought.expires.toISOString(), renewPath: null, notRenewed: true },
    ]);
  });

  it('switched off when the domain is renewed in its grace: ends at once, its date being past', async () => {
    const bought = await boughtAtStart();
    const paidOn = addDays(bought.expires, 10);
    await walkUntil(bought, paidOn);
    expect(await serviceOf(bought.registrationId)).toEqual({ status: 'grace', paid_until: bought.expires });
    await payRenewalWithoutRegistration(bought);
    expect(await serviceOf(bought.serviceId)).toEqual({ status: 'active', paid_until: addMonths(bought.expires, 12) });
    expect(await serviceOf(bought.registrationId)).toEqual({ status: 'released', paid_until: bought.expires });
    current = addDays(paidOn, 1);
    await runDailyLifecycle(db(), current, DAILY_STEPS);
    expect(await serviceOf(bought.registrationId)).toEqual({ status: 'released', paid_until: bought.expires });
  });
});
