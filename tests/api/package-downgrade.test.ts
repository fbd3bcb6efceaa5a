/**
 * Downgrade at renewal (docs/services.md "Downgrade at renewal"), walked on the clock: a smaller package chosen in
 * March is what the renewal order the daily job makes in May renews, paying it keeps the website on its package until
 * the period ends, and on that day the website moves to the smaller one, told by e-mail what it no longer carries.
 * The refusals, the audit, and a renewal draft already open brought in line by the choice and its cancelling.
 * PGlite by default, PostgreSQL under TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../server/domain/calendar';
import { DAILY_STEPS } from '../../server/daily-steps';
import { renderMail } from '../../server/mail/render';
import type { MailDataByTemplate } from '../../server/mail/types';
import { openRenewal } from '../../server/renewals/open';
import { runDailyLifecycle } from '../../server/services/daily';
import { client, graphql, signInDemo } from './accounts';
import type { Client } from './accounts';
import { startTestApp } from './app';
import type { TestApp } from './app';
import { boughtPackage, newOrder, payThroughGateway } from './checkout-support';

const PURCHASE = new Date('2026-06-01T03:00:00.000Z');
let current = PURCHASE;
const clock = { now: () => new Date(current) };
let harness: TestApp;
let demo: Client;
const db = () => harness.database.db;

beforeAll(async () => {
  harness = await startTestApp({ now: clock.now });
  demo = await signInDemo(harness.app, client());
}, 180_000);
afterAll(async () => {
  await harness.close();
});

async function moveTo(at: Date): Promise<void> {
  current = at;
  demo = await signInDemo(harness.app, client());
}

/** A website of its own that buys Standard for 12 months, paid now, and uses an e-shop: its name and package service. */
const boughtStandard = () => boughtPackage(harness, demo, clock.now(), 'standard', { uses_eshop: true, used_pages: 12 });

const CHOOSE = `mutation ($projectName: String!, $packageIdentifier: String!) {
  choosePackageDowngrade(projectName: $projectName, packageIdentifier: $packageIdentifier) { identifier name startsAt warning paid }
}`;
const CANCEL = `mutation ($projectName: String!) { cancelPackageDowngrade(projectName: $projectName) }`;
const MY_SERVICES = `{ myServices { id kind website nextPackage { identifier name startsAt warning paid } downgrades { identifier name warning } } }`;

const choose = (projectName: string, packageIdentifier: string) => graphql(harness.app, demo, CHOOSE, { projectName, packageIdentifier });
const cancel = (projectName: string) => graphql(harness.app, demo, CANCEL, { projectName });
const packageOf = async (table: 'services' | 'websites', id: string) => {
  const row = await db().selectFrom(table).innerJoin('package', 'package.id', `${table}.package_id`).select('package.identifier').where(`${table}.id`, '=', id).executeTakeFirst();
  return row?.identifier ?? null;
};
/** The package a renewal order's package item renews, with the item's period. */
const renewedPackage = (orderId: string) =>
  db()
    .selectFrom('order_items')
    .innerJoin('package', 'package.id', 'order_items.package_id')
    .select(['package.identifier', 'order_items.period_months'])
    .where('order_items.order_id', '=', orderId)
    .where('order_items.type', '=', 'package')
    .executeTakeFirstOrThrow();

