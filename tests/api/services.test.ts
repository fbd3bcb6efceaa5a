/**
 * Services (docs/services.md): a paid order's package, add-on, plugin, domain and private registration become
 * services of the account in the paying transaction, running until the dates the order bought (the add-ons until
 * their package's date, the private registration until its domain's); buying again moves the same service on; and
 * the migration's backfill of orders paid before services existed comes to the same rows. PGlite by default,
 * PostgreSQL under TEST_DATABASE_URL.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../server/db/catalogue';
import { demoOrder } from '../../server/db/checkout-catalogue';
import { client, signInDemo, testClock } from './accounts';
import type { Client } from './accounts';
import { startTestApp } from './app';
import type { TestApp } from './app';
import { newOrder, payThroughGateway } from './checkout-support';

const clock = testClock('2026-06-01T09:00:00.000Z');
let harness: TestApp;
let demo: Client;
const db = () => harness.database.db;

const finishAndPay = (identifier: string, eventId: string) => payThroughGateway(harness, demo, identifier, eventId, clock.now());

/** A draft like the demo order (package upgrade, add-on, plugin, domain with private registration), finished and paid. */
const paidOrder = async (eventId: string) => finishAndPay(await newOrder(harness.database, clock.now()), eventId);

const servicesOf = (websiteId: string) =>
  db()
    .selectFrom('services')
    .select(['kind', 'package_id', 'addon_id', 'domain', 'paid_until', 'status', 'order_id', 'website_id'])
    .where((eb) => eb.or([eb('website_id', '=', websiteId), eb('domain', 'in', eb.selectFrom('domain_registry').select('name').where('website_id', '=', websiteId))]))
    .orderBy('kind')
    .orderBy('domain')
    .execute();

beforeAll(async () => {
  harness = await startTestApp({ now: clock.now });
  demo = await signInDemo(harness.app, client());
}, 180_000);
afterAll(async () => harness.close());

describe('the demo', () => {
  it('holds its website\'s package and its registered domains as services from the start', async () => {
    const held = await db()
      .selectFrom('services')
      .innerJoin('accounts', 'accounts.id', 'services.account_id')
      .leftJoin('websites', 'websites.id', 'services.website_id')
      .select(['services.kind', 'services.domain', 'websites.name as website', 'services.status'])
      .where('accounts.email', '=', demoAccount.email)
      .execute();
    expect(held).toContainEqual({ kind: 'package', domain: null, website: demoOrder.website, status: 'active' });
    const registered = await db().selectFrom('domain_registry').select('name').where('status', '=', 'registered').where('account_id', 'is not', null).execute();
    expect(registered.length).toBeGreaterThan(0);
    for (const { name } of registered) expect(held.filter((row) => row.kind === 'domain' && row.domain === name)).toHaveLength(1);
  });
});

