/**
 * Add-ons bought alone (docs/services.md "Add-ons bought alone"): createAddonOrder's draft order of one add-on for
 * the website's paid package, charged until the package's date, its refusals, and paying it: the add-on's service
 * runs until the package's date and the package's renewal renews it. PGlite by default, PostgreSQL under
 * TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../server/domain/calendar';
import { findInvoiceForOrder } from '../../server/invoices/repository';
import { openRenewal } from '../../server/renewals/open';
import { client, graphql, send, sendWith, signInDemo } from './accounts';
import { CZECH_BROWSER, CZECH_CHOSEN, expectCzechPage, pageText } from './page-language';
import type { Client } from './accounts';
import { startTestApp } from './app';
import type { TestApp } from './app';
import { newOrder, ok, payThroughGateway, readOrder } from './checkout-support';

let current = new Date('2027-01-01T09:00:00.000Z');
const clock = { now: () => new Date(current) };
let harness: TestApp;
let demo: Client;
const db = () => harness.database.db;
let events = 0;

/** Finishes the draft for the test gateway and pays it at the clock's moment. */
async function finishAndPay(identifier: string): Promise<void> {
  events += 1;
  await payThroughGateway(harness, demo, identifier, `addon-orders-${events}`, clock.now());
}

async function moveTo(at: Date | string): Promise<void> {
  current = new Date(at);
  demo = await signInDemo(harness.app, client());
}

/** A website of its own on no package that buys Standard for 12 months, paid now. */
async function boughtStandard(): Promise<{ websiteId: string; name: string; packageServiceId: string; paidUntil: Date }> {
  const identifier = await newOrder(harness.database, clock.now(), (seed) => ({ ...seed, items: [{ type: 'package', package: 'standard', action: 'buy', periodMonths: 12 }] }));
  const { website_id: websiteId } = await db().selectFrom('orders').select('website_id').where('identifier', '=', identifier).executeTakeFirstOrThrow();
  await db().updateTable('websites').set({ package_id: null, package_paid_until: null }).where('id', '=', websiteId ?? '').execute();
  await finishAndPay(identifier);
  const website = await db().selectFrom('websites').select(['name', 'package_paid_until']).where('id', '=', websiteId ?? '').executeTakeFirstOrThrow();
  const service = await db().selectFrom('services').select('id').where('website_id', '=', websiteId ?? '').where('kind', '=', 'package').executeTakeFirstOrThrow();
  return { websiteId: websiteId ?? '', name: website.name, packageServiceId: service.id, paidUntil: website.package_paid_until ?? new Date(0) };
}

const CREATE = `mutation ($projectName: String!, $itemIdentifier: String!) { createAddonOrder(projectName: $projectName, itemIdentifier: $itemIdentifier) { orderIdentifier checkoutUrl } }`;
async function createAddonOrder(projectName: string, itemIdentifier: string) {
  const response = await graphql(harness.app, demo, CREATE, { projectName, itemIdentifier });
  const data = response.data as { createAddonOrder: { orderIdentifier: string; checkoutUrl: string } } | null | undefined;
  const error = response.errors?.[0] as { message: string; extensions?: { code?: string } } | undefined;
  return { created: data?.createAddonOrder, code: error?.extensions?.code, message: error?.message };
}

beforeAll(async () => {
  harness = await startTestApp({ now: clock.now });
  demo = await signInDemo(harness.app, client());
}, 180_000);
afterAll(async () => {
  await harness.close();
});

