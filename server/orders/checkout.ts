/**
 * The checkout's order calls: read an order, change it, finish it. Each change checks the integrity token, then
 * writes in one transaction that starts with one conditional update of the order's version, so two clients holding
 * the same version can never both change it (docs/checkout.md).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely, QueryCreator, Transaction, Updateable } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { Database, OrdersTable } from '../db/schema';
import { BILLING_FORM, missingRegistrantData, normaliseContact, validateContact } from '../domain/checkout/contact';
import type { ContactErrors, ContactForm } from '../domain/checkout/contact';
import { priceOrder } from '../domain/checkout/price-order';
import type { TitleParts } from '../domain/checkout/item-title';
import type { PricedItem, PricedOrder, PricingCatalogue, StoredItem, VatIdCheck } from '../domain/checkout/types';
import { reverseChargeClaim } from '../domain/checkout/vat';
import { discountableItems, voucherProblem } from '../domain/checkout/vouchers';
import { RESERVATION_DAYS, asciiDomain, unicodeDomain } from '../domain/domains/registry';
import { signIntegrityToken, verifiedTokenVersion } from '../domain/integrity-token';
import { isOrderIdentifier } from '../domain/order-identifier';
import type { TransferSettings } from '../bank-transfer/instructions';
import { enqueueOrderReceived } from '../mail/order-mail';
import type { CatalogueSource } from '../domain/catalogue-source';
import { finishedPricing, invoicePricing } from '../domain/checkout/charged-pricing';
import type { CheckVatId } from '../tax/vat-id-check';
import { CheckoutError } from './checkout-errors';
import { expectedPackageAction } from './create-package-order';
import { claimDomain } from './domain-orders';
import { pricingCatalogue } from './pricing-catalogue';
import { transferWait } from '../domain/transfer-expiry';
import type { OrderActor } from '../lifecycle/history';
import { changeOrderStatus } from '../lifecycle/order-status';
import { findOwnedOrder, findVoucher } from './repository';
import type { OrderRecord } from './repository';
import { english } from '../i18n';

export interface CheckoutContext {
  db: Kysely<Database>;
  /** Signs integrity tokens. */
  secret: string;
  catalogues: CatalogueSource<Map<string, PricingCatalogue>>;
  /** The payment methods finishOrder accepts. */
  paymentMethodNames: readonly string[];
  now: Date;
  accountId: string;
  /** The session the tokens are bound to. */
  sessionKey: string;
  /** The bank account of the transfer instructions e-mailed when an order is finished for bank transfer. */
  payments: TransferSettings;
  /** Asks VIES about a VAT ID that claims reverse charge (server/tax/vat-id-check.ts). */
  checkVatId: CheckVatId;
  /** An order read together with the session (findSessionOrder); readOrder takes it instead of reading it again. */
  readAhead?: OrderRecord | undefined;
  /** Who the order's history says finished it: the signed-in customer, unless the system does (an automatic renewal). */
  actor?: OrderActor | undefined;
}

/** An order with its prices and the token its next change must carry. */
export interface OrderView {
  record: OrderRecord;
  priced: PricedOrder;
  /** A finished order's item names as charged, by item hash; undefined for drafts. */
  finishedTitles?: Map<string, TitleParts> | undefined;
  catalogue: PricingCatalogue;
  integrityToken: string;
  /** When it was priced. */
  now: Date;
}

export interface ContactValue {
  name: string;
  value: string;
}

const MAX_IDENTIFIER = 64;
const MAX_CODE = 64;
const MAX_UNITS = 120;

export function checkLength(value: string, max: number): void {
  if (value.length === 0 || value.length > max) throw new CheckoutError('INVALID_INPUT', undefined, english('error.INVALID_INPUT.tooLong', { max }));
}

export async function readOrder(context: CheckoutContext, orderIdentifier: string): Promise<OrderView> {
  checkLength(orderIdentifier, MAX_IDENTIFIER);
  if (!isOrderIdentifier(orderIdentifier)) throw new CheckoutError('ORDER_NOT_FOUND');
  const { readAhead } = context;
  // Taken once: a later read of the same order in this call must see what was written meanwhile.
  context.readAhead = undefined;
  const record = readAhead?.identifier === orderIdentifier ? readAhead : await findOwnedOrder(context.db, context.accountId, orderIdentifier);
  if (!record) throw new CheckoutError('ORDER_NOT_FOUND');
  return view(context, record);
}

