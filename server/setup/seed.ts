import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { hashPassword } from '../auth/password';
import { systemClock } from '../clock';
import { discountPercent } from '../domain/money';
import * as catalogue from '../db/catalogue';
import * as checkout from '../db/checkout-catalogue';
import * as domains from '../db/domain-catalogue';
import { hashAuthCode } from '../domain/domains/registry';
import { storeSampleRates } from '../exchange-rates/repository';
import type { FeatureValue, PriceTable } from '../db/catalogue';
import type { Database } from '../db/schema';
import { recordHeldServices } from '../services/record';

/** Settings row that records the seed ran, so that catalogue rows an operator removes stay removed. */
export const SEED_MARKER_KEY = 'seed.catalogue';
/** Settings row that records the package limits and the demo account were written. */
export const DEMO_SEED_MARKER_KEY = 'seed.demo-accounts';
/** Settings row that records the checkout's catalogue, VAT rates, vouchers and demo order were written. */
export const CHECKOUT_SEED_MARKER_KEY = 'seed.checkout';
/** Settings row that records the demo registry names were written and the demo orders given their kind. */
export const DOMAINS_SEED_MARKER_KEY = 'seed.domains';
/** Settings row that records the demo operator was written. */
export const OPERATOR_SEED_MARKER_KEY = 'seed.operator';

/**
 * Demo mode's seed (server/main.ts): the catalogue with the package limits, the demo account and its websites, the
 * checkout's catalogue with the demo vouchers and orders, the registry's demo names, the demo operator and the sample
 * Czech National Bank rates. Each part is written once. Production seeds the catalogue alone (seed-production.ts).
 */
export async function seedDatabase(db: Kysely<Database>, now: Date = systemClock()): Promise<void> {
  await seedCatalogue(db);
  await seedDemoAccounts(db, now);
  await seedCheckout(db, now);
  await seedDomains(db, now);
  await seedDemoOperator(db, now);
  // Demo mode reads no rates from the network: the bundled sample's stand in (docs/invoices.md, "VAT in CZK").
  await storeSampleRates(db, now);
}

/**
 * Writes the demo operator of the back office once. Returns false, changing nothing, when this seed ran before (an
 * operator removed or renamed stays so). The email is the natural key: two processes seeding at once write it once.
 */
export async function seedDemoOperator(db: Kysely<Database>, now: Date = systemClock()): Promise<boolean> {
  const seeded = async (executor: Kysely<Database>) =>
    (await executor.selectFrom('settings').select('key').where('key', '=', OPERATOR_SEED_MARKER_KEY).executeTakeFirst()) !== undefined;
  if (await seeded(db)) return false;
  const passwordHash = await hashPassword(catalogue.demoOperator.password);
  return db.transaction().execute(async (trx) => {
    if (await seeded(trx)) return false;
    const { fullname, email } = catalogue.demoOperator;
    await trx
      .insertInto('accounts')
      .values({ id: randomUUID(), fullname, email, password_hash: passwordHash, cookie_consent: null, role: 'operator', created_at: now })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    await trx.insertInto('settings').values({ key: OPERATOR_SEED_MARKER_KEY, value: JSON.stringify(1) }).onConflict((oc) => oc.doNothing()).execute();
    return true;
  });
}

/**
 * Writes the demo names of the portal's registry once (registered through the portal by the demo account, and held
 * at other registrars with their auth codes), and gives the demo orders their kind. Returns false, changing
 * nothing, when this seed ran before. Names are the registry's keys, so two processes seeding at once write each once.
 */