describe('a smaller package for the next period', () => {
  it('chosen in March, is what the May renewal order renews, and the website runs it from the June renewal on', async () => {
    const { website, websiteId, serviceId } = await boughtStandard();
    const periodEnd = addMonths(PURCHASE, 12);

    await moveTo(new Date('2027-03-10T10:00:00.000Z'));
    const chosen = await choose(website, 'mini');
    expect(chosen.errors).toBeUndefined();
    expect(chosen.data?.choosePackageDowngrade).toEqual({ identifier: 'mini', name: 'Mini', startsAt: periodEnd.toISOString(), warning: 'Your website has an e-shop; Mini has no e-shop.', paid: false });
    const listed = ((await graphql(harness.app, demo, MY_SERVICES)).data?.myServices as { id: string; nextPackage: unknown; downgrades: { identifier: string }[] }[]).find((service) => service.id === serviceId);
    expect(listed?.nextPackage).toEqual(chosen.data?.choosePackageDowngrade);
    expect(listed?.downgrades.map((option) => option.identifier)).toEqual(['limited', 'mini']);
    const audit = await db().selectFrom('audit_log').select(['actor', 'action', 'subject_id']).where('subject_id', '=', serviceId).execute();
    expect(audit).toEqual([{ actor: 'customer', action: 'service.chooseDowngrade', subject_id: serviceId }]);

    // The daily job, from the day before the renewal window opens to the day after the period ends.
    const renewalOrders = () => db().selectFrom('orders').select(['id', 'identifier', 'status']).where('renewal_of_service_id', '=', serviceId).execute();
    for (let moment = addDays(periodEnd, -31); moment <= addDays(periodEnd, 1); moment = addDays(moment, 1)) {
      await runDailyLifecycle(db(), moment, DAILY_STEPS);
      if (moment.getTime() === addDays(periodEnd, -30).getTime()) {
        // About May 2: the renewal order renews Mini, at Mini's price for the period.
        const [renewal] = await renewalOrders();
        expect(await renewedPackage(renewal?.id ?? '')).toEqual({ identifier: 'mini', period_months: 12 });
        const price = await db().selectFrom('package_price').innerJoin('package', 'package.id', 'package_price.package_id').select('monthly_amount_minor').where('package.identifier', '=', 'mini').where('period_months', '=', 12).where('currency', '=', 'EUR').executeTakeFirstOrThrow();
        const view = await graphql(harness.app, demo, `query ($o: String!) { order(orderIdentifier: $o) { items { type title currentVariant { price { amountMinor } } } } }`, { o: renewal?.identifier });
        const items = (view.data?.order as { items: { type: string; currentVariant: { price: { amountMinor: number } } }[] }).items;
        expect(items.find((item) => item.type === 'package')?.currentVariant.price.amountMinor).toBe(Number(price.monthly_amount_minor) * 12);
      }
      if (moment.getTime() === addDays(periodEnd, -27).getTime()) {
        await moveTo(moment);
        const [renewal] = await renewalOrders();
        await payThroughGateway(harness, demo, renewal?.identifier ?? '', 'down-renewal', moment);
        // Paid ahead: the website keeps Standard until its period ends.
        expect(await packageOf('services', serviceId)).toBe('standard');
        expect(await packageOf('websites', websiteId)).toBe('standard');
        const paid = await graphql(harness.app, demo, MY_SERVICES);
        expect((paid.data?.myServices as { id: string; nextPackage: { paid: boolean } | null }[]).find((service) => service.id === serviceId)?.nextPackage?.paid).toBe(true);
        // Paid for: no longer cancelled.
        expect((await cancel(website)).errors?.[0]?.extensions).toMatchObject({ code: 'NO_DOWNGRADE' });
      }
      if (moment.getTime() === addDays(periodEnd, -1).getTime()) expect(await packageOf('websites', websiteId)).toBe('standard');
    }
    expect(await packageOf('services', serviceId)).toBe('mini');
    expect(await packageOf('websites', websiteId)).toBe('mini');
    expect(await db().selectFrom('services').select(['status', 'paid_until']).where('id', '=', serviceId).executeTakeFirstOrThrow()).toEqual({ status: 'active', paid_until: addMonths(periodEnd, 12) });
    const mail = await db().selectFrom('mail_outbox').select(['template', 'data', 'created_at']).where('template', '=', 'website-downgraded').execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.created_at).toEqual(periodEnd);
    expect(mail[0]?.data).toMatchObject({ website, packageName: 'Mini', previousPackageName: 'Standard', warning: 'Your website has an e-shop; Mini has no e-shop.' });
    // Said, not done silently: what the package does not carry, and that nothing was deleted.
    const sent = await renderMail('website-downgraded', mail[0]?.data as MailDataByTemplate['website-downgraded'], 'https://portal.test');
    expect(sent.subject).toBe(`${website} now runs the Mini package`);
    expect(sent.text.replace(/\s+/g, ' ')).toContain('Your website has an e-shop; Mini has no e-shop. Nothing of your website was deleted');
    const after = ((await graphql(harness.app, demo, MY_SERVICES)).data?.myServices as { id: string; nextPackage: unknown }[]).find((service) => service.id === serviceId);
    expect(after?.nextPackage).toBeNull();
  });

  it('refuses a package that is not smaller, the same one, an unknown one, a free website and a website not of the account', async () => {
    await moveTo(PURCHASE);
    const { website } = await boughtStandard();
    const refusals = [
      [website, 'business', 'NOT_SMALLER'],
      [website, 'standard', 'SAME_PACKAGE'],
      [website, 'no-such-package', 'PACKAGE_NOT_FOUND'],
      ['demo-shop', 'mini', 'FREE_WEBSITE'],
      ['nobodys-website', 'mini', 'WEBSITE_NOT_FOUND'],
    ] as const;
    for (const [projectName, packageIdentifier, code] of refusals) {
      const answer = await choose(projectName, packageIdentifier);
      expect(answer.errors?.[0]?.extensions, `${projectName} ${packageIdentifier}`).toMatchObject({ code });
      expect(answer.errors?.[0]?.message).not.toMatch(/internal|unexpected/i);
    }
    expect((await cancel(website)).errors?.[0]).toMatchObject({ message: 'No smaller package is chosen for this website.', extensions: { code: 'NO_DOWNGRADE' } });
    expect(await db().selectFrom('package_downgrades').selectAll().execute()).toEqual([]);
  });

  it('brings a renewal draft already open in line with the choice, and back when it is cancelled', async () => {
    await moveTo(PURCHASE);
    const { website, serviceId } = await boughtStandard();
    await moveTo(addDays(addMonths(PURCHASE, 12), -20));
    const renewal = await openRenewal(db(), serviceId, clock.now());
    const versionOf = async () => (await db().selectFrom('orders').select('version').where('id', '=', renewal.orderId).executeTakeFirstOrThrow()).version;
    const before = await versionOf();
    expect((await renewedPackage(renewal.orderId)).identifier).toBe('standard');

    expect((await choose(website, 'mini')).errors).toBeUndefined();
    expect((await renewedPackage(renewal.orderId)).identifier).toBe('mini');
    expect(await versionOf()).toBe(before + 1);

    expect((await cancel(website)).data?.cancelPackageDowngrade).toBe(true);
    expect((await renewedPackage(renewal.orderId)).identifier).toBe('standard');
    expect(await versionOf()).toBe(before + 2);
    expect(await db().selectFrom('audit_log').select('action').where('subject_id', '=', serviceId).orderBy('seq').execute()).toEqual([{ action: 'service.chooseDowngrade' }, { action: 'service.cancelDowngrade' }]);
  });

  it('is ended by a larger package bought meanwhile, which moves the period on', async () => {
    await moveTo(PURCHASE);
    const { website, serviceId } = await boughtStandard();
    await moveTo(addMonths(PURCHASE, 3));
    expect((await choose(website, 'mini')).errors).toBeUndefined();
    const upgrade = await newOrder(harness.database, clock.now(), (seed) => ({ ...seed, website, items: [{ type: 'package', package: 'profi', action: 'upgrade', periodMonths: 12 }] }));
    await payThroughGateway(harness, demo, upgrade, `down-${upgrade}`, clock.now());
    expect(await packageOf('services', serviceId)).toBe('profi');
    const listed = ((await graphql(harness.app, demo, MY_SERVICES)).data?.myServices as { id: string; nextPackage: unknown }[]).find((service) => service.id === serviceId);
    expect(listed?.nextPackage).toBeNull();
    expect(await db().selectFrom('package_downgrades').selectAll().execute()).toEqual([]);
  });
});
