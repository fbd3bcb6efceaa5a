import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../contracts/pricelist';
import * as checkout from '../../server/db/checkout-catalogue';
import type { DatabaseHandle } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database, OrderItemType } from '../../server/db/schema';
import { CHECKOUT_SEED_MARKER_KEY, seedCatalogue, seedCheckout, seedDemoAccounts } from '../../server/setup/seed';
import { createTestDatabase } from './db';

const TABLES = ['addon', 'addon_price', 'tld', 'tld_price', 'vat_rate', 'voucher', 'orders', 'order_items', 'websites', 'settings'] as const satisfies readonly (keyof Database)[];
const DAY_MS = 24 * 60 * 60 * 1000;

let seeded: DatabaseHandle;
const open: DatabaseHandle[] = [];
async function track(database: Promise<DatabaseHandle>): Promise<DatabaseHandle> {
  const handle = await database;
  open.push(handle);
  return handle;
}
beforeAll(async () => {
  seeded = await track(createTestDatabase());
});
afterAll(async () => {
  await Promise.all(open.map((database) => database.close()));
});

/** A migrated database with the catalogue and the demo account, but without the checkout's seed. */
async function beforeCheckoutSeed(now: Date): Promise<DatabaseHandle> {
  const database = await track(createTestDatabase({ empty: true }));
  await migrateToLatest(database.db);
  await seedCatalogue(database.db);
  await seedDemoAccounts(database.db, now);
  return database;
}

/** Every row of the tables the checkout's seed writes, in a stable order, to compare a database before and after. */
async function contents(database: DatabaseHandle): Promise<Record<string, string[]>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(database.db);
      const sorted = rows.map((row) => JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))).sort();
      return [table, sorted] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const addonPriceCount = checkout.addons.reduce((sum, addon) => sum + Object.values(addon.prices).reduce((inner, periods) => inner + Object.keys(periods).length, 0), 0);

/** The seeded rows match the data module row for row. */
async function expectSeededData(database: DatabaseHandle): Promise<void> {
  const { db } = database;
  const addons = await db.selectFrom('addon').selectAll().orderBy('position').execute();
  expect(addons.map(({ id: _id, ...row }) => row)).toEqual(
    checkout.addons.map((addon, index) => ({
      identifier: addon.identifier,
      kind: addon.kind,
      title: addon.title,
      label: addon.label,
      info: addon.info,
      show_more_text: addon.showMoreText,
      kb_article_url: addon.kbArticleUrl,
      position: index + 1,
    })),
  );
  const addonPrices = await db.selectFrom('addon_price').innerJoin('addon', 'addon.id', 'addon_price.addon_id').select(['addon.identifier', 'period_months', 'currency', 'amount_minor']).execute();
  expect(addonPrices).toHaveLength(addonPriceCount);
  for (const row of addonPrices) {
    const addon = checkout.addons.find((candidate) => candidate.identifier === row.identifier);
    expect(addon?.prices[row.currency as (typeof CURRENCIES)[number]][row.period_months as checkout.AddonPeriod]).toBe(row.amount_minor);
  }

  const tlds = await db.selectFrom('tld').selectAll().orderBy('position').execute();
  expect(tlds).toEqual(checkout.tlds.map((tld, index) => ({ name: tld.name, supports_free_voucher: tld.supportsFreeVoucher, private_registration: tld.privateRegistration, position: index + 1, idn: tld.idn })));
  const tldPrices = await db.selectFrom('tld_price').selectAll().execute();
  expect(tldPrices).toHaveLength(checkout.tlds.length * CURRENCIES.length);
  for (const row of tldPrices) {
    const price = checkout.tlds.find((tld) => tld.name === row.tld)?.prices[row.currency as (typeof CURRENCIES)[number]];
    expect([row.registration_minor, row.renewal_minor, row.transfer_minor, row.private_registration_minor]).toEqual([price?.registration, price?.renewal, price?.transfer, price?.privateRegistration]);
  }

  const vatRates = await db.selectFrom('vat_rate').selectAll().orderBy('country_code').execute();
  expect(vatRates).toEqual(
    [...checkout.vatRates]
      .sort((a, b) => a.countryCode.localeCompare(b.countryCode))
      .map((rate) => ({ country_code: rate.countryCode, country_name: rate.countryName, eu: rate.eu, vat_prefix: rate.vatPrefix })),
  );
  const vatPeriods = await db.selectFrom('vat_rate_period').selectAll().orderBy('country_code').execute();
  expect(vatPeriods).toEqual(
    [...checkout.vatRates]
      .sort((a, b) => a.countryCode.localeCompare(b.countryCode))
      .map((rate) => ({ country_code: rate.countryCode, rate_basis_points: rate.rateBasisPoints, valid_from: checkout.VAT_RATES_VALID_FROM, valid_to: null })),
  );

  const vouchers = await db.selectFrom('voucher').selectAll().orderBy('code').execute();
  expect(vouchers.map(({ id: _id, ...row }) => row)).toEqual(
    [...checkout.vouchers]
      .sort((a, b) => a.code.localeCompare(b.code))
      .map((voucher) => ({
        code: voucher.code,
        kind: voucher.kind,
        percent: voucher.percent,
        amount_minor: voucher.amount?.minor ?? null,
        currency: voucher.amount?.currency ?? null,
        applies_to: voucher.appliesTo,
        text: voucher.text,
        valid_from: voucher.validFrom,
        valid_until: voucher.validUntil,
        usage_limit: voucher.usageLimit,
        used_count: voucher.usedCount,
        // Seeded vouchers are on; operators switch them off in the back office.
        disabled_at: null,
      })),
  );
}

