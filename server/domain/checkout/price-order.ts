import { sum } from './arithmetic';
import { shareOfYearlyPrice } from './partial-period';
import type {
  AddonOffer,
  OrderToPrice,
  OrderItemType,
  PeriodUnit,
  PricedItem,
  PricedOrder,
  PricedVariant,
  PricingCatalogue,
  StoredAddonItem,
  StoredItem,
  StoredPrivateRegistrationItem,
} from './types';
import { vatAmount, vatFor } from './vat';
import { discountableItems, voucherDiscounts } from './vouchers';

/** The years a domain (and its private registration) can be paid for. */
export const DOMAIN_YEARS = [1, 2, 3, 5, 10] as const;
const DAY_MS = 86_400_000;

export class PricingError extends Error {
  override name = 'PricingError';
}

/** How a period in months is shown and asked for: whole years for domains, months for the rest. */
export function intervalOf(type: OrderItemType, months: number): { units: number; period: PeriodUnit } {
  return (type === 'domain' || type === 'private_registration') && months % 12 === 0 ? { units: months / 12, period: 'year' } : { units: months, period: 'month' };
}

/** The periods an item can be paid for, with the price of each whole period, before any discount. */
export function periodPrices(catalogue: PricingCatalogue, item: StoredItem | { type: 'addon' | 'plugin'; offer: AddonOffer }, domainMonths?: number): Map<number, bigint> {
  if ('offer' in item) return new Map(item.offer.prices);
  switch (item.type) {
    case 'package': {
      const offer = catalogue.packages.get(item.packageIdentifier);
      if (!offer) throw new PricingError(`No price for package ${item.packageIdentifier} in ${catalogue.currency}.`);
      return new Map([...offer.monthlyPrices].map(([months, monthly]) => [months, monthly * BigInt(months)]));
    }
    case 'addon':
    case 'plugin': {
      const offer = catalogue.addons.get(item.addonIdentifier);
      if (!offer) throw new PricingError(`No price for ${item.addonIdentifier} in ${catalogue.currency}.`);
      return new Map(offer.prices);
    }
    case 'domain': {
      const tld = requireTld(catalogue, item.tld);
      if (item.action === 'renew' || item.action === 'restore') {
        const fee = item.action === 'restore' ? tld.restoration : 0n;
        return new Map(DOMAIN_YEARS.map((years) => [years * 12, fee + tld.renewal * BigInt(years)]));
      }
      const first = item.action === 'transfer' ? tld.transfer : tld.registration;
      return new Map(DOMAIN_YEARS.map((years) => [years * 12, first + tld.renewal * BigInt(years - 1)]));
    }
    case 'private_registration': {
      const tld = requireTld(catalogue, item.tld);
      const limit = domainMonths ?? 12 * Math.max(...DOMAIN_YEARS);
      return new Map(DOMAIN_YEARS.filter((years) => years * 12 <= limit).map((years) => [years * 12, tld.privateRegistrationYearly * BigInt(years)]));
    }
  }
}

function requireTld(catalogue: PricingCatalogue, name: string) {
  const tld = catalogue.tlds.get(name);
  if (!tld) throw new PricingError(`No price for .${name} in ${catalogue.currency}.`);
  return tld;
}

/**
 * Variants of the period prices: savings against buying the shortest period repeatedly for as long, and
 * recommendation levels ranking the savings (the best saving gets the highest level; none saved: 0).
 */
export function variantsOf(type: OrderItemType, prices: ReadonlyMap<number, bigint>, activeMonths: number): PricedVariant[] {
  const periods = [...prices.keys()].sort((a, b) => a - b);
  const shortest = periods[0];
  const shortestPrice = shortest === undefined ? 0n : (prices.get(shortest) ?? 0n);
  const base = periods.map((months) => {
    const price = prices.get(months) ?? 0n;
    const baseline = shortest === undefined ? price : (shortestPrice * BigInt(months)) / BigInt(shortest);
    const savings = baseline > price ? baseline - price : null;
    return { months, price, savings, baseline };
  });
  // Distinct saving ratios from the lowest to the highest; compared as fractions, so no float decides a rank.
  const ratios = base.filter((variant) => variant.savings !== null).sort((a, b) => compareFractions(a.savings ?? 0n, a.baseline, b.savings ?? 0n, b.baseline));
  const levels = new Map<number, number>();
  let level = 0;
  ratios.forEach((variant, index) => {
    const previous = ratios[index - 1];
    if (!previous || compareFractions(previous.savings ?? 0n, previous.baseline, variant.savings ?? 0n, variant.baseline) !== 0) level += 1;
    levels.set(variant.months, level);
  });
  return base.map((variant) => ({
    months: variant.months,
    interval: intervalOf(type, variant.months),
    price: variant.price,
    savings: variant.savings,
    recommendationLevel: levels.get(variant.months) ?? 0,
    active: variant.months === activeMonths,
  }));
}