/** The stored order priced for a billing contact (its own, or the one about to replace it). */
export function priceRecord(catalogue: PricingCatalogue, record: OrderRecord, billing: Readonly<Record<string, string>>, now: Date): PricedOrder {
  return priceOrder(catalogue, { currency: record.currency, items: record.items, voucher: record.voucher, billing, vatIdCheck: record.vatIdCheck, upgradeCredit: record.upgradeCredit, now });
}

/**
 * The VIES check of the VAT ID for which `billing` claims reverse charge (null when it claims none), asked at every
 * change of the billing and at finishing: a valid or invalid answer comes from the day's cache, an unavailable one
 * is asked again.
 */
async function checkBillingVatId(context: CheckoutContext, catalogue: PricingCatalogue, billing: Readonly<Record<string, string>>): Promise<VatIdCheck | null> {
  const vatId = reverseChargeClaim(catalogue, billing);
  return vatId === undefined ? null : context.checkVatId(vatId, context.now);
}

async function view(context: CheckoutContext, record: OrderRecord): Promise<OrderView> {
  const catalogue = await pricingCatalogue(context.catalogues, record.currency);
  const live = priceRecord(catalogue, record, record.billing, context.now);
  // A finished order is shown as charged, whatever the catalogue says today (server/domain/checkout/charged-pricing.ts).
  const finished = record.finishedPricing ? finishedPricing(live, record.finishedPricing) : undefined;
  return { record, priced: finished?.priced ?? live, finishedTitles: finished?.titles, catalogue, now: context.now, integrityToken: signIntegrityToken(context.secret, { orderId: record.id, version: record.version, sessionKey: context.sessionKey }) };
}

/**
 * What a change writes: columns of the order (set by the conditional update itself) and the rest, and the order as
 * it is afterwards, which the answer shows without reading it back.
 */
interface Change {
  order?: Updateable<OrdersTable>;
  /**
   * Instead of `order` and `write`: one statement that bumps the version and updates some of the order's items (a
   * data-modifying WITH, see withBump), answering the items it updated, none when the bump did not happen. The
   * busiest changes, the billing period and the private registration switch, cost one round trip instead of a
   * four-statement transaction.
   */
  items?: (db: Kysely<Database>, bump: Bump) => Promise<unknown[]>;
  write?: (trx: Transaction<Database>) => Promise<void>;
  next: Omit<OrderRecord, 'version'>;
}

/** The conditional version bump of a change: the order, the version the change was made from, and when. */
interface Bump {
  orderId: string;
  version: number;
  now: Date;
}

/**
 * An update of order items that happens only with the version bump: the items follow the bump when it happened, and
 * no row back means another change came first. The items exist whenever the version matched: only a change, which
 * bumps the version, adds or removes them.
 */
const withBump = (db: Kysely<Database>, bump: Bump) =>
  db.with('bumped', (creator) =>
    creator
      .updateTable('orders')
      .set({ version: sql<number>`version + 1`, updated_at: bump.now })
      .where('id', '=', bump.orderId)
      .where('version', '=', bump.version)
      .where('status', '=', 'draft')
      .returning('id'),
  );

