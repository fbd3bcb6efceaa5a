/**
 * An add-on or plugin bought alone (docs/services.md "Add-ons bought alone"): a draft order of kind 'addon' with one
 * item for the website's current paid package, charged from today until the package's date and running until then,
 * so that it ends, and renews, with its package.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CatalogueSource } from '../domain/catalogue-source';
import type { PricingCatalogue } from '../domain/checkout/types';
import { calendarDaysBetween } from '../domain/checkout/partial-period';
import { PRICELIST_PERIOD_MONTHS } from '../domain/catalogue-snapshot';
import { findOwnedWebsite } from '../websites/repository';
import { insertDraftOrder, ORDER_MESSAGES, OrderError } from './create-package-order';
import { pricingCatalogue } from './pricing-catalogue';
import { english } from '../i18n';

export const ADDON_ORDER_MESSAGES = {
  NO_PAID_PACKAGE: (project: string) => english('error.NO_PAID_PACKAGE', { project }),
  ADDON_NOT_FOUND: english('error.ADDON_NOT_FOUND'),
  ADDON_ALREADY_ACTIVE: (title: string, project: string) => english('error.ADDON_ALREADY_ACTIVE', { title, project }),
  PACKAGE_ENDS_TODAY: (project: string) => english('error.PACKAGE_ENDS_TODAY', { project }),
} as const;

export type AddonOrderErrorCode = keyof typeof ADDON_ORDER_MESSAGES;

/** The statuses of an add-on's service that count as having it: bought again only once it has lapsed. */
const HELD_STATUSES = ['active', 'expiring'] as const;

export interface AddonOrderContext {
  db: Kysely<Database>;
  catalogues: CatalogueSource<Map<string, PricingCatalogue>>;
  currency: string;
  now: Date;
}

export interface AddonOrderRequest {
  accountId: string;
  projectName: string;
  /** The add-on's or plugin's identifier, as the catalogue names it. */
  itemIdentifier: string;
}

/**
 * Makes the draft order of one add-on or plugin for a website of the account. Checks in this order: the website is
 * the account's, it has a paid package, the item is sold (with a yearly price in the order's currency), the website
 * does not have it already, and the package runs beyond today.
 */
export async function createAddonOrder(context: AddonOrderContext, request: AddonOrderRequest): Promise<{ orderIdentifier: string; checkoutUrl: string }> {
  const { db, now } = context;
  const website = await findOwnedWebsite(db, request.accountId, request.projectName);
  if (!website) throw new OrderError('PROJECT_NOT_FOUND', ORDER_MESSAGES.PROJECT_NOT_FOUND(request.projectName));
  const paid = await db.selectFrom('websites').select(['package_id', 'package_paid_until']).where('id', '=', website.id).executeTakeFirstOrThrow();
  const paidUntil = paid.package_paid_until;
  if (!website.currentPackage || paid.package_id === null || paidUntil === null) {
    throw new OrderError<AddonOrderErrorCode>('NO_PAID_PACKAGE', ADDON_ORDER_MESSAGES.NO_PAID_PACKAGE(website.name));
  }

  const catalogue = await pricingCatalogue(context.catalogues, context.currency);
  const offer = catalogue.addons.get(request.itemIdentifier);
  if (!offer || !offer.prices.has(PRICELIST_PERIOD_MONTHS)) throw new OrderError<AddonOrderErrorCode>('ADDON_NOT_FOUND', ADDON_ORDER_MESSAGES.ADDON_NOT_FOUND);
  const held = await db
    .selectFrom('services')
    .innerJoin('addon', 'addon.id', 'services.addon_id')
    .select('services.id')
    .where('services.website_id', '=', website.id)
    .where('addon.identifier', '=', offer.identifier)
    .where('services.status', 'in', HELD_STATUSES)
    .executeTakeFirst();
  if (held) throw new OrderError<AddonOrderErrorCode>('ADDON_ALREADY_ACTIVE', ADDON_ORDER_MESSAGES.ADDON_ALREADY_ACTIVE(offer.title, website.name));
  if (calendarDaysBetween(now, paidUntil) <= 0) throw new OrderError<AddonOrderErrorCode>('PACKAGE_ENDS_TODAY', ADDON_ORDER_MESSAGES.PACKAGE_ENDS_TODAY(website.name));

  const orderIdentifier = await db.transaction().execute(async (trx) => {
    const order = await insertDraftOrder(trx, { accountId: request.accountId, websiteId: website.id, currency: context.currency, kind: 'addon', now });
    await trx
      .insertInto('order_items')
      .values((eb) => ({
        id: randomUUID(),
        order_id: order.id,
        type: offer.kind,
        addon_id: eb.selectFrom('addon').select('id').where('identifier', '=', offer.identifier),
        // The package it is bought for (an add-on item's package is its parent, never one bought).
        package_id: paid.package_id,
        period_months: PRICELIST_PERIOD_MONTHS,
        runs_until: paidUntil,
        created_at: now,
      }))
      .execute();
    return order.identifier;
  });
  return { orderIdentifier, checkoutUrl: `/checkout/${orderIdentifier}` };
}
