import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { REF_PATTERN } from '../../contracts/pricelist';
import type { Currency } from '../../contracts/pricelist';
import type { Database, OrderKind } from '../db/schema';
import { PRICELIST_PERIOD_MONTHS } from '../domain/catalogue-snapshot';
import { newOrderIdentifier } from '../domain/order-identifier';
import { isValidPurchaseToken } from '../domain/purchase-token';
import { PACKAGE_ACTIONS, packageAction } from '../domain/website-fit';
import type { PackageAction } from '../domain/website-fit';
import { findOwnedWebsite } from '../websites/repository';
import { english } from '../i18n';

export const ORDER_MESSAGES = {
  PROJECT_NOT_FOUND: (name: string) => english('error.PROJECT_NOT_FOUND', { name }),
  PACKAGE_NOT_FOUND: 'This package is no longer offered. Please reload the price list.',
  INVALID_PACKAGE_ACTION: 'This purchase does not fit the website\'s current package. Please reload the price list.',
  PACKAGE_VERSION_CHANGED: 'This package has changed. Please reload the price list.',
  INVALID_PURCHASE_TOKEN: 'This purchase link is not valid. Please reload the price list.',
} as const;

export type OrderErrorCode = keyof typeof ORDER_MESSAGES;

/** A refused order creation or package choice: its code and a message the shopper can read. */
export class OrderError<Code extends string = OrderErrorCode> extends Error {
  override name = 'OrderError';
  constructor(
    readonly code: Code,
    message: string,
  ) {
    super(message);
  }
}

export interface PackageOrderRequest {
  accountId: string;
  projectName: string;
  packageIdentifier: string;
  action: string;
  version: number | null | undefined;
  /** `/checkout?ref=REF&token=TOKEN` from the purchase link. */
  checkoutUrl: string;
}

export interface PackageOrderContext {
  db: Kysely<Database>;
  secret: string;
  currency: Currency;
  now: Date;
}

function parseCheckoutUrl(checkoutUrl: string): { ref: string; token: string } | undefined {
  if (!checkoutUrl.startsWith('/') || checkoutUrl.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(checkoutUrl, 'http://portal.invalid');
  } catch {
    return undefined;
  }
  const ref = url.searchParams.getAll('ref');
  const token = url.searchParams.getAll('token');
  if (url.pathname !== '/checkout' || ref.length !== 1 || token.length !== 1) return undefined;
  if (!REF_PATTERN.test(ref[0] ?? '') || !token[0]) return undefined;
  return { ref: ref[0] ?? '', token: token[0] ?? '' };
}

/** A package as a purchase link names it: the package, what to do with it and the version the link was made for. */
export interface PackageChoice {
  packageIdentifier: string;
  action: string;
  version: number | null | undefined;
}

/**
 * What buying `targetPackage` is for a website whose current package is `currentPackage` (buy, upgrade, downgrade,
 * or the current one), by the packages' order; no target when the package does not exist.
 */
export async function expectedPackageAction(
  db: Kysely<Database> | Transaction<Database>,
  currentPackage: string | undefined,
  targetPackage: string,
): Promise<{ target: { id: string; identifier: string; version: number } | undefined; expected: PackageAction | 'current' }> {
  const packages = await db.selectFrom('package').select(['id', 'identifier', 'version']).orderBy('position').orderBy('identifier').execute();
  const targetIndex = packages.findIndex((pkg) => pkg.identifier === targetPackage);
  const currentIndex = currentPackage === undefined ? -1 : packages.findIndex((pkg) => pkg.identifier === currentPackage);
  return { target: packages[targetIndex], expected: packageAction(currentIndex === -1 ? undefined : currentIndex, targetIndex) };
}

/**
 * Checks a package choice for a website whose current package is `currentPackage`: the package exists, the action
 * fits the current package, and the version (when given) is the package's current one.
 */
export async function checkPackageChoice(
  db: Kysely<Database> | Transaction<Database>,
  currentPackage: string | undefined,
  choice: PackageChoice,
): Promise<{ target: { id: string; identifier: string; version: number }; action: PackageAction }> {
  const { target, expected } = await expectedPackageAction(db, currentPackage, choice.packageIdentifier);
  if (!target) throw new OrderError('PACKAGE_NOT_FOUND', ORDER_MESSAGES.PACKAGE_NOT_FOUND);
  if (!(PACKAGE_ACTIONS as readonly string[]).includes(choice.action) || choice.action !== expected) {
    throw new OrderError('INVALID_PACKAGE_ACTION', ORDER_MESSAGES.INVALID_PACKAGE_ACTION);
  }
  if (choice.version !== null && choice.version !== undefined && choice.version !== target.version) {
    throw new OrderError('PACKAGE_VERSION_CHANGED', ORDER_MESSAGES.PACKAGE_VERSION_CHANGED);
  }
  return { target, action: choice.action as PackageAction };
}

/**
 * A new draft order row under a fresh identifier. 40 random bits: a clash is rare enough that taking another
 * identifier within the transaction suffices.
 */
export async function insertDraftOrder(
  trx: Transaction<Database>,
  order: { accountId: string; websiteId: string | null; currency: string; kind: OrderKind; now: Date },
): Promise<{ id: string; identifier: string }> {
  const id = randomUUID();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const identifier = newOrderIdentifier();
    const inserted = await trx
      .insertInto('orders')
      .values({
        id,
        identifier,
        account_id: order.accountId,
        website_id: order.websiteId,
        status: 'draft',
        currency: order.currency,
        kind: order.kind,
        created_at: order.now,
        updated_at: order.now,
      })
      .onConflict((oc) => oc.column('identifier').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { id, identifier };
  }
  throw new Error('Could not find a free order identifier.');
}

/**
 * A draft order with one package item for a website of the account, from a purchase link of the price list.
 * Checks in this order: the website is the account's, the package exists, the action fits the website's current
 * package, the version is the package's current one, and the token signs (package, version, website, ref).
 */
export async function createPackageOrder(context: PackageOrderContext, request: PackageOrderRequest): Promise<{ orderIdentifier: string; checkoutUrl: string }> {
  const { db } = context;
  const website = await findOwnedWebsite(db, request.accountId, request.projectName);
  if (!website) throw new OrderError('PROJECT_NOT_FOUND', ORDER_MESSAGES.PROJECT_NOT_FOUND(request.projectName));

  const { target, action } = await checkPackageChoice(db, website.currentPackage?.identifier, request);
  const link = parseCheckoutUrl(request.checkoutUrl);
  const offer = { identifier: target.identifier, version: target.version, project: website.name, ref: link?.ref ?? '' };
  if (!link || !isValidPurchaseToken(context.secret, offer, link.token)) {
    throw new OrderError('INVALID_PURCHASE_TOKEN', ORDER_MESSAGES.INVALID_PURCHASE_TOKEN);
  }

  const orderIdentifier = await db.transaction().execute(async (trx) => {
    const order = await insertDraftOrder(trx, { accountId: request.accountId, websiteId: website.id, currency: context.currency, kind: 'package', now: context.now });
    await trx
      .insertInto('order_items')
      .values({ id: randomUUID(), order_id: order.id, type: 'package', package_id: target.id, action, period_months: PRICELIST_PERIOD_MONTHS, created_at: context.now })
      .execute();
    return order.identifier;
  });
  const query = new URLSearchParams({ ref: link.ref, token: link.token });
  return { orderIdentifier, checkoutUrl: `/checkout/${orderIdentifier}?${query.toString()}` };
}
