/** The words an order item is named by, the same on the checkout, in My orders and on the invoice. */
import type { PricedItem, PricingCatalogue } from './types';
import { unicodeDomain } from '../domains/registry';
import { DEFAULT_LOCALE } from '../locale';

/** An item's name as the order and its invoice show it. */
export function itemTitle(view: { catalogue: Pick<PricingCatalogue, 'packages' | 'addons'> }, item: PricedItem): string {
  const source = item.source;
  if ('offer' in source) return source.offer.title;
  switch (source.type) {
    case 'package':
      return `${view.catalogue.packages.get(source.packageIdentifier)?.name ?? source.packageIdentifier} package`;
    case 'addon':
    case 'plugin':
      return view.catalogue.addons.get(source.addonIdentifier)?.title ?? source.addonIdentifier;
    case 'domain':
      return source.action === 'transfer' ? `Transfer of ${unicodeDomain(source.domain)}` : `Domain ${unicodeDomain(source.domain)}`;
    case 'private_registration':
      return `Private registration of ${unicodeDomain(source.domain)}`;
  }
}

/** A billing or registration period in words: '12 months', '1 year'. */
export function periodText(months: number, type: PricedItem['type']): string {
  if ((type === 'domain' || type === 'private_registration') && months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return months === 1 ? '1 month' : `${months} months`;
}

/** A day as the portal's pages show it, 'Jan 1, 2028': read in UTC, the zone the server's dates are made in. */
export function dayText(date: Date, locale: string = DEFAULT_LOCALE): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * The time an item is bought for, in words: its period ('12 months', '1 year'), or for an add-on bought alone the
 * package's date and the package, 'until Jan 1, 2028, with your Standard package'.
 */
export function itemPeriodText(view: { catalogue: Pick<PricingCatalogue, 'packages'> }, item: Pick<PricedItem, 'source' | 'periodMonths' | 'type'>, locale?: string): string {
  const source = item.source;
  if ('runsUntil' in source && source.runsUntil) {
    const parent = source.parentPackageIdentifier;
    const name = parent === undefined ? undefined : (view.catalogue.packages.get(parent)?.name ?? parent);
    return `until ${dayText(source.runsUntil, locale)}${name === undefined ? '' : `, with your ${name} package`}`;
  }
  return periodText(item.periodMonths, item.type);
}