describe('an add-on bought alone', () => {
  it('on day 100 of a yearly package costs its share of the 265 remaining days, runs until the package ends once paid, and renews with the package', async () => {
    await moveTo('2027-01-01T09:00:00.000Z');
    const standard = await boughtStandard();
    expect(standard.paidUntil).toEqual(new Date('2028-01-01T00:00:00.000Z'));

    await moveTo('2027-04-11T15:30:00.000Z');
    const { created, code } = await createAddonOrder(standard.name, 'email-plus');
    expect(code).toBeUndefined();
    expect(created?.checkoutUrl).toBe(`/checkout/${created?.orderIdentifier}`);
    const identifier = created?.orderIdentifier ?? '';
    const draft = ok(await readOrder(harness.app, demo, identifier));
    expect(draft).toMatchObject({ type: 'ADDON', mainOrderType: 'ADDON' });
    // 2490 × 265 / 365 = 1807.81: one item, nothing else on offer.
    expect(draft.items.map((item) => [item.type, item.checked, item.currentVariant.price.amountMinor])).toEqual([['addon', true, 1808]]);
    expect(draft.priceWithoutVat.amountMinor).toBe(1808);
    const stored = await db().selectFrom('orders').select(['id', 'kind', 'website_id']).where('identifier', '=', identifier).executeTakeFirstOrThrow();
    expect({ kind: stored.kind, website_id: stored.website_id }).toEqual({ kind: 'addon', website_id: standard.websiteId });
    // The SPEC's fields: the add-on's item, its package and the package's date; the checkout's words for the time.
    expect(draft).toMatchObject({
      targetAddonHash: draft.items[0]?.hash,
      targetAddonParentIdentifier: 'standard',
      targetAddonParentExpirationDate: '2028-01-01',
      pluginExpirationDate: '2028-01-01',
      nextPaymentDate: '2028-01-01',
      title: `Five more mailboxes for ${standard.name} until Jan 1, 2028`,
    });
    expect(draft.items[0]?.currentVariant.priceExplained).toBe('until Jan 1, 2028, with your Standard package: €18.08');
    expect(draft.items[0]?.variants.map((variant) => [variant.title, variant.price.amountMinor])).toEqual([['until Jan 1, 2028, with your Standard package', 1808]]);

    await finishAndPay(identifier);
    // The invoice and My orders show the partial period.
    const invoice = (await findInvoiceForOrder(db(), stored.id))?.snapshot as { lines: { description: string; period: string; periodFrom: string; periodUntil: string; netMinor: string }[] } | undefined;
    expect(invoice?.lines).toEqual([{ description: 'Five more mailboxes', title: { kind: 'named', name: 'Five more mailboxes' }, period: 'until Jan 1, 2028, with your Standard package', periodFrom: '2027-04-11', periodUntil: '2028-01-01', netMinor: '1808', vatRateBasisPoints: expect.any(Number) }]);
    const listed = await graphql(harness.app, demo, '{ myOrders { identifier title } }');
    expect((listed.data?.myOrders as { identifier: string; title: string }[]).find((order) => order.identifier === identifier)?.title).toBe(`Five more mailboxes for ${standard.name} until Jan 1, 2028`);
    const addon = await db()
      .selectFrom('services')
      .innerJoin('addon', 'addon.id', 'services.addon_id')
      .select(['services.id', 'services.kind', 'services.status', 'services.paid_until'])
      .where('services.website_id', '=', standard.websiteId)
      .where('addon.identifier', '=', 'email-plus')
      .executeTakeFirstOrThrow();
    expect(addon).toMatchObject({ kind: 'addon', status: 'active', paid_until: standard.paidUntil });
    // The package is still Standard until its date.
    expect(await db().selectFrom('websites').select('package_paid_until').where('id', '=', standard.websiteId).executeTakeFirstOrThrow()).toEqual({ package_paid_until: standard.paidUntil });

    // Bought once: a second one is refused while it runs.
    expect(await createAddonOrder(standard.name, 'email-plus')).toMatchObject({ code: 'ADDON_ALREADY_ACTIVE', message: `Five more mailboxes is already active on ${standard.name}.` });

    await moveTo(addDays(standard.paidUntil, -20));
    const renewal = await openRenewal(db(), standard.packageServiceId, clock.now());
    const renewed = await db().selectFrom('order_items').select(['type', 'service_id']).where('order_id', '=', renewal.orderId).orderBy('type').execute();
    expect(renewed).toEqual([
      { type: 'addon', service_id: addon.id },
      { type: 'package', service_id: standard.packageServiceId },
    ]);
    expect(ok(await readOrder(harness.app, demo, renewal.identifier)).pluginExpirationDate).toBe(addMonths(standard.paidUntil, 12).toISOString().slice(0, 10));
  });

  it('in a package period with 29 February counts a 366-day year', async () => {
    await moveTo('2027-06-01T08:00:00.000Z');
    const standard = await boughtStandard();
    await moveTo('2027-09-09T08:00:00.000Z');
    const { created } = await createAddonOrder(standard.name, 'seo-booster');
    const draft = ok(await readOrder(harness.app, demo, created?.orderIdentifier ?? ''));
    const yearly = (await db()
      .selectFrom('addon_price')
      .innerJoin('addon', 'addon.id', 'addon_price.addon_id')
      .select('amount_minor')
      .where('addon.identifier', '=', 'seo-booster')
      .where('currency', '=', 'EUR')
      .where('period_months', '=', 12)
      .executeTakeFirstOrThrow()).amount_minor;
    // 266 of 366 days, rounded half up: (yearly × 266 × 2 + 366) / 732.
    expect(BigInt(draft.items[0]?.currentVariant.price.amountMinor ?? -1)).toBe((yearly * 266n * 2n + 366n) / 732n);
    expect(draft.items[0]?.type).toBe('plugin');
  });
});

