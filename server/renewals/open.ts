/**
 * Renewal orders (docs/services.md "Renewing"): the draft order that renews a service for its next period, made or
 * found by the daily job when the renewal window opens and by the customer's renewal links. One per service and period
 * (orders_renewal_key, migration 0035), with the account's other services on the same website that end within the
 * window on the same order, so a website is renewed, and reminded of, as one. The items are priced like any order
 * (server/domain/checkout/price-order.ts): today's catalogue price of the period, the TLD's renewal price for a domain
 * (with the restoration fee out of redemption), and any voucher the customer enters at the checkout.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ServicesTable } from '../db/schema';
import { addDays } from '../domain/calendar';
import { PRICELIST_PERIOD_MONTHS } from '../domain/catalogue-snapshot';
import { DEFAULT_LIFECYCLE_SETTINGS } from '../lifecycle/settings';
import { insertDraftOrder } from '../orders/create-package-order';
import { chosenPackageFor } from './downgrade';

type Executor = Kysely<Database> | Transaction<Database>;
type ServiceRow = Selectable<ServicesTable>;

/** The statuses a renewal can still be paid in: the serviceLifecycle machine's `renewable` states. */
export const RENEWABLE_STATUSES = ['active', 'expiring', 'grace', 'redemption'] as const;
/** A renewal order that still stands for its period: unpaid (or awaiting its payment), or paid. */
export const STANDING_RENEWAL_STATUSES = ['draft', 'awaiting_payment', 'paid'] as const;

export const RENEWAL_MESSAGES = {
  SERVICE_NOT_FOUND: 'We could not find this service in your account.',
  NOT_RENEWABLE: 'This service has ended and can no longer be renewed. Please order it again.',
  NOT_RENEWED: "This private registration was left out of its domain's renewal: it runs until its date and is not renewed.",
} as const;

export class RenewalError extends Error {
  override name = 'RenewalError';
  constructor(readonly code: keyof typeof RENEWAL_MESSAGES) {
    super(RENEWAL_MESSAGES[code]);
  }
}

export interface RenewalOrder {
  orderId: string;
  identifier: string;
  /** Made by this call (false: found). */
  opened: boolean;
}

/** The standing renewal order that renews this service's current period, if any. */
async function findRenewal(db: Executor, service: Pick<ServiceRow, 'id' | 'paid_until'>): Promise<RenewalOrder | undefined> {
  const row = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['orders.id', 'orders.identifier'])
    .where('order_items.service_id', '=', service.id)
    .where('order_items.service_period_end', '=', service.paid_until)
    .where('orders.kind', '=', 'renewal')
    .where('orders.status', 'in', STANDING_RENEWAL_STATUSES)
    .orderBy('orders.created_at')
    .executeTakeFirst();
  return row && { orderId: row.id, identifier: row.identifier, opened: false };
}

/**
 * The services renewed together with `service`: the account's renewable services on the same website (or, without a
 * website, of the same domain) whose period ends by the end of the renewal window, or no later than its own.
 */
async function servicesRenewedWith(db: Executor, service: ServiceRow, now: Date, leadDays: number): Promise<ServiceRow[]> {
  const windowEnd = addDays(now, leadDays);
  const by = service.paid_until > windowEnd ? service.paid_until : windowEnd;
  // A private registration not renewed with its domain (dropped) only runs to its date: no order renews it.
  let query = db.selectFrom('services').selectAll().where('account_id', '=', service.account_id).where('status', 'in', RENEWABLE_STATUSES).where('dropped', '=', false).where('paid_until', '<=', by);
  query = service.website_id !== null ? query.where('website_id', '=', service.website_id) : query.where('domain', '=', service.domain).where('website_id', 'is', null);
  const group = await query.orderBy('paid_until').orderBy('id').execute();
  return group.some((row) => row.id === service.id) ? group : [service, ...group];
}

/** The service a group's order is keyed by: the website's package when it is renewed, else the first to end. */
const anchorOf = (group: ServiceRow[]): ServiceRow => group.find((row) => row.kind === 'package') ?? (group[0] as ServiceRow);

