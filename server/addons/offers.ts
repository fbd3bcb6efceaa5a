/**
 * What a website can get alone for its paid package (docs/services.md "Add-ons bought alone"): My services' and the
 * price list's Add. Only while the package is paid beyond today; never an add-on the website has (active or due).
 */
import { calendarDaysBetween } from '../domain/checkout/partial-period';
import { PRICELIST_PERIOD_MONTHS } from '../domain/catalogue-snapshot';
import type { PricingCatalogue } from '../domain/checkout/types';
import type { Selectable } from 'kysely';
import type { ServicesTable } from '../db/schema';
import { addonPathOf } from './routes';

export interface AddonOfferLink {
  identifier: string;
  title: string;
  /** Where the customer adds it: /add-on/WEBSITE/IDENTIFIER. */
  addPath: string;
}

type Status = Selectable<ServicesTable>['status'];
/** The statuses in which a website has a service: a package is paid, an add-on is not offered again. */
const HAS_IT = new Set<Status>(['active', 'expiring']);

/**
 * The add-ons and plugins sold alone (with a yearly price, as createAddonOrder sells them) that `website` does not
 * have, when its package service is paid beyond today; none otherwise.
 */
export function addonOffersOf(
  catalogue: PricingCatalogue,
  website: string,
  packageService: { status: Status; paidUntil: Date } | undefined,
  addons: readonly { identifier: string | null; status: Status }[],
  now: Date,
): AddonOfferLink[] {
  if (!packageService || !HAS_IT.has(packageService.status) || calendarDaysBetween(now, packageService.paidUntil) <= 0) return [];
  const held = new Set(addons.filter((addon) => HAS_IT.has(addon.status)).map((addon) => addon.identifier));
  return [...catalogue.addons.values()]
    .filter((offer) => offer.prices.has(PRICELIST_PERIOD_MONTHS) && !held.has(offer.identifier))
    .sort((a, b) => a.position - b.position || a.identifier.localeCompare(b.identifier))
    .map((offer) => ({ identifier: offer.identifier, title: offer.title, addPath: addonPathOf(website, offer.identifier) }));
}
