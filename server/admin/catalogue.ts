/**
 * The back office's catalogue: packages (names, prices per currency and period, discount badge, features), add-ons
 * and plugins, TLD prices and FAQ items. Each change is validated whole, written with its audit entry and a raised
 * catalogue version in one transaction, so every instance's cached catalogue is replaced at its next version check.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { english } from '../i18n';
import { LIMITED_PACKAGE_SETTING, limitedPackageOf } from '../pricelist/catalogue-repository';
import { recordAudit } from './audit';
import { CatalogueEditError, decimalAmount, FieldProblems, parseAmount, requiredText } from './catalogue-input';

type Executor = Kysely<Database> | Transaction<Database>;

export interface AdminPackagePrice {
  currency: string;
  periodMonths: number;
  monthlyAmount: string;
  originalMonthlyAmount: string | null;
  discountPercent: number;
}

export interface AdminPackage {
  identifier: string;
  name: string;
  label: string;
  highlighted: boolean;
  version: number;
  prices: AdminPackagePrice[];
  features: { identifier: string; name: string; value: string; included: boolean }[];
}

export interface AdminAddon {
  identifier: string;
  kind: 'addon' | 'plugin';
  title: string;
  label: string;
  prices: { currency: string; periodMonths: number; amount: string }[];
}

export interface AdminTld {
  name: string;
  prices: { currency: string; registration: string; renewal: string; transfer: string; privateRegistration: string; restoration: string }[];
}

export interface AdminFaqItem {
  identifier: string;
  question: string;
  answer: string;
  position: number;
  isShown: boolean;
}

export interface AdminCatalogue {
  currencies: string[];
  packages: AdminPackage[];
  addons: AdminAddon[];
  tlds: AdminTld[];
  faq: AdminFaqItem[];
  limitedPackage: string | null;
}

const byPeriodAndCurrency = <T extends { currency: string; periodMonths: number }>(a: T, b: T) => a.currency.localeCompare(b.currency) || a.periodMonths - b.periodMonths;

/** Everything the catalogue page edits, in catalogue order. */
export async function readAdminCatalogue(db: Executor): Promise<AdminCatalogue> {
  const [currencies, packages, addons, tlds, faq, limited] = await Promise.all([
    db.selectFrom('currency').select('code').orderBy('code').execute(),
    db.selectFrom('package').select('identifier').orderBy('position').orderBy('identifier').execute(),
    db.selectFrom('addon').select('identifier').orderBy('position').orderBy('identifier').execute(),
    db.selectFrom('tld').select('name').orderBy('position').orderBy('name').execute(),
    db.selectFrom('faq_item').selectAll().orderBy('position').orderBy('identifier').execute(),
    db.selectFrom('settings').select('value').where('key', '=', LIMITED_PACKAGE_SETTING).executeTakeFirst(),
  ]);
  return {
    currencies: currencies.map((row) => row.code),
    packages: await Promise.all(packages.map(async (row) => required(await readPackage(db, row.identifier)))),
    addons: await Promise.all(addons.map(async (row) => required(await readAddon(db, row.identifier)))),
    tlds: await Promise.all(tlds.map(async (row) => required(await readTld(db, row.name)))),
    faq: faq.map(faqItem),
    limitedPackage: limitedPackageOf(limited),
  };
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('A catalogue row disappeared while it was read.');
  return value;
}

async function readPackage(db: Executor, identifier: string): Promise<AdminPackage | undefined> {
  const pkg = await db.selectFrom('package').selectAll().where('identifier', '=', identifier).executeTakeFirst();
  if (!pkg) return undefined;
  const [prices, features] = await Promise.all([
    db.selectFrom('package_price').selectAll().where('package_id', '=', pkg.id).execute(),
    db
      .selectFrom('package_feature')
      .innerJoin('feature', 'feature.id', 'package_feature.feature_id')
      .select(['feature.identifier', 'feature.name', 'package_feature.value', 'package_feature.included'])
      .where('package_feature.package_id', '=', pkg.id)
      .orderBy('feature.position')
      .orderBy('feature.identifier')
      .execute(),
  ]);
  return {
    identifier: pkg.identifier,
    name: pkg.name,
    label: pkg.label,
    highlighted: pkg.highlighted,
    version: pkg.version,
    prices: prices
      .map((price) => ({
        currency: price.currency,
        periodMonths: price.period_months,
        monthlyAmount: decimalAmount(price.monthly_amount_minor, price.currency),
        originalMonthlyAmount: price.original_monthly_amount_minor === null ? null : decimalAmount(price.original_monthly_amount_minor, price.currency),
        discountPercent: price.discount_percent,
      }))
      .sort(byPeriodAndCurrency),
    features,
  };
}