async function demoOrderItems(database: DatabaseHandle) {
  const { db } = database;
  const order = await db
    .selectFrom('orders')
    .innerJoin('accounts', 'accounts.id', 'orders.account_id')
    .innerJoin('websites', 'websites.id', 'orders.website_id')
    .select(['orders.id', 'orders.status', 'orders.currency', 'orders.version', 'orders.billing', 'orders.voucher_id', 'accounts.email', 'websites.name as website'])
    .where('orders.identifier', '=', checkout.demoOrder.identifier)
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('order_items')
    .leftJoin('package', 'package.id', 'order_items.package_id')
    .leftJoin('addon', 'addon.id', 'order_items.addon_id')
    .select(['order_items.type', 'package.identifier as package', 'addon.identifier as addon', 'addon.kind as addonKind', 'order_items.action', 'order_items.period_months', 'order_items.domain', 'order_items.tld', 'order_items.enabled', 'order_items.contact'])
    .where('order_items.order_id', '=', order.id)
    .execute();
  return { order, items };
}

describe('the checkout seed', () => {
  it('writes every add-on, plugin, TLD, VAT rate and voucher of the data', async () => {
    await expectSeededData(seeded);
  });

  it('prices every add-on and plugin for each period and every TLD in each currency', async () => {
    const { db } = seeded;
    const addonPrices = await db.selectFrom('addon_price').innerJoin('addon', 'addon.id', 'addon_price.addon_id').select(['addon.identifier', 'period_months', 'currency']).execute();
    const tldPrices = await db.selectFrom('tld_price').select(['tld', 'currency']).execute();
    for (const currency of CURRENCIES) {
      for (const addon of checkout.addons) {
        const periods = addonPrices.filter((row) => row.identifier === addon.identifier && row.currency === currency).map((row) => row.period_months);
        expect(periods.sort((a, b) => a - b)).toEqual([...checkout.ADDON_PERIODS]);
      }
      for (const tld of checkout.tlds) expect(tldPrices.filter((row) => row.tld === tld.name && row.currency === currency)).toHaveLength(1);
    }
    expect(new Set(checkout.addons.map((addon) => addon.kind))).toEqual(new Set(['addon', 'plugin']));
  });

  it('makes longer add-on periods cheaper per month and charges private registration only where the TLD has it', () => {
    for (const addon of checkout.addons) {
      for (const currency of CURRENCIES) {
        const monthly = checkout.ADDON_PERIODS.map((months) => Number(addon.prices[currency][months]) / months);
        for (let index = 1; index < monthly.length; index += 1) expect(monthly[index]).toBeLessThan(monthly[index - 1] ?? 0);
      }
    }
    for (const tld of checkout.tlds) {
      for (const currency of CURRENCIES) {
        const price = tld.prices[currency];
        expect(price.registration).toBeGreaterThan(0n);
        expect(price.renewal).toBeGreaterThanOrEqual(price.registration);
        expect(price.privateRegistration > 0n).toBe(tld.privateRegistration);
      }
    }
  });

  it('has the 27 EU member states with their VAT ID prefixes and a few countries outside the EU', async () => {
    const rates = await seeded.db.selectFrom('vat_rate').selectAll().execute();
    const eu = rates.filter((rate) => rate.eu);
    expect(eu).toHaveLength(27);
    for (const rate of eu) expect(rate.vat_prefix).toBe(rate.country_code === 'GR' ? 'EL' : rate.country_code);
    expect(rates.filter((rate) => !rate.eu).every((rate) => rate.vat_prefix === null)).toBe(true);
    const periods = await seeded.db.selectFrom('vat_rate_period').selectAll().execute();
    const rate = (code: string) => periods.find((row) => row.country_code === code && row.valid_to === null)?.rate_basis_points;
    expect([rate('CZ'), rate('DE'), rate('HU'), rate('LU'), rate('CH'), rate('US')]).toEqual([2100, 1900, 2700, 1700, 810, 0]);
  });

  it('stores each voucher with exactly the columns its kind needs', async () => {
    const vouchers = await seeded.db.selectFrom('voucher').selectAll().execute();
    expect(vouchers).toHaveLength(checkout.vouchers.length);
    const types: OrderItemType[] = checkout.ALL_ITEM_TYPES;
    for (const voucher of vouchers) {
      expect(voucher.code).toBe(voucher.code.toUpperCase());
      expect(voucher.applies_to.length).toBeGreaterThan(0);
      expect(voucher.applies_to.every((type) => types.includes(type))).toBe(true);
      if (voucher.kind === 'percent') expect([voucher.percent !== null, voucher.amount_minor, voucher.currency]).toEqual([true, null, null]);
      if (voucher.kind === 'fixed') expect([voucher.percent, voucher.amount_minor !== null, voucher.currency !== null]).toEqual([null, true, true]);
      if (voucher.kind === 'free_domain') expect([voucher.percent, voucher.amount_minor, voucher.currency, voucher.applies_to]).toEqual([null, null, null, ['domain']]);
    }
    const byCode = new Map(vouchers.map((voucher) => [voucher.code, voucher]));
    const now = new Date();
    expect(byCode.get('EXPIRED')?.valid_until?.getTime()).toBeLessThan(now.getTime());
    expect(byCode.get('NOTYET')?.valid_from?.getTime()).toBeGreaterThan(now.getTime());
    expect([byCode.get('USEDUP')?.used_count, byCode.get('USEDUP')?.usage_limit]).toEqual([1, 1]);
    expect(byCode.get('COVERALL')?.percent).toBe(100);
  });

  it('holds a draft demo order with a package upgrade, an add-on, a plugin and a domain with private registration, without IČO or DIČ', async () => {
    const { order, items } = await demoOrderItems(seeded);
    expect(order).toMatchObject({ status: 'draft', currency: checkout.demoOrder.currency, version: 1, billing: {}, voucher_id: null, email: checkout.demoOrder.accountEmail, website: checkout.demoOrder.website });
    expect(items.map((item) => item.type).sort()).toEqual(['addon', 'domain', 'package', 'plugin', 'private_registration']);
    const item = (type: OrderItemType) => items.find((row) => row.type === type);
    expect(item('package')).toMatchObject({ package: 'standard', action: 'upgrade', period_months: 12 });
    expect(item('addon')).toMatchObject({ addon: 'extra-storage', addonKind: 'addon', period_months: 12 });
    expect(item('plugin')).toMatchObject({ addon: 'seo-booster', addonKind: 'plugin', period_months: 12 });
    expect(item('domain')).toMatchObject({ domain: 'demo-blog.com', tld: 'com', action: 'register', period_months: 12, contact: null });
    const privacy = item('private_registration');
    expect(privacy).toMatchObject({ domain: 'demo-blog.com', tld: 'com', enabled: true, period_months: 12 });
    expect(privacy?.contact).toMatchObject({ countryCode: 'CZ', company: '', ico: '', dic: '', state: '' });
    for (const field of ['firstname', 'surname', 'email', 'phone', 'address', 'city', 'zip']) expect(privacy?.contact?.[field]).toBeTruthy();
    expect(Object.keys(order.billing)).toEqual([]);
    const tld = await seeded.db.selectFrom('tld').select('private_registration').where('name', '=', 'com').executeTakeFirstOrThrow();
    expect(tld.private_registration).toBe(true);
  });

  it('gives the demo website a paid period, so an upgrade is credited', async () => {
    const website = await seeded.db.selectFrom('websites').select('package_paid_until').where('name', '=', checkout.demoOrder.website).executeTakeFirstOrThrow();
    expect(website.package_paid_until?.getTime()).toBeGreaterThan(Date.now() + (checkout.DEMO_PAID_DAYS_LEFT - 30) * DAY_MS);
  });

  it('changes nothing when run again', async () => {
    const before = await contents(seeded);
    expect(await seedCheckout(seeded.db)).toBe(false);
    expect(await seedCheckout(seeded.db, new Date('2030-01-01T00:00:00Z'))).toBe(false);
    expect(await contents(seeded)).toEqual(before);
  });

  it('writes everything once when two processes seed at once, and a repeat past the marker duplicates nothing', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const database = await beforeCheckoutSeed(now);
    await Promise.all([seedCheckout(database.db, now), seedCheckout(database.db, now)]);
    await expectSeededData(database);
    const { items } = await demoOrderItems(database);
    expect(items).toHaveLength(checkout.demoOrder.items.length);
    const website = await database.db.selectFrom('websites').select('package_paid_until').where('name', '=', checkout.demoOrder.website).executeTakeFirstOrThrow();
    expect(website.package_paid_until).toEqual(new Date(now.getTime() + checkout.DEMO_PAID_DAYS_LEFT * DAY_MS));

    // As if a second process had checked the marker before the first wrote it (the marker row itself is new).
    const { settings: _settings, ...before } = await contents(database);
    await database.db.deleteFrom('settings').where('key', '=', CHECKOUT_SEED_MARKER_KEY).execute();
    expect(await seedCheckout(database.db, new Date('2027-01-01T00:00:00Z'))).toBe(true);
    const { settings: _after, ...after } = await contents(database);
    expect(after).toEqual(before);
  });

  it('does not bring back a voucher an operator removed', async () => {
    const database = await track(createTestDatabase());
    await database.db.deleteFrom('voucher').where('code', '=', 'EXPIRED').execute();
    expect(await seedCheckout(database.db)).toBe(false);
    const codes = await database.db.selectFrom('voucher').select('code').execute();
    expect(codes.map((row) => row.code)).not.toContain('EXPIRED');
  });
});