export async function seedDomains(db: Kysely<Database>, now: Date = systemClock()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marker = await trx.selectFrom('settings').select('key').where('key', '=', DOMAINS_SEED_MARKER_KEY).executeTakeFirst();
    if (marker) return false;
    const account = await trx.selectFrom('accounts').select('id').where('email', '=', catalogue.demoAccount.email).executeTakeFirst();
    const tlds = new Set((await trx.selectFrom('tld').select('name').execute()).map((row) => row.name));
    const tldOf = (name: string) => name.slice(name.lastIndexOf('.') + 1);
    const expires = new Date(now);
    expires.setUTCFullYear(expires.getUTCFullYear() + domains.REGISTERED_YEARS);
    const rows = [
      ...domains.registeredDomains.map((name) => ({ name, tld: tldOf(name), status: 'registered' as const, account_id: account?.id ?? null, registered_at: now, expires_at: expires })),
      ...domains.domainsHeldElsewhere.map(({ name, authCode }) => ({ name, tld: tldOf(name), status: 'held_elsewhere' as const, auth_code_hash: hashAuthCode(authCode) })),
    ].filter((row) => tlds.has(row.tld));
    if (rows.length > 0) await trx.insertInto('domain_registry').values(rows).onConflict((oc) => oc.column('name').doNothing()).execute();
    await recordHeldServices(trx, now);
    for (const order of checkout.demoOrders) {
      if (order.kind) await trx.updateTable('orders').set({ kind: order.kind }).where('identifier', '=', order.identifier).where('kind', 'is', null).execute();
    }
    await trx.insertInto('settings').values({ key: DOMAINS_SEED_MARKER_KEY, value: JSON.stringify(1) }).onConflict((oc) => oc.doNothing()).execute();
    return true;
  });
}

/**
 * Writes what the checkout prices with (add-ons and plugins, TLDs, VAT rates, vouchers) and the demo order once
 * (a database seeded before the checkout gets them on its next start). Returns false, changing nothing, when this
 * seed ran before, so rows an operator removes stay removed. Natural keys (identifier, TLD name, country code,
 * voucher code, order identifier) keep two processes seeding at once from duplicating anything; the demo order's
 * items are written only by the process that created the order.
 */
export async function seedCheckout(db: Kysely<Database>, now: Date = systemClock()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marker = await trx.selectFrom('settings').select('key').where('key', '=', CHECKOUT_SEED_MARKER_KEY).executeTakeFirst();
    if (marker) return false;
    await insertCheckoutCatalogue(trx);
    await insertDemoVouchers(trx);
    await seedDemoOrder(trx, now);
    await trx.insertInto('settings').values({ key: CHECKOUT_SEED_MARKER_KEY, value: JSON.stringify(1) }).onConflict((oc) => oc.doNothing()).execute();
    return true;
  });
}