async function readAddon(db: Executor, identifier: string): Promise<AdminAddon | undefined> {
  const addon = await db.selectFrom('addon').selectAll().where('identifier', '=', identifier).executeTakeFirst();
  if (!addon) return undefined;
  const prices = await db.selectFrom('addon_price').selectAll().where('addon_id', '=', addon.id).execute();
  return {
    identifier: addon.identifier,
    kind: addon.kind,
    title: addon.title,
    label: addon.label,
    prices: prices.map((price) => ({ currency: price.currency, periodMonths: price.period_months, amount: decimalAmount(price.amount_minor, price.currency) })).sort(byPeriodAndCurrency),
  };
}

async function readTld(db: Executor, name: string): Promise<AdminTld | undefined> {
  const tld = await db.selectFrom('tld').select('name').where('name', '=', name).executeTakeFirst();
  if (!tld) return undefined;
  const prices = await db.selectFrom('tld_price').selectAll().where('tld', '=', name).orderBy('currency').execute();
  return {
    name: tld.name,
    prices: prices.map((price) => ({
      currency: price.currency,
      registration: decimalAmount(price.registration_minor, price.currency),
      renewal: decimalAmount(price.renewal_minor, price.currency),
      transfer: decimalAmount(price.transfer_minor, price.currency),
      privateRegistration: decimalAmount(price.private_registration_minor, price.currency),
      restoration: decimalAmount(price.restoration_minor, price.currency),
    })),
  };
}

function faqItem(row: { identifier: string; question: string; answer: string; position: number; is_shown: boolean }): AdminFaqItem {
  return { identifier: row.identifier, question: row.question, answer: row.answer, position: row.position, isShown: row.is_shown };
}

/** Who changes the catalogue, and when. */
export interface CatalogueChange {
  db: Kysely<Database>;
  operatorId: string;
  now: Date;
}

/** Raises the catalogue version in the changing transaction: every instance reloads its catalogue at its next check. */
export async function raiseCatalogueVersion(trx: Transaction<Database>): Promise<void> {
  await trx
    .updateTable('catalogue_version')
    .set({ version: sql<bigint>`version + 1` })
    .where('id', '=', 1)
    .execute();
}

/**
 * A catalogue change in one transaction that raises the catalogue version first: that takes the version row's lock,
 * so catalogue changes, on any instance, happen one after another, and what `read` answers next is the state this
 * change replaces: what the audit log records as "before", even when another operator saved the same thing a moment
 * earlier. Undefined from `read`: the subject is gone, and nothing is written.
 */
async function catalogueChange<T>(db: Kysely<Database>, read: (trx: Transaction<Database>) => Promise<T | undefined>, write: (trx: Transaction<Database>, before: T) => Promise<void>): Promise<T | undefined> {
  return db.transaction().execute(async (trx) => {
    await raiseCatalogueVersion(trx);
    const before = await read(trx);
    if (before === undefined) return undefined;
    await write(trx, before);
    return before;
  });
}

async function knownCurrencies(db: Executor): Promise<Set<string>> {
  return new Set((await db.selectFrom('currency').select('code').execute()).map((row) => row.code));
}

function checkCurrency(currency: string, known: Set<string>, field: string, problems: FieldProblems): boolean {
  if (known.has(currency)) return true;
  const currencies = [...known].sort().join(', ');
  problems.add(field, currency ? english('error.INVALID_INPUT.currency', { currency, currencies }) : english('error.INVALID_INPUT.noCurrency', { currencies }));
  return false;
}

function checkPeriod(months: number, field: string, problems: FieldProblems): boolean {
  if (Number.isInteger(months) && months >= 1 && months <= 120) return true;
  problems.add(field, english('error.INVALID_INPUT.period'));
  return false;
}