function compareFractions(a: bigint, b: bigint, c: bigint, d: bigint): number {
  const left = a * d;
  const right = c * b;
  return left === right ? 0 : left < right ? -1 : 1;
}

/**
 * An item's period prices and variants (none active), computed once per catalogue: every change of an order prices it
 * twice, each time every item and add-on on offer, and these were most of that work. The variants are shared
 * between the orders priced with one catalogue, so nobody may change them; a new catalogue starts afresh.
 */
const offersByCatalogue = new WeakMap<PricingCatalogue, Map<string, { prices: ReadonlyMap<number, bigint>; variants: readonly PricedVariant[] }>>();

/** What an item's period prices depend on besides the catalogue. */
function offerKey(source: PricedItem['source'], domainMonths: number | undefined): string {
  if ('offer' in source) return `${source.type}:${source.offer.identifier}`;
  switch (source.type) {
    case 'package':
      return `package:${source.packageIdentifier}`;
    case 'addon':
    case 'plugin':
      return `${source.type}:${source.addonIdentifier}`;
    case 'domain':
      return `domain:${source.tld}:${source.action}`;
    case 'private_registration':
      return `private_registration:${source.tld}:${domainMonths}`;
  }
}

function periodOffer(catalogue: PricingCatalogue, source: PricedItem['source'], domainMonths: number | undefined) {
  const key = offerKey(source, domainMonths);
  let offers = offersByCatalogue.get(catalogue);
  if (!offers) {
    offers = new Map();
    offersByCatalogue.set(catalogue, offers);
  }
  let offer = offers.get(key);
  if (!offer) {
    const prices = periodPrices(catalogue, source, domainMonths);
    offer = { prices, variants: variantsOf(source.type, prices, 0) };
    offers.set(key, offer);
  }
  return offer;
}

/**
 * An add-on bought alone: one variant, its period's price being the share of its yearly price until its package's
 * date. Not kept with the catalogue's offers: it changes every day.
 */
function partialOffer(catalogue: PricingCatalogue, source: StoredAddonItem, runsUntil: Date, periodMonths: number, now: Date) {
  const yearly = periodPrices(catalogue, source).get(12);
  if (yearly === undefined) throw new PricingError(`No yearly price for ${source.addonIdentifier} in ${catalogue.currency}.`);
  const prices = new Map([[periodMonths, shareOfYearlyPrice(yearly, now, runsUntil)]]);
  return { prices, variants: variantsOf(source.type, prices, 0) };
}

const TYPE_RANK: Record<OrderItemType, number> = { package: 0, addon: 1, plugin: 2, domain: 3, private_registration: 4 };

/** Stored items in the order the checkout lists them; each domain is followed by its private registration. */
function listed(items: readonly StoredItem[]): StoredItem[] {
  const privateByDomain = new Map(items.filter((item): item is StoredPrivateRegistrationItem => item.type === 'private_registration').map((item) => [item.domain, item]));
  const main = items.filter((item) => item.type !== 'private_registration').sort((a, b) => TYPE_RANK[a.type] - TYPE_RANK[b.type]);
  const ordered: StoredItem[] = [];
  for (const item of main) {
    ordered.push(item);
    const privateItem = item.type === 'domain' ? privateByDomain.get(item.domain) : undefined;
    if (privateItem) {
      ordered.push(privateItem);
      privateByDomain.delete(item.type === 'domain' ? item.domain : '');
    }
  }
  return [...ordered, ...privateByDomain.values()];
}

/** The credit of an upgrade for the unused part of the current package, the whole of it (the item caps it). */
export function upgradeCredit(catalogue: PricingCatalogue, order: OrderToPrice): bigint {
  const credit = order.upgradeCredit;
  if (!credit) return 0n;
  const current = catalogue.packages.get(credit.currentPackageIdentifier);
  const monthly = current?.monthlyPrices.get(12);
  const days = Math.floor((credit.paidUntil.getTime() - order.now.getTime()) / DAY_MS);
  if (monthly === undefined || days <= 0) return 0n;
  return (monthly * 12n * BigInt(days)) / 365n;
}

/**
 * Prices an order: every item's variants and current price, the add-ons and plugins on offer with a package, the
 * upgrade credit, the voucher, and VAT for the billing country. The server's only source of prices.
 */
