/**
 * The back office's catalogue and vouchers: edits are validated whole and audited, reach the price list and new
 * checkouts on every instance (the catalogue version, checked with the production cache time), never change an
 * order already finished, and vouchers created with limits work in a checkout until their limits, or until disabled.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PricelistResponse } from '../../contracts/pricelist';
import { setLimitedPackage, updatePackage as updatePackageNow } from '../../server/admin/catalogue';
import { CatalogueEditError } from '../../server/admin/catalogue-input';
import { buildApp } from '../../server/app';
import { demoOperator } from '../../server/db/catalogue';
import { client, graphql, send, signInDemo, testClock } from './accounts';
import type { Client } from './accounts';
import { startTestApp, TEST_SECRET } from './app';
import type { TestApp } from './app';
import { COMPLETE_CONTACT, codeOf, mutate, newOrder, ok, readOrder } from './checkout-support';

const clock = testClock('2026-11-24T09:00:00.000Z');
/** The production cache time: only the version check can make a change show sooner. */
const PRODUCTION_CACHE_MS = 5_000;
/** Each test signs in, writes and reads through the whole server: a hang guard for a busy 2-core machine. */
const SLOW = 120_000;
let harness: TestApp;
/** A second instance on the same database, as when several run behind a load balancer. */
let other: FastifyInstance;
let operator: Client;
let customer: Client;

beforeAll(async () => {
  harness = await startTestApp({ now: clock.now, catalogueCacheMs: PRODUCTION_CACHE_MS });
  other = await buildApp({ db: harness.database.db, sessionSecret: TEST_SECRET, defaultCurrency: 'EUR', now: clock.now, catalogueCacheMs: PRODUCTION_CACHE_MS });
  await other.ready();
  operator = await signInOperator();
  customer = await signInDemo(harness.app, client('192.0.2.31'));
  // Two servers on one new database and two scrypt sign-ins: more than the default on a busy 2-core machine.
}, 180_000);
afterAll(async () => {
  await other.close();
  await harness.close();
});

const PACKAGE_FIELDS = 'identifier name label highlighted version prices { currency periodMonths monthlyAmount originalMonthlyAmount discountPercent } features { identifier value included }';
const VOUCHER_FIELDS = 'code kind percent amount currency appliesTo text validFrom validUntil usageLimit usedCount disabledAt';

interface PackageView {
  identifier: string;
  name: string;
  label: string;
  highlighted: boolean;
  version: number;
  prices: { currency: string; periodMonths: number; monthlyAmount: string; originalMonthlyAmount: string | null; discountPercent: number }[];
}

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; errors?: Record<string, string> } }[];
}

/** The demo operator, signed in afresh (an operator's session ends after 15 idle minutes of the test clock). */
async function signInOperator(): Promise<Client> {
  const who = client('192.0.2.30');
  const signIn = await send(harness.app, who, 'POST', '/api/auth/sign-in', { email: demoOperator.email, password: demoOperator.password });
  if (signIn.statusCode !== 200) throw new Error(signIn.body);
  return who;
}

const call = (query: string, variables?: Record<string, unknown>) => graphql(harness.app, operator, query, variables) as Promise<Answer>;

async function standard(): Promise<PackageView> {
  const answer = await call(`{ adminCatalogue { packages { ${PACKAGE_FIELDS} } } }`);
  const packages = (answer.data?.adminCatalogue as { packages: PackageView[] }).packages;
  const found = packages.find((pkg) => pkg.identifier === 'standard');
  if (!found) throw new Error('no standard package');
  return found;
}

function updatePackage(pkg: PackageView, prices: Partial<PackageView['prices'][number] & { remove: boolean }>[]) {
  return call(`mutation ($input: AdminPackageInput!) { adminUpdatePackage(input: $input) { ${PACKAGE_FIELDS} } }`, {
    input: { identifier: pkg.identifier, name: pkg.name, label: pkg.label, highlighted: pkg.highlighted, prices },
  });
}

async function standardPrice(app: FastifyInstance): Promise<string | undefined> {
  const response = await app.inject({ method: 'GET', url: '/api/pricelist?currency=EUR' });
  return (response.json() as PricelistResponse).items.find((item) => item.identifier === 'standard')?.button.price;
}

