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

/**
 * What an item's name is made of: the words around it (`kind`) and the name they are put around, a package's name or a
 * domain; `named` is a name said as it is (an add-on's or plugin's title, an offer's). A finished order keeps these
 * beside its English line, so that its lines are named in any language later (server/domain/checkout/charged-pricing.ts).
 */
export const TITLE_KINDS = ['package', 'domain', 'transfer', 'privateRegistration', 'named'] as const;
export interface TitleParts {
  kind: (typeof TITLE_KINDS)[number];
  name: string;
}

/** What an item's name is made of, from the catalogue of its order. */
export function itemTitleParts(view: { catalogue: Pick<PricingCatalogue, 'packages' | 'addons'> }, item: PricedItem): TitleParts {
  const source = item.source;
  if ('offer' in source) return { kind: 'named', name: source.offer.title };
  switch (source.type) {
    case 'package':
      return { kind: 'package', name: view.catalogue.packages.get(source.packageIdentifier)?.name ?? source.packageIdentifier };
    case 'addon':
    case 'plugin':
      return { kind: 'named', name: view.catalogue.addons.get(source.addonIdentifier)?.title ?? source.addonIdentifier };
    case 'domain':
      return { kind: source.action === 'transfer' ? 'transfer' : 'domain', name: unicodeDomain(source.domain) };
    case 'private_registration':
      return { kind: 'privateRegistration', name: unicodeDomain(source.domain) };
  }
}

/** A name made of its parts in the words' language. */
export function titleText(parts: TitleParts, words: ItemWords = ENGLISH_ITEM_WORDS): string {
  switch (parts.kind) {
    case 'package':
      return words.packageTitle(parts.name);
    case 'domain':
      return words.domain(parts.name);
    case 'transfer':
      return words.transfer(parts.name);
    case 'privateRegistration':
      return words.privateRegistration(parts.name);
    case 'named':
      return parts.name;
  }
}

/** An item's name as the order and its invoice show it. */
export function itemTitle(view: { catalogue: Pick<PricingCatalogue, 'packages' | 'addons'> }, item: PricedItem, words: ItemWords = ENGLISH_ITEM_WORDS): string {
  return titleText(itemTitleParts(view, item), words);
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