export async function change(context: CheckoutContext, orderIdentifier: string, integrityToken: string, plan: (current: OrderView) => Promise<Change> | Change): Promise<OrderView> {
  const current = await readOrder(context, orderIdentifier);
  const { record } = current;
  if (record.status !== 'draft') throw new CheckoutError(notDraft(record, context.now));
  const claimed = integrityToken.length > 200 ? undefined : verifiedTokenVersion(context.secret, record.id, context.sessionKey, integrityToken);
  if (claimed === undefined || claimed !== record.version) throw new CheckoutError('INVALID_INTEGRITY_TOKEN');
  const planned = await plan(current);
  const bumpOrder = (executor: QueryCreator<Database>) =>
    executor
      .updateTable('orders')
      .set({ ...planned.order, version: sql<number>`version + 1`, updated_at: context.now })
      .where('id', '=', record.id)
      .where('version', '=', claimed)
      .where('status', '=', 'draft');
  const refuse = async (executor: Kysely<Database>): Promise<never> => {
    const row = await executor.selectFrom('orders').select(['status', 'payment_service_name', 'finished_at']).where('id', '=', record.id).executeTakeFirst();
    if (!row || row.status === 'draft') throw new CheckoutError('INVALID_INTEGRITY_TOKEN');
    throw new CheckoutError(notDraft({ status: row.status, paymentServiceName: row.payment_service_name, finishedAt: row.finished_at }, context.now));
  };
  const bump = async (executor: Kysely<Database>) => {
    if (!(await bumpOrder(executor).returning('version').executeTakeFirst())) await refuse(executor);
  };
  const { write, items } = planned;
  if (items) {
    const updated = await items(context.db, { orderId: record.id, version: claimed, now: context.now });
    if (updated.length === 0) await refuse(context.db);
  } else if (write) {
    // Other item changes join the bump in one transaction.
    await context.db.transaction().execute(async (trx) => {
      await bump(trx);
      await write(trx);
    });
  } else {
    // A change of the order row alone is one statement.
    await bump(context.db);
  }
  return view(context, { ...planned.next, version: claimed + 1 });
}

/**
 * Why an order that is no draft any more cannot be changed nor finished again: paid, a bank transfer past its days
 * (it can no longer be paid either), or sent for payment (or cancelled).
 */
function notDraft(order: Pick<OrderRecord, 'status' | 'paymentServiceName' | 'finishedAt'>, now: Date): 'ORDER_ALREADY_PAID' | 'ORDER_EXPIRED' | 'ORDER_ALREADY_FINISHED' {
  if (order.status === 'paid') return 'ORDER_ALREADY_PAID';
  return transferWait(order, now).expired ? 'ORDER_EXPIRED' : 'ORDER_ALREADY_FINISHED';
}

function orderedItem(current: OrderView, hash: string): PricedItem {
  checkLength(hash, MAX_IDENTIFIER);
  const item = current.priced.items.find((candidate) => candidate.hash === hash && !('offer' in candidate.source));
  if (!item) throw new CheckoutError('ITEM_NOT_FOUND');
  return item;
}

function requireVariant(item: PricedItem, months: number): void {
  if (!item.variants.some((variant) => variant.months === months)) throw new CheckoutError('INVALID_PERIOD');
}

export function contactOrError(values: readonly ContactValue[], catalogue: PricingCatalogue, requireComplete: boolean, form: ContactForm = BILLING_FORM): Record<string, string> {
  const { contact, errors } = normaliseContact(values, form);
  const all: ContactErrors = { ...validateContact(catalogue, contact, requireComplete, form), ...errors };
  if (Object.keys(all).length > 0) throw new CheckoutError('INVALID_CONTACT', all, form.invalidMessage);
  return contact;
}

export function updateBillingData(context: CheckoutContext, args: { orderIdentifier: string; contact: readonly ContactValue[]; integrityToken: string }): Promise<OrderView> {
  return change(context, args.orderIdentifier, args.integrityToken, async (current) => {
    const billing = contactOrError(args.contact, current.catalogue, false);
    const vatIdCheck = await checkBillingVatId(context, current.catalogue, billing);
    return { order: { billing: JSON.stringify(billing), vat_id_check: vatIdCheck && JSON.stringify(vatIdCheck) }, next: { ...current.record, billing, vatIdCheck } };
  });
}

// The billing period of an item; a domain's private registration lasts as long as the domain, never longer, so it
// follows (`domain` null for other items).
const setPeriod = compiledOnce((db, values: Bump & { itemId: string; domain: string | null; months: number }) =>
  withBump(db, values)
    .updateTable('order_items')
    .from('bumped')
    .set({ period_months: values.months })
    .whereRef('order_items.order_id', '=', 'bumped.id')
    .where((eb) => eb.or([eb('order_items.id', '=', values.itemId), eb.and([eb('order_items.type', '=', 'private_registration'), eb('order_items.domain', '=', values.domain)])]))
    .returning('order_items.id'),
);