/** The currency and billing period the service was last bought in (its last paid order), with the catalogue's defaults. */
async function lastPurchase(db: Executor, service: ServiceRow): Promise<{ currency: string | undefined; months: number | undefined; contact: Record<string, string> | null }> {
  if (service.order_id === null) return { currency: undefined, months: undefined, contact: null };
  const order = await db.selectFrom('orders').select('currency').where('id', '=', service.order_id).executeTakeFirst();
  let items = db.selectFrom('order_items').select(['period_months', 'contact']).where('order_id', '=', service.order_id).where('type', '=', service.kind);
  if (service.package_id !== null) items = items.where('package_id', '=', service.package_id);
  if (service.addon_id !== null) items = items.where('addon_id', '=', service.addon_id);
  if (service.domain !== null) items = items.where('domain', '=', service.domain);
  const item = await items.executeTakeFirst();
  return { currency: order?.currency, months: item?.period_months, contact: item?.contact ?? null };
}

const tldOf = (domain: string) => domain.slice(domain.indexOf('.') + 1);

/** The periods the catalogue prices a package or add-on in, in any currency. */
async function pricedPeriods(db: Executor, service: Pick<ServiceRow, 'package_id' | 'addon_id'>): Promise<Set<number>> {
  if (service.package_id !== null) return new Set((await db.selectFrom('package_price').select('period_months').where('package_id', '=', service.package_id).execute()).map((row) => row.period_months));
  if (service.addon_id !== null) return new Set((await db.selectFrom('addon_price').select('period_months').where('addon_id', '=', service.addon_id).execute()).map((row) => row.period_months));
  return new Set([12]);
}

/**
 * Makes or finds THE renewal order of `serviceId`'s current period (a draft, or one already sent for payment or paid).
 * Two calls at once make one order: the second one's insert meets the unique key and finds the first's.
 */
export async function openRenewal(db: Kysely<Database>, serviceId: string, now: Date, leadDays: number = DEFAULT_LIFECYCLE_SETTINGS.renewalLeadDays): Promise<RenewalOrder> {
  const service = await db.selectFrom('services').selectAll().where('id', '=', serviceId).executeTakeFirst();
  if (!service) throw new RenewalError('SERVICE_NOT_FOUND');
  if (!(RENEWABLE_STATUSES as readonly string[]).includes(service.status)) throw new RenewalError('NOT_RENEWABLE');
  // Left out of its domain's renewal (dropped): it still runs until its date, but no order renews it.
  if (service.dropped) throw new RenewalError('NOT_RENEWED');
  const found = await findRenewal(db, service);
  if (found) {
    if (service.status === 'redemption') await restoreInDrafts(db, service);
    return found;
  }

  // The services of the group that an order of their own renews already (its window opened first) stay on it, so
  // this order is keyed by a service that has none: the job never stops at a key another order holds.
  const group: ServiceRow[] = [];
  for (const row of await servicesRenewedWith(db, service, now, leadDays)) if (row.id === service.id || !(await findRenewal(db, row))) group.push(row);
  const anchor = anchorOf(group);
  try {
    return await db.transaction().execute((trx) => insertRenewal(trx, anchor, group, now));
  } catch (error) {
    // Another call opened it meanwhile (the unique key refused this one): that order is the one.
    const again = await findRenewal(db, service);
    if (again) return again;
    throw error;
  }
}

/**
 * A domain that went into redemption is restored, not renewed: the unpaid draft of its period (made when the renewal
 * window opened, at the renewal price) now asks for the TLD's restoration fee too. Its version moves on, so a checkout
 * still open on the old price is told to load the order again. An order already sent for payment keeps the price it
 * was finished at (docs/decisions.md, "A domain's renewal order in redemption").
 */
export async function restoreInDrafts(db: Executor, service: Pick<ServiceRow, 'id' | 'paid_until'>): Promise<void> {
  // One statement: the items and their orders' versions change together.
  await db
    .with('restored', (query) =>
      query
        .updateTable('order_items')
        .set({ action: 'restore' })
        .where('service_id', '=', service.id)
        .where('service_period_end', '=', service.paid_until)
        .where('type', '=', 'domain')
        .where('action', '=', 'renew')
        .where('order_id', 'in', (eb) => eb.selectFrom('orders').select('id').where('kind', '=', 'renewal').where('status', '=', 'draft'))
        .returning('order_id'),
    )
    .updateTable('orders')
    .set({ version: sql<number>`version + 1` })
    .where('id', 'in', (eb) => eb.selectFrom('restored').select('order_id'))
    .execute();
}