/** The subject's audit entries in the log's order: by time, and entries of one moment by their place (seq). */
async function auditOf(subjectType: string, subjectId: string) {
  return harness.database.db.selectFrom('audit_log').selectAll().where('subject_type', '=', subjectType).where('subject_id', '=', subjectId).orderBy('created_at').orderBy('seq').execute();
}

async function finish(identifier: string, paymentServiceName = 'bank-transfer') {
  const draft = ok(await readOrder(harness.app, customer, identifier));
  return mutate(harness.app, customer, 'finishOrder', { orderIdentifier: identifier, contact: COMPLETE_CONTACT, paymentServiceName, integrityToken: draft.integrityToken });
}

async function applyVoucher(identifier: string, code: string) {
  const draft = ok(await readOrder(harness.app, customer, identifier));
  return mutate(harness.app, customer, 'updateOrderVoucher', { orderIdentifier: identifier, code, integrityToken: draft.integrityToken });
}

describe('editing a package', () => {
  it('refuses wrong prices with a message for each field and writes nothing', async () => {
    const before = await standard();
    const auditRows = (await auditOf('package', 'standard')).length;
    const answer = await updatePackage(before, [
      { currency: 'EUR', periodMonths: 12, monthlyAmount: '-1', originalMonthlyAmount: null, discountPercent: 0 },
      { currency: 'EUR', periodMonths: 24, monthlyAmount: '6.999', originalMonthlyAmount: null, discountPercent: 0 },
      { currency: 'GBP', periodMonths: 12, monthlyAmount: '5', originalMonthlyAmount: null, discountPercent: 0 },
      { currency: 'USD', periodMonths: 12, monthlyAmount: '9.00', originalMonthlyAmount: '8.00', discountPercent: 10 },
      { currency: 'CZK', periodMonths: 12, monthlyAmount: '0', originalMonthlyAmount: null, discountPercent: 0 },
    ]);
    expect(answer.errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
    expect(answer.errors?.[0]?.extensions?.errors).toEqual({
      'prices.0.monthlyAmount': 'Enter an amount in EUR with at most 2 decimals, e.g. 7.49.',
      'prices.1.monthlyAmount': 'Enter an amount in EUR with at most 2 decimals, e.g. 7.49.',
      'prices.2.currency': 'The portal does not bill in GBP; use one of CZK, EUR, USD.',
      'prices.3.originalMonthlyAmount': 'The original price must be higher than the price.',
      'prices.4.monthlyAmount': 'The amount must be more than zero.',
    });
    expect(await standard()).toEqual(before);
    expect(await auditOf('package', 'standard')).toHaveLength(auditRows);
  }, SLOW);

  it('refuses an unknown package and an empty name', async () => {
    const pkg = await standard();
    expect((await updatePackage({ ...pkg, identifier: 'nope' }, [])).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const answer = await updatePackage({ ...pkg, name: '  ' }, []);
    expect(answer.errors?.[0]?.extensions?.errors).toEqual({ name: 'The name is required.' });
  }, SLOW);
});

describe('removing a price', () => {
  async function pkg(identifier: string): Promise<PackageView> {
    const answer = await call(`{ adminCatalogue { packages { ${PACKAGE_FIELDS} } } }`);
    const found = (answer.data?.adminCatalogue as { packages: PackageView[] }).packages.find((candidate) => candidate.identifier === identifier);
    if (!found) throw new Error(`no ${identifier} package`);
    return found;
  }
  const price = (view: PackageView, currency: string, periodMonths: number) => view.prices.find((own) => own.currency === currency && own.periodMonths === periodMonths);
  const removal = (view: PackageView, currency: string, periodMonths: number) => ({ ...price(view, currency, periodMonths), currency, periodMonths, remove: true });

  it('takes a price away, audited, with a raised version; refuses one an order in checkout uses, one the package lacks, and the last one', async () => {
    const profi = await pkg('profi');
    // An order in checkout on Profi's 24-month EUR price keeps that price from going away.
    const draft = await newOrder(harness.database, clock.now(), (order) => ({ ...order, items: order.items.map((item) => (item.type === 'package' ? { ...item, package: 'profi', periodMonths: 24 } : item)) }));
    const inUse = await updatePackage(profi, [removal(profi, 'EUR', 24)]);
    expect(inUse.errors?.[0]?.extensions?.errors).toEqual({ 'prices.0.remove': '1 order in checkout uses this price; it can be removed once that order is finished or deleted.' });
    const missing = await updatePackage(profi, [{ currency: 'EUR', periodMonths: 36, monthlyAmount: '1', originalMonthlyAmount: null, discountPercent: 0, remove: true }]);
    expect(missing.errors?.[0]?.extensions?.errors).toEqual({ 'prices.0.remove': 'Profi has no price in EUR for 36 months.' });
    const all = await updatePackage(profi, profi.prices.map((own) => ({ ...own, remove: true })));
    expect(Object.values(all.errors?.[0]?.extensions?.errors ?? {})).toContain('Profi must keep at least one price.');
    expect(await pkg('profi')).toEqual(profi);

    const answer = await updatePackage(profi, [removal(profi, 'USD', 24)]);
    expect(answer.errors).toBeUndefined();
    const after = answer.data?.adminUpdatePackage as PackageView;
    expect(price(after, 'USD', 24)).toBeUndefined();
    expect(after.prices).toHaveLength(profi.prices.length - 1);
    expect(after.version).toBe(profi.version + 1);
    const [entry] = (await auditOf('package', 'profi')).slice(-1);
    expect(price(entry?.before as PackageView, 'USD', 24)).toBeDefined();
    expect(price(entry?.after as PackageView, 'USD', 24)).toBeUndefined();
    // The order in checkout still reads, priced as before.
    expect(ok(await readOrder(harness.app, customer, draft)).status).toBe('DRAFT');
  }, SLOW);

  it('lets only one of two operators take away a package\'s last two prices at once: the other is told it must keep one', async () => {
    const business = await pkg('business');
    const kept = (own: { currency: string; periodMonths: number }) => own.currency === 'EUR' && own.periodMonths !== 1;
    expect((await updatePackage(business, business.prices.filter((own) => !kept(own)).map((own) => ({ ...own, remove: true })))).errors).toBeUndefined();
    const two = await pkg('business');
    expect(two.prices.map((own) => `${own.currency} ${own.periodMonths}`)).toEqual(['EUR 12', 'EUR 24']);

    // Called directly, both edits start before either writes, as two operators' saves do on two instances.
    const { id: operatorId } = await harness.database.db.selectFrom('accounts').select('id').where('email', '=', demoOperator.email).executeTakeFirstOrThrow();
    const change = { db: harness.database.db, operatorId, now: clock.now() };
    const edit = (periodMonths: number) => ({ identifier: 'business', name: two.name, label: two.label, highlighted: two.highlighted, prices: [{ ...removal(two, 'EUR', periodMonths), monthlyAmount: '1', originalMonthlyAmount: null, discountPercent: 0 }] });
    const outcomes = await Promise.allSettled([updatePackageNow(change, edit(12)), updatePackageNow(change, edit(24))]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(CatalogueEditError);
    expect((refused?.reason as CatalogueEditError).errors).toEqual({ 'prices.0.remove': 'Business must keep at least one price.' });
    expect((await pkg('business')).prices).toHaveLength(1);
  }, SLOW);
});

describe('a price change', () => {
  it('is audited, shows at once here and on another instance within seconds, prices new checkouts, and leaves a finished order as it was charged', async () => {
    // An order finished before the change, read as the customer saw it.
    const awaiting = await newOrder(harness.database, clock.now());
    const sent = ok(await finish(awaiting));
    expect(sent.status).toBe('AWAITING_PAYMENT');
    // Both instances have the old price cached.
    expect(await standardPrice(harness.app)).toBe('€7.99');
    expect(await standardPrice(other)).toBe('€7.99');

    const before = await standard();
    const answer = await updatePackage(before, [{ currency: 'EUR', periodMonths: 12, monthlyAmount: '6,49', originalMonthlyAmount: '7.99', discountPercent: 18 }]);
    expect(answer.errors).toBeUndefined();
    const after = (answer.data?.adminUpdatePackage as PackageView);
    expect(after.prices.find((price) => price.currency === 'EUR' && price.periodMonths === 12)).toEqual({ currency: 'EUR', periodMonths: 12, monthlyAmount: '6.49', originalMonthlyAmount: '7.99', discountPercent: 18 });
    expect(after.version).toBe(before.version + 1);

    const [entry] = (await auditOf('package', 'standard')).slice(-1);
    expect(entry).toMatchObject({ action: 'package.update', subject_type: 'package', subject_id: 'standard' });
    const pricesOf = (value: unknown) => (value as PackageView).prices.find((price) => price.currency === 'EUR' && price.periodMonths === 12)?.monthlyAmount;
    expect(pricesOf(entry?.before)).toBe('7.99');
    expect(pricesOf(entry?.after)).toBe('6.49');

    // This instance was told; the other finds the raised version at its next check, well before its cache time.
    expect(await standardPrice(harness.app)).toBe('€6.49');
    await expect.poll(() => standardPrice(other), { timeout: 3_000, interval: 100 }).toBe('€6.49');

    // A new checkout is priced with the new price.
    const draft = ok(await readOrder(harness.app, customer, await newOrder(harness.database, clock.now())));
    const packageItem = draft.items.find((item) => item.type === 'package');
    expect(packageItem?.currentVariant.basePrice.amountMinor).toBe(649 * 12);

    // The finished order keeps its total, lines and VAT.
    const later = ok(await readOrder(harness.app, customer, awaiting));
    expect(later.price.amountMinor).toBe(sent.price.amountMinor);
    expect(later.priceWithoutVat).toEqual(sent.priceWithoutVat);
    expect(later.vatAmount).toEqual(sent.vatAmount);
    const lines = (order: typeof sent) => order.items.filter((item) => item.checked).map((item) => ({ title: item.title, price: item.currentVariant.price.amountMinor }));
    expect(lines(later)).toEqual(lines(sent));
    expect(later.items.find((item) => item.type === 'package')?.currentVariant.price.amountMinor).not.toBe(649 * 12);
  }, SLOW);
});

describe('add-ons, TLDs and FAQ', () => {
  it('changes an add-on price, a TLD price and adds an FAQ item shown on the price list, each audited', async () => {
    const addon = await call(
      `mutation ($input: AdminAddonInput!) { adminUpdateAddon(input: $input) { identifier title prices { currency periodMonths amount } } }`,
      { input: { identifier: 'extra-storage', title: 'Extra storage', label: '+10 GB', prices: [{ currency: 'EUR', periodMonths: 12, amount: '30.00' }] } },
    );
    expect(addon.errors).toBeUndefined();
    expect((addon.data?.adminUpdateAddon as { prices: { currency: string; periodMonths: number; amount: string }[] }).prices).toContainEqual({ currency: 'EUR', periodMonths: 12, amount: '30.00' });
    expect(await auditOf('addon', 'extra-storage')).toHaveLength(1);

    const tld = await call(`mutation ($input: AdminTldInput!) { adminUpdateTldPrices(input: $input) { name prices { currency registration renewal } } }`, {
      input: { name: 'com', prices: [{ currency: 'EUR', registration: '9.90', renewal: '14.90', transfer: '9.90', privateRegistration: '5' }] },
    });
    expect(tld.errors).toBeUndefined();
    expect((tld.data?.adminUpdateTldPrices as { prices: unknown[] }).prices).toContainEqual({ currency: 'EUR', registration: '9.90', renewal: '14.90' });
    expect(await auditOf('tld', 'com')).toHaveLength(1);
    // The restoration fee of a domain in redemption is a price the console sets too.
    const restoration = await call(`mutation ($input: AdminTldInput!) { adminUpdateTldPrices(input: $input) { prices { currency restoration } } }`, {
      input: { name: 'com', prices: [{ currency: 'EUR', registration: '9.90', renewal: '14.90', transfer: '9.90', privateRegistration: '5', restoration: '59.00' }] },
    });
    expect((restoration.data?.adminUpdateTldPrices as { prices: unknown[] }).prices).toContainEqual({ currency: 'EUR', restoration: '59.00' });
    const badTld = await call(`mutation ($input: AdminTldInput!) { adminUpdateTldPrices(input: $input) { name } }`, {
      input: { name: 'com', prices: [{ currency: 'EUR', registration: 'abc', renewal: '1', transfer: '1', privateRegistration: '1' }] },
    });
    expect(badTld.errors?.[0]?.extensions?.errors).toEqual({ 'prices.0.registration': 'Enter an amount in EUR with at most 2 decimals, e.g. 7.49.' });

    const faq = await call(`mutation ($input: AdminFaqItemInput!) { adminSaveFaqItem(input: $input) { identifier question isShown } }`, {
      input: { identifier: null, question: 'Can I pay by bank transfer?', answer: 'Yes, within 14 days.', position: 0, isShown: true },
    });
    expect(faq.errors).toBeUndefined();
    const { identifier } = faq.data?.adminSaveFaqItem as { identifier: string };
    expect(await auditOf('faq', identifier)).toHaveLength(1);
    const pricelist = (await harness.app.inject({ method: 'GET', url: '/api/pricelist' })).json() as PricelistResponse;
    expect(pricelist.metadata.faq.items).toContainEqual(expect.objectContaining({ question: 'Can I pay by bank transfer?', isShown: true }));
  }, SLOW);
});

describe('the Limited promo box', () => {
  const setLimited = (identifier: string | null) => call(`mutation ($identifier: String) { adminSetLimitedPackage(identifier: $identifier) }`, { identifier });
  const limitedOnPricelist = async () => ((await harness.app.inject({ method: 'GET', url: '/api/pricelist' })).json() as PricelistResponse).metadata.limitedPackage;

  it('holds limited until an operator gives it to another package or to none, audited; an unknown package is refused', async () => {
    expect(await limitedOnPricelist()).toBe('limited');
    expect((await setLimited('nope')).errors?.[0]?.extensions?.errors).toEqual({ limitedPackage: 'There is no package nope.' });
    expect(await limitedOnPricelist()).toBe('limited');

    expect((await setLimited('mini')).data?.adminSetLimitedPackage).toBe('mini');
    expect(await limitedOnPricelist()).toBe('mini');
    expect(((await call('{ adminCatalogue { limitedPackage } }')).data?.adminCatalogue as { limitedPackage: string | null }).limitedPackage).toBe('mini');
    expect((await setLimited(null)).errors).toBeUndefined();
    expect(await limitedOnPricelist()).toBeNull();
    const entries = await auditOf('catalogue', 'limitedPackage');
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [{ limitedPackage: 'limited' }, { limitedPackage: 'mini' }],
      [{ limitedPackage: 'mini' }, { limitedPackage: null }],
    ]);
    await setLimited('limited');
  }, SLOW);

  it('records what each of two changes made at once replaced, so the audit log reads as one change after the other', async () => {
    const earlier = (await auditOf('catalogue', 'limitedPackage')).length;
    const { id: operatorId } = await harness.database.db.selectFrom('accounts').select('id').where('email', '=', demoOperator.email).executeTakeFirstOrThrow();
    // Called directly, both changes start before either writes: each reads what it replaces while the other waits.
    // Both carry the same time (the one of the test before, too): the log's own order says which came first.
    const change = { db: harness.database.db, operatorId, now: clock.now() };
    await Promise.all([setLimitedPackage(change, 'mini'), setLimitedPackage(change, 'profi')]);
    const entries = (await auditOf('catalogue', 'limitedPackage')).slice(earlier);
    expect(entries).toHaveLength(2);
    const [first, second] = entries;
    expect(first?.before).toEqual({ limitedPackage: 'limited' });
    expect(second?.before).toEqual(first?.after);
    expect(await limitedOnPricelist()).toBe((second?.after as { limitedPackage: string | null }).limitedPackage);
    await setLimited('limited');
  }, SLOW);
});

describe('vouchers', () => {
  const create = (input: Record<string, unknown>) =>
    call(`mutation ($input: AdminVoucherInput!) { adminCreateVoucher(input: $input) { ${VOUCHER_FIELDS} } }`, {
      input: { kind: 'PERCENT', percent: 10, appliesTo: ['package'], text: '10 % off the package', ...input },
    });
  const at = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000).toISOString();

  it('refuses a malformed or taken code, no item types, unordered dates, a zero usage limit, with nothing written', async () => {
    const answer = await create({ code: 'no spaces!', appliesTo: [], validFrom: at(60), validUntil: at(30), usageLimit: 0 });
    expect(answer.errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
    expect(Object.keys(answer.errors?.[0]?.extensions?.errors ?? {}).sort()).toEqual(['appliesTo', 'code', 'usageLimit', 'validUntil']);
    expect((await create({ code: 'WELCOME10' })).errors?.[0]?.extensions?.code).toBe('VOUCHER_CODE_TAKEN');
    const fixed = await create({ code: 'FIXED-GBP', kind: 'FIXED', percent: null, amount: '5', currency: 'GBP' });
    expect(Object.keys(fixed.errors?.[0]?.extensions?.errors ?? {})).toEqual(['currency']);
    expect(await harness.database.db.selectFrom('voucher').select('code').where('code', 'in', ['NO SPACES!', 'FIXED-GBP']).execute()).toEqual([]);
  }, SLOW);

  it('works in a checkout from its start, until its usage limit and its end; audited', async () => {
    const created = await create({ code: 'autumn-5', validFrom: at(10), validUntil: at(40), usageLimit: 1 });
    expect(created.errors).toBeUndefined();
    expect(created.data?.adminCreateVoucher).toMatchObject({ code: 'AUTUMN-5', kind: 'PERCENT', percent: 10, appliesTo: ['package'], usageLimit: 1, usedCount: 0, disabledAt: null });
    expect(await auditOf('voucher', 'AUTUMN-5')).toMatchObject([{ action: 'voucher.create' }]);

    const first = await newOrder(harness.database, clock.now());
    expect(codeOf(await applyVoucher(first, 'AUTUMN-5'))).toBe('VOUCHER_NOT_YET_VALID');
    clock.advanceMinutes(11);
    const applied = ok(await applyVoucher(first, 'autumn-5'));
    expect(applied.voucher?.code).toBe('AUTUMN-5');
    const packageItem = applied.items.find((item) => item.type === 'package');
    expect(packageItem?.currentVariant.price.amountMinor).toBeLessThan(packageItem?.currentVariant.basePrice.amountMinor ?? 0);
    ok(await finish(first, 'gateway'));

    const second = await newOrder(harness.database, clock.now());
    expect(codeOf(await applyVoucher(second, 'AUTUMN-5'))).toBe('VOUCHER_USED_UP');

    const open = await create({ code: 'AUTUMN-OPEN', validUntil: at(20) });
    expect(open.errors).toBeUndefined();
    clock.advanceMinutes(21);
    expect(codeOf(await applyVoucher(second, 'AUTUMN-OPEN'))).toBe('VOUCHER_EXPIRED');
  }, SLOW);

  it('once disabled, is refused in a checkout and cannot finish an order that carries it', async () => {
    operator = await signInOperator();
    expect((await create({ code: 'WINTER-15', percent: 15 })).errors).toBeUndefined();
    const carrying = await newOrder(harness.database, clock.now());
    ok(await applyVoucher(carrying, 'WINTER-15'));

    const disabled = await call(`mutation { adminDisableVoucher(code: "winter-15") { ${VOUCHER_FIELDS} } }`);
    expect((disabled.data?.adminDisableVoucher as { disabledAt: string | null }).disabledAt).toBe(clock.now().toISOString());
    expect(await auditOf('voucher', 'WINTER-15')).toMatchObject([{ action: 'voucher.create' }, { action: 'voucher.disable' }]);

    const fresh = await newOrder(harness.database, clock.now());
    expect(codeOf(await applyVoucher(fresh, 'WINTER-15'))).toBe('VOUCHER_DISABLED');
    expect(codeOf(await finish(carrying))).toBe('VOUCHER_DISABLED');
    const listed = (await call(`{ adminVouchers { code disabledAt } }`)).data?.adminVouchers as { code: string; disabledAt: string | null }[];
    expect(listed.find((voucher) => voucher.code === 'WINTER-15')?.disabledAt).not.toBeNull();
    expect((await call(`mutation { adminDisableVoucher(code: "NOPE") { code } }`)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  }, SLOW);
});