export function updateServicePeriod(
  context: CheckoutContext,
  args: { orderIdentifier: string; hash: string; period: 'month' | 'year'; units: number; integrityToken: string },
): Promise<OrderView> {
  return change(context, args.orderIdentifier, args.integrityToken, (current) => {
    const item = orderedItem(current, args.hash);
    if (!Number.isInteger(args.units) || args.units < 1 || args.units > MAX_UNITS) throw new CheckoutError('INVALID_PERIOD');
    const months = args.period === 'year' ? args.units * 12 : args.units;
    requireVariant(item, months);
    const domain = item.source.type === 'domain' && 'domain' in item.source ? item.source.domain : undefined;
    const follows = (stored: StoredItem) => stored.id === item.hash || (domain !== undefined && stored.type === 'private_registration' && stored.domain === domain);
    return {
      next: { ...current.record, items: current.record.items.map((stored) => (follows(stored) ? { ...stored, periodMonths: months } : stored)) },
      items: (db, bump) => setPeriod(db, { ...bump, itemId: item.hash, domain: domain ?? null, months }),
    };
  });
}

const setPrivateRegistration = compiledOnce((db, values: Bump & { itemId: string; enabled: boolean; months: number }) =>
  withBump(db, values)
    .updateTable('order_items')
    .from('bumped')
    .set({ enabled: values.enabled, period_months: values.months })
    .whereRef('order_items.order_id', '=', 'bumped.id')
    .where('order_items.id', '=', values.itemId)
    .returning('order_items.id'),
);

export function updatePrivateRegistration(
  context: CheckoutContext,
  args: { orderIdentifier: string; domain: string; enable: boolean; period?: number | null; integrityToken: string },
): Promise<OrderView> {
  return change(context, args.orderIdentifier, args.integrityToken, (current) => {
    checkLength(args.domain, 253);
    const domain = asciiDomain(args.domain);
    const item = current.priced.items.find((candidate) => candidate.type === 'private_registration' && 'domain' in candidate.source && candidate.source.domain === domain);
    if (!item) throw new CheckoutError('ITEM_NOT_FOUND');
    if (item.disabled) throw new CheckoutError('PRIVATE_REGISTRATION_LOCKED');
    const months = args.period === null || args.period === undefined ? item.periodMonths : args.period * 12;
    if (!Number.isInteger(months)) throw new CheckoutError('INVALID_PERIOD');
    requireVariant(item, months);
    return {
      next: {
        ...current.record,
        items: current.record.items.map((stored) => (stored.id === item.hash && stored.type === 'private_registration' ? { ...stored, enabled: args.enable, periodMonths: months } : stored)),
      },
      items: (db, bump) => setPrivateRegistration(db, { ...bump, itemId: item.hash, enabled: args.enable, months }),
    };
  });
}

export function deleteAdditionalItem(context: CheckoutContext, args: { orderIdentifier: string; hash: string; integrityToken: string }): Promise<OrderView> {
  return change(context, args.orderIdentifier, args.integrityToken, (current) => {
    const item = orderedItem(current, args.hash);
    if (item.type !== 'addon' && item.type !== 'plugin') throw new CheckoutError('ITEM_NOT_REMOVABLE');
    return {
      next: { ...current.record, items: current.record.items.filter((stored) => stored.id !== item.hash) },
      write: async (trx) => {
        await trx.deleteFrom('order_items').where('id', '=', item.hash).where('order_id', '=', current.record.id).execute();
      },
    };
  });
}