describe('a paid order starts its services', () => {
  it('the package, add-on, plugin, domain and private registration, each until the date the order bought', async () => {
    const order = await paidOrder('services-first');
    const website = await db().selectFrom('websites').select(['package_id', 'package_paid_until']).where('id', '=', order.websiteId).executeTakeFirstOrThrow();
    const items = await db().selectFrom('order_items').select(['type', 'addon_id', 'domain', 'registration']).where('order_id', '=', order.id).execute();
    const domain = items.find((item) => item.type === 'domain');
    expect(domain?.registration).toBe('registered');
    const registry = await db().selectFrom('domain_registry').select('expires_at').where('name', '=', domain?.domain ?? '').executeTakeFirstOrThrow();

    const services = await servicesOf(order.websiteId);
    expect(services.map((row) => row.kind).sort()).toEqual(['addon', 'domain', 'package', 'plugin', 'private_registration']);
    for (const row of services) expect(row).toMatchObject({ status: 'active', order_id: order.id });
    const byKind = Object.fromEntries(services.map((row) => [row.kind, row]));
    expect(byKind['package']).toMatchObject({ package_id: website.package_id, paid_until: website.package_paid_until });
    // Add-ons and plugins run until their package's date; the private registration until its domain's.
    for (const kind of ['addon', 'plugin']) expect(byKind[kind]?.paid_until).toEqual(website.package_paid_until);
    expect(byKind['addon']?.addon_id).toBe(items.find((item) => item.type === 'addon')?.addon_id);
    expect(byKind['domain']).toMatchObject({ domain: domain?.domain, paid_until: registry.expires_at });
    expect(byKind['private_registration']).toMatchObject({ domain: domain?.domain, paid_until: registry.expires_at });
    expect(website.package_paid_until!.getTime()).toBeGreaterThan(clock.now().getTime());
  });

  it('a later upgrade of the website moves its one package service to the new package and date', async () => {
    const first = await paidOrder('services-again-1');
    const before = await db().selectFrom('services').select(['id', 'package_id', 'paid_until']).where('website_id', '=', first.websiteId).where('kind', '=', 'package').executeTakeFirstOrThrow();
    const website = await db().selectFrom('websites').innerJoin('package', 'package.id', 'websites.package_id').select(['websites.name', 'package.identifier']).where('websites.id', '=', first.websiteId).executeTakeFirstOrThrow();
    const ladder = (await db().selectFrom('package').select('identifier').orderBy('position').orderBy('identifier').execute()).map((row) => row.identifier);
    const higher = ladder[ladder.indexOf(website.identifier) + 1];
    expect(higher).toBeDefined();
    // A month later, an order of the next package up for the same website.
    clock.advanceMinutes(30 * 24 * 60);
    demo = await signInDemo(harness.app, client());
    const upgrade = await newOrder(harness.database, clock.now(), (seed) => ({ ...seed, website: website.name, items: [{ type: 'package', package: higher ?? '', action: 'upgrade', periodMonths: 12 }] }));
    const second = await finishAndPay(upgrade, 'services-again-2');

    const packages = await db().selectFrom('services').select(['id', 'package_id', 'paid_until', 'order_id', 'status']).where('website_id', '=', first.websiteId).where('kind', '=', 'package').execute();
    const now = await db().selectFrom('websites').select(['package_id', 'package_paid_until']).where('id', '=', first.websiteId).executeTakeFirstOrThrow();
    expect(packages).toEqual([{ id: before.id, package_id: now.package_id, paid_until: now.package_paid_until, order_id: second.id, status: 'active' }]);
    expect(now.package_id).not.toBe(before.package_id);
    expect(now.package_paid_until!.getTime()).toBeGreaterThan(before.paid_until.getTime());
  });
});

describe('the migration of orders paid before services existed', () => {
  it('comes to the rows that paying writes', async () => {
    // A website whose one paid order bought everything (the migration dates add-ons by their package's current
    // date, which a later upgrade moves: docs/services.md), and its domain.
    const { websiteId } = await paidOrder('services-backfill');
    const rows = () =>
      db()
        .selectFrom('services')
        .where((eb) => eb.or([eb('website_id', '=', websiteId), eb('domain', 'in', eb.selectFrom('domain_registry').select('name').where('website_id', '=', websiteId))]))
        .select(['account_id', 'website_id', 'kind', 'package_id', 'addon_id', 'domain', 'paid_until', 'status'])
        .orderBy('kind')
        .orderBy('website_id')
        .orderBy('domain')
        .orderBy('addon_id')
        .execute();
    const written = await rows();
    expect(written.length).toBeGreaterThanOrEqual(5);
    await db().deleteFrom('services').execute();
    expect(await rows()).toEqual([]);
    // The backfill's statements of migration 0032, run again on today's orders, websites and registry.
    const migration = readFileSync(new URL('../../server/db/migrations/0032_services.sql', import.meta.url), 'utf8');
    const backfill = migration.split(/;\s*$/m).map((statement) => statement.replace(/^\s*--.*$/gm, '').trim()).filter((statement) => statement.startsWith('insert into services'));
    expect(backfill).toHaveLength(4);
    for (const statement of backfill) await sql.raw(statement).execute(db());
    expect(await rows()).toEqual(written);
  });
});