describe("an add-on bought while its package's renewal order stands", () => {
  it('joins that draft renewal order, so the website renews as one', async () => {
    await moveTo('2027-02-01T09:00:00.000Z');
    const standard = await boughtStandard();
    await moveTo(addDays(standard.paidUntil, -20));
    const renewal = await openRenewal(db(), standard.packageServiceId, clock.now());
    const before = ok(await readOrder(harness.app, demo, renewal.identifier));
    const { created } = await createAddonOrder(standard.name, 'cookie-scanner');
    await finishAndPay(created?.orderIdentifier ?? '');

    const addon = await db().selectFrom('services').select('id').where('website_id', '=', standard.websiteId).where('kind', '=', 'plugin').executeTakeFirstOrThrow();
    const items = await db().selectFrom('order_items').select(['type', 'service_id', 'service_period_end']).where('order_id', '=', renewal.orderId).orderBy('type').execute();
    expect(items).toEqual([
      { type: 'package', service_id: standard.packageServiceId, service_period_end: standard.paidUntil },
      { type: 'plugin', service_id: addon.id, service_period_end: standard.paidUntil },
    ]);
    // The renewal is the one order of the period for both, and a checkout open on it before must reload.
    expect((await openRenewal(db(), addon.id, clock.now())).identifier).toBe(renewal.identifier);
    expect(ok(await readOrder(harness.app, demo, renewal.identifier)).integrityToken).not.toBe(before.integrityToken);
  });
});