const checkUnique = (keys: string[], field: (index: number) => string, problems: FieldProblems, message: string) =>
  keys.forEach((key, index) => {
    if (keys.indexOf(key) !== index) problems.add(field(index), message);
  });

export interface PackageEdit {
  identifier: string;
  name: string;
  label: string;
  highlighted: boolean;
  /** `remove` set: that currency and period is no longer sold. */
  prices: (AdminPackagePrice & { remove?: boolean | null })[];
  features?: { identifier: string; value: string; included: boolean }[] | null;
}

/**
 * Changes a package: its name, label, highlight, prices (each currency and period given is set or, marked `remove`,
 * taken away; others stay) with their discount badge, and feature values. A price is not taken away while an order in
 * checkout uses it, nor the package's last one; without its yearly price the package leaves that currency's price list. The package's version is raised too, so a purchase link made for the
 * old prices is refused instead of buying at a price the visitor did not see.
 */
export async function updatePackage(change: CatalogueChange, edit: PackageEdit): Promise<AdminPackage> {
  // Checked inside the edit's transaction, after the catalogue lock: two operators each taking away one of a
  // package's last two prices at once cannot leave it none, and the package checked is the one written.
  const saved = await catalogueChange(change.db, (trx) => readPackage(trx, edit.identifier), async (trx, replaced) => {
    const { name, label, prices, removals, features } = await checkPackageEdit(trx, replaced, edit);
    const pkg = await trx
      .updateTable('package')
      .set({ name, label, highlighted: edit.highlighted, version: sql<number>`version + 1` })
      .where('identifier', '=', edit.identifier)
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const price of prices) {
      const values = { monthly_amount_minor: price.monthly, original_monthly_amount_minor: price.original, discount_percent: price.discountPercent };
      await trx
        .insertInto('package_price')
        .values({ package_id: pkg.id, period_months: price.periodMonths, currency: price.currency, ...values })
        .onConflict((conflict) => conflict.columns(['package_id', 'period_months', 'currency']).doUpdateSet(values))
        .execute();
    }
    for (const removal of removals) {
      await trx.deleteFrom('package_price').where('package_id', '=', pkg.id).where('currency', '=', removal.currency).where('period_months', '=', removal.periodMonths).execute();
    }
    for (const feature of features) {
      const featureRow = await trx.selectFrom('feature').select('id').where('identifier', '=', feature.identifier).executeTakeFirstOrThrow();
      await trx
        .updateTable('package_feature')
        .set({ value: feature.value.trim(), included: feature.included })
        .where('package_id', '=', pkg.id)
        .where('feature_id', '=', featureRow.id)
        .execute();
    }
    await recordAudit(trx, { accountId: change.operatorId, action: 'package.update', subjectType: 'package', subjectId: edit.identifier, before: replaced, after: await readPackage(trx, edit.identifier) }, change.now);
  });
  if (!saved) throw new CatalogueEditError('NOT_FOUND', english('error.NOT_FOUND.package', { identifier: edit.identifier }));
  return required(await readPackage(change.db, edit.identifier));
}