export function addAdditionalItem(
  context: CheckoutContext,
  args: { orderIdentifier: string; itemIdentifier: string; period?: number | null; integrityToken: string },
): Promise<OrderView> {
  return change(context, args.orderIdentifier, args.integrityToken, (current) => {
    checkLength(args.itemIdentifier, MAX_IDENTIFIER);
    const offered = current.priced.items.find((candidate) => candidate.hash === `offer:${args.itemIdentifier}`);
    if (!offered) {
      const present = current.record.items.some((item) => (item.type === 'addon' || item.type === 'plugin') && item.addonIdentifier === args.itemIdentifier);
      throw new CheckoutError(present ? 'ITEM_ALREADY_IN_ORDER' : 'ITEM_NOT_FOUND');
    }
    const months = args.period ?? offered.periodMonths;
    requireVariant(offered, months);
    const id = randomUUID();
    const kind = offered.type === 'plugin' ? 'plugin' : 'addon';
    return {
      next: { ...current.record, items: [...current.record.items, { id, type: kind, addonIdentifier: args.itemIdentifier, periodMonths: months }] },
      write: async (trx) => {
        await trx
          .insertInto('order_items')
          .values((eb) => ({
            id,
            order_id: current.record.id,
            type: offered.type,
            addon_id: eb.selectFrom('addon').select('id').where('identifier', '=', args.itemIdentifier),
            period_months: months,
            created_at: context.now,
          }))
          .execute();
      },
    };
  });
}

export function updateVoucher(context: CheckoutContext, args: { orderIdentifier: string; code?: string | null; integrityToken: string }): Promise<OrderView> {
  return change(context, args.orderIdentifier, args.integrityToken, async (current) => {
    // A voucher the customer sets or removes is no longer the chosen package's.
    if (args.code === null || args.code === undefined) return { order: { voucher_id: null, voucher_from_package: false }, next: { ...current.record, voucher: null, voucherFromPackage: false } };
    const code = args.code.trim();
    if (code.length === 0 || code.length > MAX_CODE) throw new CheckoutError('VOUCHER_NOT_FOUND');
    const voucher = await findVoucher(context.db, code);
    if (!voucher) throw new CheckoutError('VOUCHER_NOT_FOUND');
    const problem = voucherProblem(voucher, current.record.currency, discountableItems(current.priced.items), context.now);
    if (problem) throw new CheckoutError(problem);
    return { order: { voucher_id: voucher.id, voucher_from_package: false }, next: { ...current.record, voucher, voucherFromPackage: false } };
  });
}

export function finishOrder(
  context: CheckoutContext,
  args: { orderIdentifier: string; contact?: readonly ContactValue[] | null; paymentServiceName: string; integrityToken: string },
): Promise<OrderView> {
  return change(context, args.orderIdentifier, args.integrityToken, async (current) => {
    const { record } = current;
    if (record.kind === 'domain_with_package' && !record.items.some((item) => item.type === 'package')) throw new CheckoutError('PACKAGE_NOT_CHOSEN');
    await checkPackageStillFits(context.db, record);
    const billing = args.contact ? contactOrError(args.contact, current.catalogue, true) : record.billing;
    const errors = validateContact(current.catalogue, billing, true);
    if (Object.keys(errors).length > 0) throw new CheckoutError('INVALID_CONTACT', errors);
    const missing = record.items.find((item) => item.type === 'private_registration' && missingRegistrantData(item.contact));
    if (missing && 'domain' in missing) throw new CheckoutError('MISSING_PERSONAL_DATA', undefined, english('error.MISSING_PERSONAL_DATA.domain', { domain: missing.domain }));
    if (!context.paymentMethodNames.includes(args.paymentServiceName)) throw new CheckoutError('PAYMENT_METHOD_NOT_FOUND');
    const vatIdCheck = await checkBillingVatId(context, current.catalogue, billing);
    const priced = priceRecord(current.catalogue, { ...record, vatIdCheck }, billing, context.now);
    const voucher = record.voucher;
    if (voucher) {
      const problem = voucherProblem(voucher, record.currency, discountableItems(priced.items), context.now);
      if (problem) throw new CheckoutError(problem);
    }
    return {
      next: { ...record, status: 'awaiting_payment', billing, vatIdCheck, paymentServiceName: args.paymentServiceName, totalMinor: priced.priceWithVat, finishedAt: context.now },
      order: {
        billing: JSON.stringify(billing),
        vat_id_check: vatIdCheck && JSON.stringify(vatIdCheck),
        payment_service_name: args.paymentServiceName,
        total_minor: priced.priceWithVat,
        finished_at: context.now,
        // What the invoice will copy once paid: the charged lines, whatever the catalogue does in the meantime.
        priced: JSON.stringify(invoicePricing(priced, current.catalogue)),
      },
      write: async (trx) => {
        await holdWebsitePackage(trx, record);
        // The version was bumped with the integrity check; the lifecycle writes the status, its history and event.
        const actor = context.actor ?? { kind: 'customer', accountId: context.accountId };
        const sent = await changeOrderStatus(trx, { orderId: record.id, event: { type: 'order.finish' }, actor, bumpVersion: false }, context.now);
        if (!sent) throw new CheckoutError('ORDER_ALREADY_FINISHED');
        await reserveDomains(trx, record, context.now);
        await enqueueOrderReceived(trx, record.id, context.payments, context.now);
        if (!voucher) return;
        // Counted with the status change: of two orders taking a voucher's last use, one gets VOUCHER_USED_UP.
        const counted = await trx
          .updateTable('voucher')
          .set({ used_count: sql<number>`used_count + 1` })
          .where('id', '=', voucher.id)
          .where('disabled_at', 'is', null)
          .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]))
          .executeTakeFirst();
        if (counted.numUpdatedRows === 0n) throw new CheckoutError('VOUCHER_USED_UP');
      },
    };
  });
}