describe('createAddonOrder refuses', () => {
  it('a website not in the account, one without a paid package, an unknown add-on, a package ending today, and a visitor signed out', async () => {
    await moveTo('2027-03-01T09:00:00.000Z');
    const standard = await boughtStandard();
    expect(await createAddonOrder('no-such-site', 'email-plus')).toMatchObject({ code: 'PROJECT_NOT_FOUND', message: 'We could not find a website called no-such-site in your account.' });

    const unpaid = await newOrder(harness.database, clock.now());
    const { website_id: unpaidWebsite } = await db().selectFrom('orders').select('website_id').where('identifier', '=', unpaid).executeTakeFirstOrThrow();
    const free = await db().updateTable('websites').set({ package_id: null, package_paid_until: null }).where('id', '=', unpaidWebsite ?? '').returning('name').executeTakeFirstOrThrow();
    expect(await createAddonOrder(free.name, 'email-plus')).toMatchObject({
      code: 'NO_PAID_PACKAGE',
      message: `${free.name} has no paid package. Add-ons and plugins are bought for a package: please choose a package first.`,
    });

    expect(await createAddonOrder(standard.name, 'no-such-addon')).toMatchObject({ code: 'ADDON_NOT_FOUND', message: 'This add-on is not offered. Please reload the page.' });

    await moveTo(new Date('2028-03-01T23:00:00.000Z'));
    expect(await createAddonOrder(standard.name, 'email-plus')).toMatchObject({
      code: 'PACKAGE_ENDS_TODAY',
      message: `The package of ${standard.name} ends today. Please renew it first; add-ons can then be added to its next period.`,
    });
    expect(await db().selectFrom('orders').select('id').where('kind', '=', 'addon').where('website_id', '=', standard.websiteId).execute()).toEqual([]);

    const signedOut = await graphql(harness.app, client(), CREATE, { projectName: standard.name, itemIdentifier: 'email-plus' });
    expect((signedOut.errors?.[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('Add on My services and the price list', () => {
  const MY_SERVICES = '{ myServices { kind website addons { identifier title addPath } } }';
  const offersOf = async (website: string) => {
    const response = await graphql(harness.app, demo, MY_SERVICES);
    const services = response.data?.myServices as { kind: string; website: string | null; addons: { identifier: string; title: string; addPath: string }[] }[];
    return services.filter((service) => service.website === website).map((service) => [service.kind, service.addons.map((addon) => addon.identifier)]);
  };

  const pricelistOffersOf = async (website: string) => {
    const response = await send(harness.app, demo, 'GET', `/api/pricelist?project=${website}`);
    expect(response.statusCode).toBe(200);
    return ((response.json() as { metadata: { project: { addons?: { identifier: string; addPath: string }[] } } }).metadata.project.addons ?? []).map((addon) => addon.addPath);
  };

  it('offers a paid package the add-ons its website lacks, and Add leads to one add-on order\'s checkout however often it is followed', async () => {
    await moveTo('2027-05-01T09:00:00.000Z');
    const standard = await boughtStandard();
    expect(await offersOf(standard.name)).toEqual([['PACKAGE', ['extra-storage', 'email-plus', 'seo-booster', 'cookie-scanner']]]);
    // The website's price list offers the same.
    expect(await pricelistOffersOf(standard.name)).toEqual(['extra-storage', 'email-plus', 'seo-booster', 'cookie-scanner'].map((item) => `/add-on/${standard.name}/${item}`));

    const path = `/add-on/${standard.name}/email-plus`;
    const first = await send(harness.app, demo, 'GET', path);
    expect(first.statusCode).toBe(303);
    const again = await send(harness.app, demo, 'GET', path);
    expect(again.headers.location).toBe(first.headers.location);
    const identifier = String(first.headers.location).replace('/checkout/', '');
    expect(ok(await readOrder(harness.app, demo, identifier))).toMatchObject({ type: 'ADDON', targetAddonParentIdentifier: 'standard' });

    await finishAndPay(identifier);
    expect(await offersOf(standard.name)).toEqual([
      ['PACKAGE', ['extra-storage', 'seo-booster', 'cookie-scanner']],
      ['ADDON', []],
    ]);
    expect(await pricelistOffersOf(standard.name)).toEqual(['extra-storage', 'seo-booster', 'cookie-scanner'].map((item) => `/add-on/${standard.name}/${item}`));
    // Refused: a page that says why, with the API's words.
    const refused = await send(harness.app, demo, 'GET', path);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(`Five more mailboxes is already active on ${standard.name}.`);
    expect(refused.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(pageText(refused.body)).toBe(`The add-on cannot be added The add-on cannot be added Five more mailboxes is already active on ${standard.name}. My services`);
    // In Czech: the API's Czech words, the add-on's title as the catalogue has it.
    const czech = await sendWith(harness.app, demo, 'GET', path, CZECH_BROWSER);
    expect(czech.statusCode).toBe(409);
    expectCzechPage(czech.body);
    expect(pageText(czech.body)).toBe(`Doplněk nelze přidat Doplněk nelze přidat Five more mailboxes už na webu ${standard.name} máte. Moje služby`);
    const signedOut = await send(harness.app, client(), 'GET', path);
    expect(signedOut.statusCode).toBe(401);
    expect(pageText(signedOut.body)).toBe('Log in to add it Log in to add it Please log in first, then add it from My services. My services');
    const signedOutCzech = await sendWith(harness.app, client(), 'GET', path, CZECH_CHOSEN);
    expect(signedOutCzech.statusCode).toBe(401);
    expectCzechPage(signedOutCzech.body);
    expect(pageText(signedOutCzech.body)).toBe('Pro přidání se přihlaste Pro přidání se přihlaste Nejprve se prosím přihlaste a poté doplněk přidejte v části Moje služby. Moje služby');

    // On the package's last day nothing is offered.
    await moveTo(standard.paidUntil);
    expect(await offersOf(standard.name)).toEqual([['PACKAGE', []], ['ADDON', []]]);
    expect(await pricelistOffersOf(standard.name)).toEqual([]);
  });
});
