/**
 * The checkout calls of domain orders (docs/domains.md): the package of a domain-with-package order, and the
 * registrant of a domain. Both go through change(), so they check the integrity token and write in one transaction.
 */
import { randomUUID } from 'node:crypto';
import { PRICELIST_PERIOD_MONTHS } from '../domain/catalogue-snapshot';
import { REGISTRANT_FORM } from '../domain/checkout/contact';
import type { StoredItem } from '../domain/checkout/types';
import { discountableItems, voucherProblem } from '../domain/checkout/vouchers';
import { asciiDomain } from '../domain/domains/registry';
import { findOwnedWebsite } from '../websites/repository';
import { change, checkLength, contactOrError } from './checkout';
import type { CheckoutContext, ContactValue, OrderView } from './checkout';
import { CheckoutError } from './checkout-errors';
import { checkPackageChoice } from './create-package-order';
import type { PackageChoice } from './create-package-order';
import { findVoucher } from './repository';

/** The voucher a package with the freeDomain feature brings. */
export const FREE_DOMAIN_VOUCHER = 'FREEDOMAIN';

/**
 * Replaces the package of a domain-with-package order. A package with a free domain puts the FREEDOMAIN voucher on
 * an order without a voucher (where it applies); a package without one takes off a voucher an earlier choice put on.
 */
export function chooseOrderPackage(context: CheckoutContext, args: PackageChoice & { orderIdentifier: string; integrityToken: string }): Promise<OrderView> {
  return change(context, args.orderIdentifier, args.integrityToken, async (current) => {
    const { record } = current;
    if (record.kind !== 'domain_with_package' || record.websiteName === null) throw new CheckoutError('NOT_A_PACKAGE_STEP');
    checkLength(args.packageIdentifier, 64);
    checkLength(args.action, 64);
    const website = await findOwnedWebsite(context.db, context.accountId, record.websiteName);
    const { target, action } = await checkPackageChoice(context.db, website?.currentPackage?.identifier, args);
    const freeDomain = current.catalogue.packages.get(target.identifier)?.freeDomain ?? false;

    let voucher = record.voucher;
    let fromPackage = record.voucherFromPackage;
    if (freeDomain && voucher === null) {
      const free = await findVoucher(context.db, FREE_DOMAIN_VOUCHER);
      if (free && voucherProblem(free, record.currency, discountableItems(current.priced.items), context.now) === undefined) {
        voucher = free;
        fromPackage = true;
      }
    } else if (!freeDomain && fromPackage) {
      voucher = null;
      fromPackage = false;
    }

    const item: StoredItem = { id: randomUUID(), type: 'package', packageIdentifier: target.identifier, action, periodMonths: PRICELIST_PERIOD_MONTHS };
    return {
      order: { voucher_id: voucher?.id ?? null, voucher_from_package: fromPackage },
      next: { ...record, voucher, voucherFromPackage: fromPackage, items: [...record.items.filter((stored) => stored.type !== 'package'), item] },
      write: async (trx) => {
        await trx.deleteFrom('order_items').where('order_id', '=', record.id).where('type', '=', 'package').execute();
        await trx
          .insertInto('order_items')
          .values({ id: item.id, order_id: record.id, type: 'package', package_id: target.id, action, period_months: item.periodMonths, created_at: context.now })
          .execute();
      },
    };
  });
}

/** Replaces the registrant of one domain of the order; each field is checked, an incomplete holder may be saved. */
export function updateRegistrantContact(
  context: CheckoutContext,
  args: { orderIdentifier: string; domain: string; contact: readonly ContactValue[]; integrityToken: string },
): Promise<OrderView> {
  return change(context, args.orderIdentifier, args.integrityToken, (current) => {
    checkLength(args.domain, 300);
    const domain = asciiDomain(args.domain);
    const item = current.record.items.find((stored) => stored.type === 'private_registration' && stored.domain === domain);
    if (!item) throw new CheckoutError('ITEM_NOT_FOUND');
    const contact = contactOrError(args.contact, current.catalogue, false, REGISTRANT_FORM);
    return {
      next: { ...current.record, items: current.record.items.map((stored) => (stored.id === item.id && stored.type === 'private_registration' ? { ...stored, contact } : stored)) },
      write: async (trx) => {
        await trx.updateTable('order_items').set({ contact: JSON.stringify(contact) }).where('id', '=', item.id).where('order_id', '=', current.record.id).execute();
      },
    };
  });
}