export function priceOrder(catalogue: PricingCatalogue, order: OrderToPrice): PricedOrder {
  if (catalogue.currency !== order.currency) throw new PricingError(`The catalogue is in ${catalogue.currency}, the order in ${order.currency}.`);
  const stored = listed(order.items);
  const packageItem = stored.find((item) => item.type === 'package');
  const inOrder = new Set(stored.flatMap((item) => (item.type === 'addon' || item.type === 'plugin' ? [item.addonIdentifier] : [])));
  // A renewal renews what the website has; new add-ons are bought with a package, not offered with its renewal.
  const offers = packageItem && packageItem.action !== 'renew'
    ? [...catalogue.addons.values()].filter((offer) => !inOrder.has(offer.identifier)).sort((a, b) => a.position - b.position || a.identifier.localeCompare(b.identifier))
    : [];
  const domainMonths = new Map(stored.flatMap((item) => (item.type === 'domain' ? [[item.domain, item.periodMonths] as const] : [])));

  // The items are made whole here and get their voucher discount below, in place: copying each into a new object
  // (a spread of its 15 fields) was the largest part of pricing.
  const items: PricedItem[] = [];
  const add = (source: PricedItem['source'], hash: string, periodMonths: number, checked: boolean, disabled: boolean) => {
    const domain = 'domain' in source ? source.domain : undefined;
    const runsUntil = 'runsUntil' in source ? source.runsUntil : undefined;
    const { prices, variants } =
      runsUntil && 'addonIdentifier' in source
        ? partialOffer(catalogue, source, runsUntil, periodMonths, order.now)
        : periodOffer(catalogue, source, source.type === 'private_registration' && domain ? domainMonths.get(domain) : undefined);
    const basePrice = prices.get(periodMonths);
    if (basePrice === undefined) throw new PricingError(`No ${periodMonths}-month price for a ${source.type} item in ${catalogue.currency}.`);
    const credit = source.type === 'package' && 'action' in source && source.action === 'upgrade' ? upgradeCredit(catalogue, order) : 0n;
    // Never beyond the new price: the rest is forfeited with this period, and the checkout says how much.
    const levelDiscount = credit < basePrice ? credit : basePrice;
    let freeFirstYear: bigint | null = null;
    if (source.type === 'domain' && !('offer' in source) && source.action === 'register') {
      const tld = requireTld(catalogue, source.tld);
      if (tld.supportsFreeVoucher) freeFirstYear = tld.registration;
    }
    const net = checked ? basePrice - levelDiscount : 0n;
    items.push({
      hash,
      type: source.type,
      checked,
      disabled,
      periodMonths,
      interval: intervalOf(source.type, periodMonths),
      variants: variants.map((variant) => (variant.months === periodMonths ? { ...variant, active: true } : variant)),
      basePrice: checked ? basePrice : 0n,
      levelDiscount: checked ? levelDiscount : 0n,
      levelDiscountForfeited: checked ? credit - levelDiscount : 0n,
      voucherDiscount: 0n,
      price: net,
      firstYearFree: false,
      freeFirstYear,
      source,
    });
  };

  // Add-ons on offer follow the package and the add-ons and plugins already in the order.
  let offered = false;
  const offer = () => {
    if (offered || !packageItem) return;
    offered = true;
    for (const addon of offers) {
      const period = addon.prices.has(packageItem.periodMonths) ? packageItem.periodMonths : Math.min(...addon.prices.keys());
      add({ type: addon.kind, offer: addon }, `offer:${addon.identifier}`, period, false, false);
    }
  };
  for (const item of stored) {
    if (TYPE_RANK[item.type] > TYPE_RANK.plugin) offer();
    if (item.type === 'private_registration') {
      const allowed = requireTld(catalogue, item.tld).privateRegistration;
      add(item, item.id, item.periodMonths, allowed && item.enabled, !allowed);
    } else {
      add(item, item.id, item.periodMonths, true, false);
    }
  }
  offer();

  const discountable = discountableItems(items);
  if (order.voucher) {
    const discounts = voucherDiscounts(order.voucher, order.currency, discountable);
    const freeDomain = order.voucher.kind === 'free_domain';
    items.forEach((item, index) => {
      const voucherDiscount = discounts[index] ?? 0n;
      item.voucherDiscount = voucherDiscount;
      item.price -= voucherDiscount;
      item.firstYearFree = freeDomain && voucherDiscount > 0n;
    });
  }

  const priceBeforeVoucher = sum(discountable.map((item) => (item.checked ? item.price : 0n)));
  const priceWithoutVat = sum(items.map((item) => item.price));
  const vat = vatFor(catalogue, order.billing, order.now, order.vatIdCheck);
  const vatOnPrice = vatAmount(priceWithoutVat, vat.rateBasisPoints);
  return {
    currency: order.currency,
    items,
    priceBeforeVoucher,
    priceWithoutVat,
    vatRateBasisPoints: vat.rateBasisPoints,
    vatAmount: vatOnPrice,
    priceWithVat: priceWithoutVat + vatOnPrice,
    originalPriceWithVat: priceBeforeVoucher + vatAmount(priceBeforeVoucher, vat.rateBasisPoints),
    reverseCharge: vat.reverseCharge,
    sellerVatPayer: vat.sellerVatPayer,
    vatIdCheck: vat.vatIdCheck,
    vatCountry: vat.country,
    coveredByVoucher: order.voucher !== null && priceBeforeVoucher > 0n && priceWithoutVat === 0n,
  };
}
