/**
 * The daily lifecycle job (server/daily-steps.ts) walked day by day through a renewal paid on the free version and a
 * domain restored out of redemption (docs/services.md "Renewing"): the package is back from the payment day and the
 * old period's archive notice and archive never come; the domain pays the TLD's restoration fee through the renewal
 * order the job made a month before it expired, is not released, and its registry expiry follows. Every e-mail is in
 * the outbox once, on its day. PGlite by default, PostgreSQL under TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../server/domain/calendar';
import { DAILY_STEPS } from '../../server/daily-steps';
import { openRenewal } from '../../server/renewals/open';
import { runDailyLifecycle } from '../../server/services/daily';
import { client, graphql, signInDemo } from './accounts';
import type { Client } from './accounts';
import { startTestApp } from './app';
import type { TestApp } from './app';
import { ORDER_FIELDS, boughtDomain, boughtPackage, payThroughGateway } from './checkout-support';

/** The job's hour: every date of the walk (the purchase, the payments, so every period's end) falls on a run. */
const PURCHASE = new Date('2026-06-01T03:00:00.000Z');
let current = PURCHASE;
const clock = { now: () => new Date(current) };
let harness: TestApp;
let demo: Client;
const db = () => harness.database.db;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

beforeAll(async () => {
  harness = await startTestApp({ now: clock.now });
  demo = await signInDemo(harness.app, client());
}, 180_000);
afterAll(async () => {
  await harness.close();
});

/** The clock moves to `at`, and the customer signs in again (a session does not last months). */
async function moveTo(at: Date): Promise<void> {
  current = at;
  demo = await signInDemo(harness.app, client());
}

/** A website of its own on no package that buys Mini for 12 months, paid now: the website and its package service. */
const boughtMini = () => boughtPackage(harness, demo, clock.now(), 'mini');

const serviceOf = (id: string) => db().selectFrom('services').select(['status', 'paid_until', 'package_id']).where('id', '=', id).executeTakeFirstOrThrow();
/** A service's notices as (period end, kind, the day it was claimed), in the order they were claimed. */
const noticesOf = async (id: string) =>
  (await db().selectFrom('service_notices').select(['period_end', 'kind', 'created_at']).where('service_id', '=', id).orderBy('created_at').orderBy('kind').execute()).map(
    (row) => `${isoDay(row.period_end)} ${row.kind} on ${isoDay(row.created_at)}`,
  );

const orderQuery = `query ($orderIdentifier: String!) { order(orderIdentifier: $orderIdentifier) { ${ORDER_FIELDS} } }`;
async function renewalView(identifier: string) {
  const response = await graphql(harness.app, demo, orderQuery, { orderIdentifier: identifier });
  expect(response.errors).toBeUndefined();
  return response.data?.order as { customerCareDomainRestoration: boolean; domainExpirationDate: string | null; items: { type: string; currentVariant: { price: { amountMinor: number } } }[] };
}