/** The edit checked whole against the package as it is: every problem at once, each on its field. */
async function checkPackageEdit(db: Executor, before: AdminPackage, edit: PackageEdit) {
  const problems = new FieldProblems();
  const name = requiredText(edit.name, 'name', 'name', 60, problems);
  const label = requiredText(edit.label, 'label', 'label', 200, problems);
  const known = await knownCurrencies(db);
  const field = (index: number, name: string) => `prices.${index}.${name}`;
  checkUnique(edit.prices.map((price) => `${price.currency}|${price.periodMonths}`), (index) => field(index, 'periodMonths'), problems, english('error.INVALID_INPUT.currencyAndPeriodTwice'));
  const removals = await checkRemovals(db, before, edit.prices, problems);
  const prices = edit.prices.flatMap((price, index) => {
    if (price.remove) return [];
    const currencyOk = checkCurrency(price.currency, known, field(index, 'currency'), problems);
    const periodOk = checkPeriod(price.periodMonths, field(index, 'periodMonths'), problems);
    if (!currencyOk || !periodOk) return [];
    const monthly = parseAmount(price.monthlyAmount, price.currency, field(index, 'monthlyAmount'), problems);
    const hasOriginal = price.originalMonthlyAmount !== null && price.originalMonthlyAmount.trim() !== '';
    const original = hasOriginal ? parseAmount(price.originalMonthlyAmount ?? '', price.currency, field(index, 'originalMonthlyAmount'), problems) : null;
    if (!Number.isInteger(price.discountPercent) || price.discountPercent < 0 || price.discountPercent > 99) {
      problems.add(field(index, 'discountPercent'), english('error.INVALID_INPUT.discountPercent'));
      return [];
    }
    if (hasOriginal !== price.discountPercent > 0) {
      problems.add(field(index, hasOriginal ? 'discountPercent' : 'originalMonthlyAmount'), english('error.INVALID_INPUT.discountBadge'));
      return [];
    }
    if (monthly === undefined || original === undefined) return [];
    if (original !== null && original <= monthly) {
      problems.add(field(index, 'originalMonthlyAmount'), english('error.INVALID_INPUT.originalPrice'));
      return [];
    }
    return [{ currency: price.currency, periodMonths: price.periodMonths, monthly, original, discountPercent: price.discountPercent }];
  });
  const features = edit.features ?? [];
  const knownFeatures = new Set(before.features.map((feature) => feature.identifier));
  features.forEach((feature, index) => {
    if (!knownFeatures.has(feature.identifier)) problems.add(`features.${index}.identifier`, english('error.INVALID_INPUT.noFeature', { identifier: feature.identifier }));
    requiredText(feature.value, `features.${index}.value`, 'featureValue', 200, problems);
  });
  problems.throwIfAny();
  return { name, label, prices, removals, features };
}

/**
 * The prices marked `remove`: each one the package has, not the last one, and used by no order in checkout (whose
 * price would otherwise vanish under the customer). Problems are noted on the price's `remove` field.
 */
async function checkRemovals(db: Executor, pkg: AdminPackage, prices: PackageEdit['prices'], problems: FieldProblems): Promise<{ currency: string; periodMonths: number }[]> {
  const marked = prices.flatMap((price, index) => (price.remove ? [{ index, currency: price.currency, periodMonths: price.periodMonths }] : []));
  if (marked.length === 0) return [];
  const field = (index: number) => `prices.${index}.remove`;
  const has = (price: { currency: string; periodMonths: number }) => pkg.prices.some((own) => own.currency === price.currency && own.periodMonths === price.periodMonths);
  marked.filter((price) => !has(price)).forEach((price) => problems.add(field(price.index), english('error.INVALID_INPUT.noPrice', { name: pkg.name, currency: price.currency, months: price.periodMonths })));
  const removed = marked.filter(has);
  const left = pkg.prices.filter((own) => !removed.some((price) => price.currency === own.currency && price.periodMonths === own.periodMonths));
  if (left.length === 0) removed.forEach((price) => problems.add(field(price.index), english('error.INVALID_INPUT.lastPrice', { name: pkg.name })));
  for (const price of removed) {
    const inCheckout = await db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .innerJoin('package', 'package.id', 'order_items.package_id')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('package.identifier', '=', pkg.identifier)
      .where('order_items.type', '=', 'package')
      .where('order_items.period_months', '=', price.periodMonths)
      .where('orders.currency', '=', price.currency)
      .where('orders.status', '=', 'draft')
      .executeTakeFirstOrThrow();
    const count = Number(inCheckout.count);
    if (count === 1) problems.add(field(price.index), english('error.INVALID_INPUT.priceInCheckout'));
    else if (count > 1) problems.add(field(price.index), english('error.INVALID_INPUT.priceInCheckouts', { count }));
  }
  return removed;
}

export interface AddonEdit {
  identifier: string;
  title: string;
  label: string;
  prices: { currency: string; periodMonths: number; amount: string }[];
}