/**
 * Refuses to finish an order whose package no longer fits its website: another order of the account changed the
 * website's package after this one was made. Its upgrade credit was worked out from the package the website has now,
 * so a second upgrade to the package just bought would be priced as nearly free and add another period.
 */
async function checkPackageStillFits(db: Kysely<Database>, record: OrderRecord): Promise<void> {
  if (!(await packageStillFits(db, record))) throw new CheckoutError('PACKAGE_CHANGED');
}

/** Whether the order's package action (buy, upgrade, downgrade) still fits the package its website has now. */
export async function packageStillFits(db: Kysely<Database>, record: Pick<OrderRecord, 'items' | 'websiteId' | 'websitePackage'>): Promise<boolean> {
  const item = record.items.find((candidate) => candidate.type === 'package');
  // A renewal renews the package its service holds, whatever the website runs now (the free version, say).
  if (!item || !record.websiteId || item.action === 'renew') return true;
  const { expected } = await expectedPackageAction(db, record.websitePackage ?? undefined, item.packageIdentifier);
  return expected === item.action;
}

/**
 * In the finishing transaction: the website still has the package the order was priced against. A conditional
 * update of the website row, so a payment changing its package at the same moment either waits for this finish or
 * makes it refuse.
 */
async function holdWebsitePackage(trx: Transaction<Database>, record: OrderRecord): Promise<void> {
  if (!record.websiteId || !record.items.some((item) => item.type === 'package')) return;
  const current = record.websitePackage;
  const held = await trx
    .updateTable('websites')
    .set((eb) => ({ package_id: eb.ref('package_id') }))
    .where('id', '=', record.websiteId)
    .where((eb) => (current === null ? eb('package_id', 'is', null) : eb('package_id', '=', eb.selectFrom('package').select('id').where('identifier', '=', current))))
    .executeTakeFirst();
  if (held.numUpdatedRows !== 1n) throw new CheckoutError('PACKAGE_CHANGED');
}

/**
 * Reserves every domain a finished order registers or transfers in the registry for RESERVATION_DAYS, so that of two orders for the
 * same free name only one can be finished. Throws DOMAIN_TAKEN (rolling the whole finish back) when one is held.
 */
async function reserveDomains(trx: Transaction<Database>, record: OrderRecord, now: Date): Promise<void> {
  const reservedUntil = new Date(now.getTime() + RESERVATION_DAYS * 24 * 60 * 60 * 1000);
  for (const item of record.items) {
    // A renewal's domains are the account's already: nothing to reserve.
    if (item.type !== 'domain' || item.action === 'renew' || item.action === 'restore') continue;
    const claimed = await claimDomain(trx, record.id, { domain: item.domain, tld: item.tld, action: item.action }, now, { reservedUntil });
    if (!claimed) throw new CheckoutError('DOMAIN_TAKEN', undefined, english('error.DOMAIN_TAKEN.justOrdered', { domain: unicodeDomain(item.domain) }));
  }
}