describe('a year and a renewal of a website and a domain, run by the daily job', () => {
  it('brings the package back from the payment day on the free version, restores the domain for the fee, and sends each e-mail once on its day', async () => {
    const website = await boughtMini();
    const domain = await boughtDomain(harness, demo, clock.now());
    const packageEnd = (await serviceOf(website.serviceId)).paid_until;
    expect(packageEnd).toEqual(addMonths(PURCHASE, 12));
    expect(domain.expires).toEqual(addMonths(PURCHASE, 12));
    const packagePaidOn = addDays(packageEnd, 40);
    const domainPaidOn = addDays(domain.expires, 45);
    const newPackageEnd = addMonths(packagePaidOn, 12);
    const newDomainEnd = addMonths(domain.expires, 12);
    const restoration = await db().selectFrom('tld_price').select(['renewal_minor', 'restoration_minor']).where('tld', '=', 'com').where('currency', '=', 'EUR').executeTakeFirstOrThrow();
    const packageOrders = () => db().selectFrom('orders').select(['identifier', 'status', 'renewal_period_end']).where('renewal_of_service_id', '=', website.serviceId).orderBy('created_at').execute();
    const statuses: Record<string, string> = {};
    const paid: string[] = [];

    // Nothing is due before the renewal window opens; from a day before it, every day at the job's hour, up to the
    // day after the new period of the package ended.
    for (let moment = addDays(packageEnd, -31); moment <= addDays(newPackageEnd, 1); moment = addDays(moment, 1)) {
      await runDailyLifecycle(db(), moment, DAILY_STEPS);

      if (moment.getTime() === packagePaidOn.getTime()) {
        // Day 40 of the 90 on the free version: the owner pays the renewal order the job made when the window opened.
        await moveTo(moment);
        const [renewal] = await packageOrders();
        expect(renewal).toMatchObject({ status: 'draft', renewal_period_end: packageEnd });
        paid.push(renewal?.identifier ?? '');
        await payThroughGateway(harness, demo, renewal?.identifier ?? '', 'walk-package-renewal', moment);
        expect(await serviceOf(website.serviceId)).toEqual({ status: 'active', paid_until: newPackageEnd, package_id: website.packageId });
        expect(await db().selectFrom('websites').select(['package_id', 'package_paid_until', 'archived_at']).where('id', '=', website.websiteId).executeTakeFirstOrThrow()).toEqual({
          package_id: website.packageId,
          package_paid_until: newPackageEnd,
          archived_at: null,
        });
      }
      if (moment.getTime() === domainPaidOn.getTime()) {
        // In redemption: the renewal order made a month before the expiry now restores the domain, for the TLD's fee.
        await moveTo(moment);
        const renewal = await openRenewal(db(), domain.serviceId, moment);
        expect(renewal.opened).toBe(false);
        const view = await renewalView(renewal.identifier);
        expect(view.customerCareDomainRestoration).toBe(true);
        expect(view.items.find((item) => item.type === 'domain')?.currentVariant.price.amountMinor).toBe(Number(restoration.renewal_minor + restoration.restoration_minor));
        expect(view.domainExpirationDate).toBe(isoDay(newDomainEnd));
        paid.push(renewal.identifier);
        await payThroughGateway(harness, demo, renewal.identifier, 'walk-domain-restore', moment);
        expect(await serviceOf(domain.serviceId)).toMatchObject({ status: 'active', paid_until: newDomainEnd });
        // The private registration is renewed with its domain, from the domain's old date: it runs until the same day.
        expect(await serviceOf(domain.registrationId)).toMatchObject({ status: 'active', paid_until: newDomainEnd });
        expect(await db().selectFrom('domain_registry').select(['status', 'expires_at']).where('name', '=', domain.domain).executeTakeFirstOrThrow()).toEqual({ status: 'registered', expires_at: newDomainEnd });
      }
      // As the day ends: after the job's run, and after a payment made that day.
      statuses[`package ${isoDay(moment)}`] = (await serviceOf(website.serviceId)).status;
      statuses[`domain ${isoDay(moment)}`] = (await serviceOf(domain.serviceId)).status;
      // The private registration is the domain's: the same status and date every day.
      const [ofDomain, ofRegistration] = await Promise.all([serviceOf(domain.serviceId), serviceOf(domain.registrationId)]);
      expect({ day: isoDay(moment), status: ofRegistration.status, paidUntil: ofRegistration.paid_until }).toEqual({ day: isoDay(moment), status: ofDomain.status, paidUntil: ofDomain.paid_until });
    }

    // The package: grace at its end, active again from the payment day, never archived; grace again at its new end.
    expect(statuses).toMatchObject({
      [`package ${isoDay(addDays(packageEnd, -30))}`]: 'expiring',
      [`package ${isoDay(packageEnd)}`]: 'grace',
      [`package ${isoDay(addDays(packagePaidOn, -1))}`]: 'grace',
      [`package ${isoDay(packagePaidOn)}`]: 'active',
      [`package ${isoDay(addDays(packageEnd, 90))}`]: 'active',
      [`package ${isoDay(addDays(newPackageEnd, -30))}`]: 'expiring',
      [`package ${isoDay(newPackageEnd)}`]: 'grace',
      [`domain ${isoDay(domain.expires)}`]: 'grace',
      [`domain ${isoDay(addDays(domain.expires, 30))}`]: 'redemption',
      [`domain ${isoDay(addDays(domainPaidOn, -1))}`]: 'redemption',
      [`domain ${isoDay(domainPaidOn)}`]: 'active',
      [`domain ${isoDay(addDays(domain.expires, 60))}`]: 'active',
      [`domain ${isoDay(addDays(newDomainEnd, -30))}`]: 'expiring',
      [`domain ${isoDay(newDomainEnd)}`]: 'grace',
      [`domain ${isoDay(addDays(newDomainEnd, 30))}`]: 'redemption',
    });
    const days = (date: Date, offset: number) => isoDay(addDays(date, offset));
    const oldEnd = isoDay(packageEnd);
    const newEnd = isoDay(newPackageEnd);
    expect(await noticesOf(website.serviceId)).toEqual([
      `${oldEnd} reminder:30 on ${days(packageEnd, -30)}`,
      `${oldEnd} reminder:14 on ${days(packageEnd, -14)}`,
      `${oldEnd} reminder:3 on ${days(packageEnd, -3)}`,
      `${oldEnd} freeVersion on ${oldEnd}`,
      `${oldEnd} reminder:0 on ${oldEnd}`,
      `${newEnd} reminder:30 on ${days(newPackageEnd, -30)}`,
      `${newEnd} reminder:14 on ${days(newPackageEnd, -14)}`,
      `${newEnd} reminder:3 on ${days(newPackageEnd, -3)}`,
      `${newEnd} freeVersion on ${newEnd}`,
      `${newEnd} reminder:0 on ${newEnd}`,
    ]);
    const oldExpiry = isoDay(domain.expires);
    const newExpiry = isoDay(newDomainEnd);
    expect(await noticesOf(domain.serviceId)).toEqual([
      `${oldExpiry} reminder:30 on ${days(domain.expires, -30)}`,
      `${oldExpiry} reminder:7 on ${days(domain.expires, -7)}`,
      `${oldExpiry} reminder:-3 on ${days(domain.expires, 3)}`,
      `${oldExpiry} redemption on ${days(domain.expires, 30)}`,
      `${newExpiry} reminder:30 on ${days(newDomainEnd, -30)}`,
      `${newExpiry} reminder:7 on ${days(newDomainEnd, -7)}`,
      `${newExpiry} reminder:-3 on ${days(newDomainEnd, 3)}`,
      `${newExpiry} redemption on ${days(newDomainEnd, 30)}`,
    ]);
    // The private registration is reminded and told with its domain: no notice of its own.
    expect(await noticesOf(domain.registrationId)).toEqual([]);
    // One renewal order a period: the one paid on the free version, and the new period's.
    expect((await packageOrders()).map((order) => [order.status, order.renewal_period_end])).toEqual([
      ['paid', packageEnd],
      ['draft', newPackageEnd],
    ]);

    const mail = await db().selectFrom('mail_outbox').select(['key', 'template', 'data', 'created_at']).where('created_at', '>', PURCHASE).orderBy('seq').execute();
    const about = (names: string[]) => mail.filter((row) => names.some((name) => JSON.stringify(row.data).includes(name)));
    const websiteName = (await db().selectFrom('websites').select('name').where('id', '=', website.websiteId).executeTakeFirstOrThrow()).name;
    const lines = (rows: typeof mail) => rows.map((row) => `${row.template} on ${isoDay(row.created_at)}`);
    const on = (date: Date, offset: number, template = 'renewal-reminder') => `${template} on ${days(date, offset)}`;
    // The website: the old period's reminders and free version, none of its archive notice (day 83) or archive (day
    // 90); then the new period's, on the new period's days.
    expect(lines(about([`"website":"${websiteName}"`]))).toEqual([
      ...[-30, -14, -3, 0].map((offset) => on(packageEnd, offset)),
      on(packageEnd, 0, 'website-free-version'),
      ...[-30, -14, -3, 0].map((offset) => on(newPackageEnd, offset)),
      on(newPackageEnd, 0, 'website-free-version'),
    ]);
    // The domain with its private registration: its reminders 30 and 7 days before and 3 after the expiry, the
    // redemption notice, no release; and the same from its new expiry. The registration has none of its own.
    expect(lines(about([`"title":"Domain ${domain.domain}"`, `"domain":"${domain.domain}"`, `Private registration of ${domain.domain}`]))).toEqual([
      ...[-30, -7, 3].map((offset) => on(domain.expires, offset)),
      on(domain.expires, 30, 'domain-redemption'),
      ...[-30, -7, 3].map((offset) => on(newDomainEnd, offset)),
      on(newDomainEnd, 30, 'domain-redemption'),
    ]);
    expect(lines(about(paid).filter((row) => row.template === 'payment-received'))).toEqual([on(packagePaidOn, 0, 'payment-received'), on(domainPaidOn, 0, 'payment-received')]);
    expect(new Set(mail.map((row) => row.key)).size).toBe(mail.length);
  }, 600_000);
});