/** Changes an add-on or plugin: its title, label and the price of each currency and period given. */
export async function updateAddon(change: CatalogueChange, edit: AddonEdit): Promise<AdminAddon> {
  const before = await readAddon(change.db, edit.identifier);
  if (!before) throw new CatalogueEditError('NOT_FOUND', english('error.NOT_FOUND.addon', { identifier: edit.identifier }));
  const problems = new FieldProblems();
  const title = requiredText(edit.title, 'title', 'title', 80, problems);
  const label = requiredText(edit.label, 'label', 'label', 200, problems);
  const known = await knownCurrencies(change.db);
  checkUnique(edit.prices.map((price) => `${price.currency}|${price.periodMonths}`), (index) => `prices.${index}.periodMonths`, problems, english('error.INVALID_INPUT.currencyAndPeriodTwice'));
  const prices = edit.prices.flatMap((price, index) => {
    if (!checkCurrency(price.currency, known, `prices.${index}.currency`, problems) || !checkPeriod(price.periodMonths, `prices.${index}.periodMonths`, problems)) return [];
    const amount = parseAmount(price.amount, price.currency, `prices.${index}.amount`, problems);
    return amount === undefined ? [] : [{ ...price, amountMinor: amount }];
  });
  problems.throwIfAny();
  const saved = await catalogueChange(change.db, (trx) => readAddon(trx, edit.identifier), async (trx, replaced) => {
    const addon = await trx.updateTable('addon').set({ title, label }).where('identifier', '=', edit.identifier).returning('id').executeTakeFirstOrThrow();
    for (const price of prices) {
      await trx
        .insertInto('addon_price')
        .values({ addon_id: addon.id, period_months: price.periodMonths, currency: price.currency, amount_minor: price.amountMinor })
        .onConflict((conflict) => conflict.columns(['addon_id', 'period_months', 'currency']).doUpdateSet({ amount_minor: price.amountMinor }))
        .execute();
    }
    await recordAudit(trx, { accountId: change.operatorId, action: `${replaced.kind}.update`, subjectType: replaced.kind, subjectId: edit.identifier, before: replaced, after: await readAddon(trx, edit.identifier) }, change.now);
  });
  if (!saved) throw new CatalogueEditError('NOT_FOUND', english('error.NOT_FOUND.addon', { identifier: edit.identifier }));
  return required(await readAddon(change.db, edit.identifier));
}

export interface TldEdit {
  name: string;
  /** The restoration fee may be left out (kept as it is). */
  prices: (Omit<AdminTld['prices'][number], 'restoration'> & { restoration?: string | null | undefined })[];
}

/** Sets a TLD's yearly prices in each currency given: registration, renewal, transfer and private registration. */
export async function updateTldPrices(change: CatalogueChange, edit: TldEdit): Promise<AdminTld> {
  const before = await readTld(change.db, edit.name);
  if (!before) throw new CatalogueEditError('NOT_FOUND', english('error.NOT_FOUND.tld', { name: edit.name }));
  const problems = new FieldProblems();
  const known = await knownCurrencies(change.db);
  checkUnique(edit.prices.map((price) => price.currency), (index) => `prices.${index}.currency`, problems, english('error.INVALID_INPUT.currencyTwice'));
  const prices = edit.prices.flatMap((price, index) => {
    if (!checkCurrency(price.currency, known, `prices.${index}.currency`, problems)) return [];
    const amount = (name: 'registration' | 'renewal' | 'transfer' | 'privateRegistration') => parseAmount(price[name], price.currency, `prices.${index}.${name}`, problems);
    const values = { registration_minor: amount('registration'), renewal_minor: amount('renewal'), transfer_minor: amount('transfer'), private_registration_minor: amount('privateRegistration') };
    // The restoration fee is optional in the input: left out, it stays as it is.
    const restoration = price.restoration === undefined || price.restoration === null ? undefined : parseAmount(price.restoration, price.currency, `prices.${index}.restoration`, problems);
    const { registration_minor, renewal_minor, transfer_minor, private_registration_minor } = values;
    if (registration_minor === undefined || renewal_minor === undefined || transfer_minor === undefined || private_registration_minor === undefined) return [];
    if (restoration === undefined && price.restoration !== undefined && price.restoration !== null) return [];
    return [{ currency: price.currency, values: { registration_minor, renewal_minor, transfer_minor, private_registration_minor, ...(restoration === undefined ? {} : { restoration_minor: restoration }) } }];
  });
  problems.throwIfAny();
  const saved = await catalogueChange(change.db, (trx) => readTld(trx, edit.name), async (trx, replaced) => {
    for (const price of prices) {
      await trx
        .insertInto('tld_price')
        .values({ tld: edit.name, currency: price.currency, ...price.values })
        .onConflict((conflict) => conflict.columns(['tld', 'currency']).doUpdateSet(price.values))
        .execute();
    }
    await recordAudit(trx, { accountId: change.operatorId, action: 'tld.update', subjectType: 'tld', subjectId: edit.name, before: replaced, after: await readTld(trx, edit.name) }, change.now);
  });
  if (!saved) throw new CatalogueEditError('NOT_FOUND', english('error.NOT_FOUND.tld', { name: edit.name }));
  return required(await readTld(change.db, edit.name));
}

