/** The words an order item is named by, the same on the checkout, in My orders and on the invoice. */
import type { PricedItem, PricingCatalogue } from './types';
import { unicodeDomain } from '../domains/registry';
import { DEFAULT_LOCALE } from '../locale';

/**
 * The words an order's items are named with, in a language: English by default (the invoice's stored lines, the
 * SPEC's words); server/orders/order-words.ts gives them from the server's catalogue in the request's language.
 */
export interface ItemWords {
  packageTitle(name: string): string;
  domain(domain: string): string;
  transfer(domain: string): string;
  privateRegistration(domain: string): string;
  months(count: number): string;
  years(count: number): string;
  until(date: string): string;
  untilWithPackage(date: string, packageName: string): string;
}

export const ENGLISH_ITEM_WORDS: ItemWords = {
  packageTitle: (name) => `${name} package`,
  domain: (domain) => `Domain ${domain}`,
  transfer: (domain) => `Transfer of ${domain}`,
  privateRegistration: (domain) => `Private registration of ${domain}`,
  months: (count) => (count === 1 ? '1 month' : `${count} months`),
  years: (count) => (count === 1 ? '1 year' : `${count} years`),
  until: (date) => `until ${date}`,
  untilWithPackage: (date, packageName) => `until ${date}, with your ${packageName} package`,
};

/** An item's name as the order and its invoice show it. */
export function itemTitle(view: { catalogue: Pick<PricingCatalogue, 'packages' | 'addons'> }, item: PricedItem, words: ItemWords = ENGLISH_ITEM_WORDS): string {
  const source = item.source;
  if ('offer' in source) return source.offer.title;
  switch (source.type) {
    case 'package':
      return words.packageTitle(view.catalogue.packages.get(source.packageIdentifier)?.name ?? source.packageIdentifier);
    case 'addon':
    case 'plugin':
      return view.catalogue.addons.get(source.addonIdentifier)?.title ?? source.addonIdentifier;
    case 'domain':
      return source.action === 'transfer' ? words.transfer(unicodeDomain(source.domain)) : words.domain(unicodeDomain(source.domain));
    case 'private_registration':
      return words.privateRegistration(unicodeDomain(source.domain));
  }
}

/** A billing or registration period in words: '12 months', '1 year'. */
export function periodText(months: number, type: PricedItem['type'], words: ItemWords = ENGLISH_ITEM_WORDS): string {
  if ((type === 'domain' || type === 'private_registration') && months % 12 === 0) return words.years(months / 12);
  return words.months(months);
}

/** A day as the portal's pages show it, 'Jan 1, 2028': read in UTC, the zone the server's dates are made in. */
export function dayText(date: Date, locale: string = DEFAULT_LOCALE): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * The time an item is bought for, in words: its period ('12 months', '1 year'), or for an add-on bought alone the
 * package's date and the package, 'until Jan 1, 2028, with your Standard package'.
 */
export function itemPeriodText(
  view: { catalogue: Pick<PricingCatalogue, 'packages'> },
  item: Pick<PricedItem, 'source' | 'periodMonths' | 'type'>,
  locale?: string,
  words: ItemWords = ENGLISH_ITEM_WORDS,
): string {
  const source = item.source;
  if ('runsUntil' in source && source.runsUntil) {
    const parent = source.parentPackageIdentifier;
    const name = parent === undefined ? undefined : (view.catalogue.packages.get(parent)?.name ?? parent);
    const date = dayText(source.runsUntil, locale);
    return name === undefined ? words.until(date) : words.untilWithPackage(date, name);
  }
  return periodText(item.periodMonths, item.type, words);
}