async function insertRenewal(trx: Transaction<Database>, anchor: ServiceRow, group: ServiceRow[], now: Date): Promise<RenewalOrder> {
  const anchorPurchase = await lastPurchase(trx, anchor);
  const packageService = group.find((row) => row.kind === 'package');
  const packagePurchase = packageService === anchor ? anchorPurchase : packageService && (await lastPurchase(trx, packageService));
  const packageMonths = packagePurchase?.months ?? PRICELIST_PERIOD_MONTHS;
  const order = await insertDraftOrder(trx, { accountId: anchor.account_id, websiteId: anchor.website_id, currency: anchorPurchase.currency ?? 'EUR', kind: 'renewal', now });
  await trx.updateTable('orders').set({ renewal_of_service_id: anchor.id, renewal_period_end: anchor.paid_until }).where('id', '=', order.id).execute();
  for (const service of group) await insertRenewalItem(trx, order.id, service, service === anchor ? anchorPurchase : await lastPurchase(trx, service), packageMonths, now);
  return { orderId: order.id, identifier: order.identifier, opened: true };
}

/** The item of a renewal order that renews `service`: a package for its period, its add-ons and plugins until its new date. */
async function insertRenewalItem(trx: Transaction<Database>, orderId: string, service: ServiceRow, purchase: Awaited<ReturnType<typeof lastPurchase>>, packageMonths: number, now: Date): Promise<void> {
  // A smaller package chosen for the next period (downgrade.ts) is the one renewed.
  const packageId = service.kind === 'package' ? ((await chosenPackageFor(trx, service)) ?? service.package_id) : service.package_id;
  const periods = await pricedPeriods(trx, { ...service, package_id: packageId });
  const wanted = service.kind === 'package' ? (purchase.months ?? packageMonths) : service.kind === 'addon' || service.kind === 'plugin' ? packageMonths : 12;
  const months = periods.has(wanted) ? wanted : periods.has(PRICELIST_PERIOD_MONTHS) ? PRICELIST_PERIOD_MONTHS : Math.min(...periods);
  const domain = service.domain;
  await trx
    .insertInto('order_items')
    .values({
      id: randomUUID(),
      order_id: orderId,
      type: service.kind,
      package_id: packageId,
      addon_id: service.addon_id,
      domain,
      tld: domain === null ? null : tldOf(domain),
      action: service.kind === 'package' ? 'renew' : service.kind === 'domain' ? (service.status === 'redemption' ? 'restore' : 'renew') : null,
      contact: service.kind === 'private_registration' ? JSON.stringify(purchase.contact ?? {}) : null,
      period_months: months,
      service_id: service.id,
      service_period_end: service.paid_until,
      created_at: now,
    })
    .execute();
}

/**
 * A paid add-on order (kind 'addon', docs/services.md "Add-ons bought alone"), in the transaction that makes it paid:
 * when its package's renewal order of the period already stands as a draft, the add-on joins it, so the website is
 * renewed as one. The draft's version moves on, so a checkout open on it reloads before it can be finished.
 */
export async function joinPackageRenewal(trx: Transaction<Database>, orderId: string, now: Date): Promise<void> {
  const order = await trx.selectFrom('orders').select(['kind', 'website_id']).where('id', '=', orderId).executeTakeFirst();
  if (!order || order.kind !== 'addon' || order.website_id === null) return;
  const packageService = await trx.selectFrom('services').selectAll().where('website_id', '=', order.website_id).where('kind', '=', 'package').executeTakeFirst();
  if (!packageService) return;
  const renewal = await trx
    .selectFrom('orders')
    .select('id')
    .where('renewal_of_service_id', '=', packageService.id)
    .where('renewal_period_end', '=', packageService.paid_until)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  if (!renewal) return;
  const packageItem = await trx.selectFrom('order_items').select('period_months').where('order_id', '=', renewal.id).where('service_id', '=', packageService.id).executeTakeFirst();
  const bought = await trx.selectFrom('services').selectAll().where('order_id', '=', orderId).where('paid_until', '=', packageService.paid_until).execute();
  for (const service of bought) await insertRenewalItem(trx, renewal.id, service, await lastPurchase(trx, service), packageItem?.period_months ?? PRICELIST_PERIOD_MONTHS, now);
  if (bought.length > 0) await trx.updateTable('orders').set((eb) => ({ version: eb('version', '+', 1), updated_at: now })).where('id', '=', renewal.id).execute();
}