export interface FaqEdit {
  /** Null: a new item. */
  identifier: string | null;
  question: string;
  answer: string;
  position: number;
  isShown: boolean;
}

/** Changes an FAQ item, or adds one when no identifier is given. */
export async function saveFaqItem(change: CatalogueChange, edit: FaqEdit): Promise<AdminFaqItem> {
  const existing = edit.identifier === null ? undefined : await change.db.selectFrom('faq_item').selectAll().where('identifier', '=', edit.identifier).executeTakeFirst();
  if (edit.identifier !== null && !existing) throw new CatalogueEditError('NOT_FOUND', english('error.NOT_FOUND.faq', { identifier: edit.identifier ?? '' }));
  const problems = new FieldProblems();
  const question = requiredText(edit.question, 'question', 'question', 300, problems);
  const answer = requiredText(edit.answer, 'answer', 'answer', 4000, problems);
  if (!Number.isInteger(edit.position) || edit.position < 0 || edit.position > 10_000) problems.add('position', english('error.INVALID_INPUT.position'));
  problems.throwIfAny();
  const identifier = existing?.identifier ?? `faq-${randomUUID().slice(0, 8)}`;
  const values = { question, answer, position: edit.position, is_shown: edit.isShown };
  // An item to change is read again under the catalogue's lock (gone meanwhile: undefined); a new one replaces nothing.
  const readExisting = async (trx: Transaction<Database>) => {
    if (!existing) return { row: undefined };
    const row = await trx.selectFrom('faq_item').selectAll().where('id', '=', existing.id).executeTakeFirst();
    return row && { row };
  };
  const saved = await catalogueChange(change.db, readExisting, async (trx, { row }) => {
    if (row) await trx.updateTable('faq_item').set(values).where('id', '=', row.id).execute();
    else await trx.insertInto('faq_item').values({ id: randomUUID(), identifier, ...values }).execute();
    await recordAudit(
      trx,
      { accountId: change.operatorId, action: row ? 'faq.update' : 'faq.create', subjectType: 'faq', subjectId: identifier, before: row ? faqItem(row) : null, after: { ...edit, identifier, question, answer } },
      change.now,
    );
  });
  if (!saved) throw new CatalogueEditError('NOT_FOUND', english('error.NOT_FOUND.faq', { identifier: edit.identifier ?? '' }));
  return faqItem(await change.db.selectFrom('faq_item').selectAll().where('identifier', '=', identifier).executeTakeFirstOrThrow());
}

/**
 * Puts a package in the price list's Limited promo box (SPEC.md: shown with exactly five packages on the list), or
 * none. The package leaves the cards for the box, and loses the 'Free domain included' label there.
 */
export async function setLimitedPackage(change: CatalogueChange, identifier: string | null): Promise<string | null> {
  if (identifier !== null && !(await change.db.selectFrom('package').select('id').where('identifier', '=', identifier).executeTakeFirst())) {
    const message = english('error.INVALID_INPUT.noPackage', { identifier });
    throw new CatalogueEditError('INVALID_INPUT', message, { limitedPackage: message });
  }
  const value = JSON.stringify(identifier);
  const readBox = async (trx: Transaction<Database>) => ({ limitedPackage: limitedPackageOf(await trx.selectFrom('settings').select('value').where('key', '=', LIMITED_PACKAGE_SETTING).executeTakeFirst()) });
  await catalogueChange(change.db, readBox, async (trx, replaced) => {
    await trx
      .insertInto('settings')
      .values({ key: LIMITED_PACKAGE_SETTING, value })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: change.now }))
      .execute();
    await recordAudit(trx, { accountId: change.operatorId, action: 'catalogue.limitedPackage', subjectType: 'catalogue', subjectId: 'limitedPackage', before: replaced, after: { limitedPackage: identifier } }, change.now);
  });
  return identifier;
}