/** What the checkout prices with: add-ons and plugins with their prices, TLDs with theirs, and VAT rates. */
export async function insertCheckoutCatalogue(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('addon')
    .values(
      checkout.addons.map((addon, index) => ({
        id: randomUUID(),
        identifier: addon.identifier,
        kind: addon.kind,
        title: addon.title,
        label: addon.label,
        info: addon.info,
        show_more_text: addon.showMoreText,
        kb_article_url: addon.kbArticleUrl,
        position: index + 1,
      })),
    )
    .onConflict((oc) => oc.column('identifier').doNothing())
    .execute();
  const addonIds = new Map((await trx.selectFrom('addon').select(['id', 'identifier']).execute()).map((row) => [row.identifier, row.id]));
  const addonPrices = checkout.addons.flatMap((addon) => {
    const addonId = addonIds.get(addon.identifier);
    if (addonId === undefined) return [];
    return Object.entries(addon.prices).flatMap(([currency, periods]) =>
      Object.entries(periods).map(([months, amount]) => ({ addon_id: addonId, period_months: Number(months), currency, amount_minor: amount })),
    );
  });
  await trx.insertInto('addon_price').values(addonPrices).onConflict((oc) => oc.doNothing()).execute();

  await trx
    .insertInto('tld')
    .values(checkout.tlds.map((tld, index) => ({ name: tld.name, idn: tld.idn, supports_free_voucher: tld.supportsFreeVoucher, private_registration: tld.privateRegistration, position: index + 1 })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const tldPrices = checkout.tlds.flatMap((tld) =>
    Object.entries(tld.prices).map(([currency, price]) => ({
      tld: tld.name,
      currency,
      registration_minor: price.registration,
      renewal_minor: price.renewal,
      transfer_minor: price.transfer,
      restoration_minor: price.restoration,
      private_registration_minor: price.privateRegistration,
    })),
  );
  await trx.insertInto('tld_price').values(tldPrices).onConflict((oc) => oc.doNothing()).execute();

  await trx
    .insertInto('vat_rate')
    .values(
      checkout.vatRates.map((rate) => ({
        country_code: rate.countryCode,
        country_name: rate.countryName,
        eu: rate.eu,
        vat_prefix: rate.vatPrefix,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await trx
    .insertInto('vat_rate_period')
    .values(checkout.vatRates.map((rate) => ({ country_code: rate.countryCode, rate_basis_points: rate.rateBasisPoints, valid_from: checkout.VAT_RATES_VALID_FROM, valid_to: null })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The demo voucher codes (docs/checkout.md, demo data), one for each case the checkout must handle. */
async function insertDemoVouchers(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('voucher')
    .values(
      checkout.vouchers.map((voucher) => ({
        id: randomUUID(),
        code: voucher.code,
        kind: voucher.kind,
        percent: voucher.percent,
        amount_minor: voucher.amount?.minor ?? null,
        currency: voucher.amount?.currency ?? null,
        applies_to: JSON.stringify(voucher.appliesTo),
        text: voucher.text,
        valid_from: voucher.validFrom,
        valid_until: voucher.validUntil,
        usage_limit: voucher.usageLimit,
        used_count: voucher.usedCount,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

/**
 * The demo website's current package paid for some time ahead (unless it already has a date), and the demo order
 * for it. Left out when the demo account, its website or a package, add-on or TLD the order names is missing.
 */
async function seedDemoOrder(trx: Transaction<Database>, now: Date): Promise<void> {
  const order = checkout.demoOrder;
  const paidUntil = new Date(now.getTime() + checkout.DEMO_PAID_DAYS_LEFT * 24 * 60 * 60 * 1000);
  await trx.updateTable('websites').set({ package_paid_until: paidUntil }).where('name', '=', order.website).where('package_paid_until', 'is', null).execute();
  await recordHeldServices(trx, now);
  for (const seed of checkout.demoOrders) await insertSeedOrder(trx, seed, now);
}

/**
 * Writes a draft order with its items for the seed's account and website, unless its identifier exists or it names
 * something the catalogue lacks. Returns the new order's id. The demo order uses it, and so do tests that need
 * orders of their own.
 */
export async function insertSeedOrder(db: Kysely<Database> | Transaction<Database>, order: checkout.DemoOrderSeed, now: Date): Promise<string | undefined> {
  const website = await db
    .selectFrom('websites')
    .innerJoin('accounts', 'accounts.id', 'websites.account_id')
    .select(['websites.id as websiteId', 'accounts.id as accountId'])
    .where('websites.name', '=', order.website)
    .where('accounts.email', '=', order.accountEmail)
    .executeTakeFirst();
  if (!website) return undefined;
  const packageIds = new Map((await db.selectFrom('package').select(['id', 'identifier']).execute()).map((row) => [row.identifier, row.id]));
  const addonIds = new Map((await db.selectFrom('addon').select(['id', 'identifier']).execute()).map((row) => [row.identifier, row.id]));
  const tldNames = new Set((await db.selectFrom('tld').select('name').execute()).map((row) => row.name));
  const known = order.items.every((item) => {
    if (item.type === 'package') return packageIds.has(item.package);
    return 'addon' in item ? addonIds.has(item.addon) : tldNames.has(item.tld);
  });
  if (!known) return undefined;

  const orderId = randomUUID();
  const inserted = await db
    .insertInto('orders')
    .values({
      id: orderId,
      identifier: order.identifier,
      account_id: website.accountId,
      website_id: website.websiteId,
      status: 'draft',
      currency: order.currency,
      kind: order.kind ?? null,
      version: 1,
      billing: JSON.stringify({}),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('identifier').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return undefined;

  const items = order.items.map((item) => {
    const base = { id: randomUUID(), order_id: orderId, type: item.type, period_months: item.periodMonths, created_at: now };
    switch (item.type) {
      case 'package':
        return { ...base, package_id: packageIds.get(item.package) ?? null, action: item.action };
      case 'addon':
      case 'plugin':
        return { ...base, addon_id: addonIds.get(item.addon) ?? null };
      case 'domain':
        return { ...base, domain: item.domain, tld: item.tld, action: item.action };
      case 'private_registration':
        return { ...base, domain: item.domain, tld: item.tld, enabled: item.enabled, contact: JSON.stringify(item.contact) };
    }
  });
  await db.insertInto('order_items').values(items).execute();
  return orderId;
}

/**
 * Writes the package limits and the demo account with its websites once (a database seeded before issue 3 gets
 * them on its next start). Returns false, changing nothing, when this seed ran before. Natural keys (package
 * identifier, email, website name) keep two processes seeding at once from duplicating anything.
 */
export async function seedDemoAccounts(db: Kysely<Database>, now: Date = systemClock()): Promise<boolean> {
  const seeded = async (executor: Kysely<Database>) =>
    (await executor.selectFrom('settings').select('key').where('key', '=', DEMO_SEED_MARKER_KEY).executeTakeFirst()) !== undefined;
  if (await seeded(db)) return false;
  // Hashed outside the transaction: it takes a few hundred milliseconds.
  const passwordHash = await hashPassword(catalogue.demoAccount.password);
  return db.transaction().execute(async (trx) => {
    if (await seeded(trx)) return false;
    const packageIds = await insertPackageLimits(trx);

    const { fullname, email } = catalogue.demoAccount;
    await trx
      .insertInto('accounts')
      .values({ id: randomUUID(), fullname, email, password_hash: passwordHash, cookie_consent: null, created_at: now })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    const account = await trx.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const websites = catalogue.demoWebsites.map((website) => ({
      id: randomUUID(),
      account_id: account.id,
      name: website.name,
      package_id: website.currentPackage === null ? null : (packageIds.get(website.currentPackage) ?? null),
      used_pages: website.usedPages,
      used_storage_mb: website.usedStorageMb,
      uses_eshop: website.usesEshop,
      created_at: now,
    }));
    await trx.insertInto('websites').values(websites).onConflict((oc) => oc.column('name').doNothing()).execute();
    await trx.insertInto('settings').values({ key: DEMO_SEED_MARKER_KEY, value: JSON.stringify(1) }).onConflict((oc) => oc.doNothing()).execute();
    return true;
  });
}

/** What each package allows a website (pages, storage, e-shop), for the packages that exist; answers their ids. */
export async function insertPackageLimits(trx: Transaction<Database>): Promise<Map<string, string>> {
  const packageIds = new Map((await trx.selectFrom('package').select(['id', 'identifier']).execute()).map((row) => [row.identifier, row.id]));
  const limits = catalogue.packages.flatMap((pkg) => {
    const id = packageIds.get(pkg.identifier);
    return id === undefined ? [] : [{ package_id: id, max_pages: pkg.limits.maxPages, storage_mb: pkg.limits.storageMb, eshop: pkg.limits.eshop }];
  });
  if (limits.length > 0) await trx.insertInto('package_limit').values(limits).onConflict((oc) => oc.doNothing()).execute();
  return packageIds;
}

/**
 * Writes the demo catalogue into a database that has never been seeded. Returns false, changing nothing,
 * when the seed ran before. Rows are matched by their natural keys, so two processes seeding the same
 * database at once do not duplicate anything.
 */
export async function seedCatalogue(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marker = await trx.selectFrom('settings').select('key').where('key', '=', SEED_MARKER_KEY).executeTakeFirst();
    if (marker) return false;
    await insertCatalogue(trx);
    return true;
  });
}

/** The price list's catalogue: currencies, tooltips, features, packages with prices and features, FAQ, texts, flags. */
export async function insertCatalogue(trx: Transaction<Database>): Promise<void> {
  await trx.insertInto('currency').values(catalogue.currencies).onConflict((oc) => oc.doNothing()).execute();
  const tooltipIds = await insertByIdentifier(trx, 'tooltip', catalogue.tooltips);
  const featureIds = await insertByIdentifier(
    trx,
    'feature',
    catalogue.features.map((feature, index) => ({
      identifier: feature.identifier,
      name: feature.name,
      position: index + 1,
      tooltip_id: feature.tooltip === null ? null : required(tooltipIds, feature.tooltip),
    })),
  );
  const packageIds = await insertByIdentifier(
    trx,
    'package',
    catalogue.packages.map((pkg, index) => ({
      identifier: pkg.identifier,
      name: pkg.name,
      label: pkg.label,
      class_name: pkg.className,
      position: index + 1,
      version: pkg.version,
      highlighted: pkg.highlighted ?? false,
    })),
  );
  for (const pkg of catalogue.packages) {
    const packageId = required(packageIds, pkg.identifier);
    await trx.insertInto('package_price').values(priceRows(packageId, pkg.prices)).onConflict((oc) => oc.doNothing()).execute();
    const featureRows = Object.entries(pkg.features).map(([identifier, value]) => featureRow(packageId, required(featureIds, identifier), value));
    await trx.insertInto('package_feature').values(featureRows).onConflict((oc) => oc.doNothing()).execute();
  }
  await insertByIdentifier(
    trx,
    'faq_item',
    catalogue.faq.map((item, index) => ({ identifier: item.identifier, position: index + 1, question: item.question, answer: item.answer, is_shown: item.isShown })),
  );
  const texts = Object.entries(catalogue.pageTexts).map(([key, text]) => ({ key, text }));
  await trx.insertInto('page_text').values(texts).onConflict((oc) => oc.doNothing()).execute();
  const flags = Object.entries(catalogue.featureFlags).map(([key, enabled]) => ({ key, enabled }));
  await trx.insertInto('feature_flag').values(flags).onConflict((oc) => oc.doNothing()).execute();
  const settings = Object.entries({ ...catalogue.settings, [SEED_MARKER_KEY]: 1 }).map(([key, value]) => ({ key, value: JSON.stringify(value) }));
  await trx.insertInto('settings').values(settings).onConflict((oc) => oc.doNothing()).execute();
}

type IdentifiedTable = 'tooltip' | 'feature' | 'package' | 'faq_item';

/** Inserts rows under fresh UUIDs unless their identifier exists; returns the id of every identifier. */
async function insertByIdentifier<T extends IdentifiedTable>(
  trx: Transaction<Database>,
  table: T,
  rows: Omit<Insertable<Database[T]>, 'id'>[],
): Promise<Map<string, string>> {
  // Kysely cannot type a query over a union of tables; all of these have id and identifier columns.
  const anyTable = table as IdentifiedTable as 'tooltip';
  const withIds = rows.map((row) => ({ ...row, id: randomUUID() })) as unknown as Insertable<Database['tooltip']>[];
  await trx
    .insertInto(anyTable)
    .values(withIds)
    .onConflict((oc) => oc.column('identifier').doNothing())
    .execute();
  const stored = await trx.selectFrom(anyTable).select(['id', 'identifier']).execute();
  return new Map(stored.map((row) => [row.identifier, row.id]));
}

function priceRows(packageId: string, prices: PriceTable) {
  return Object.entries(prices).flatMap(([currency, periods]) =>
    Object.entries(periods).map(([months, price]) => ({
      package_id: packageId,
      period_months: Number(months),
      currency,
      monthly_amount_minor: typeof price === 'bigint' ? price : price.price,
      original_monthly_amount_minor: typeof price === 'bigint' ? null : price.original,
      discount_percent: typeof price === 'bigint' ? 0 : discountPercent(price.price, price.original),
    })),
  );
}

function featureRow(packageId: string, featureId: string, feature: FeatureValue) {
  const { value, included = true, questionMark = false } = typeof feature === 'string' ? { value: feature } : feature;
  return { package_id: packageId, feature_id: featureId, value, included, value_question_mark: questionMark };
}

function required(ids: Map<string, string>, identifier: string): string {
  const id = ids.get(identifier);
  if (id === undefined) throw new Error(`The demo catalogue refers to "${identifier}", which it does not define.`);
  return id;
}
