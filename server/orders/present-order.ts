/**
 * An order as the GraphQL schema shows it: the priced order formatted for the visitor's language. Amounts stay
 * integers; the formatted and wrapped forms are made here, at the edge, with Intl.
 */
import type { Currency } from '../../contracts/pricelist';
import type { RegistrantField } from '../../contracts/checkout';
import { contactInputs, REGISTRANT_FIELDS, missingRegistrantData, startingBilling } from '../domain/checkout/contact';
import type { PricedItem, PricedOrder, PricedVariant, StoredItem } from '../domain/checkout/types';
import { ratePercentText } from '../domain/checkout/vat';
import { wholePercent } from '../domain/checkout/arithmetic';
import type { OrderKind } from '../db/schema';
import { addMonths, startOfUtcDay } from '../domain/calendar';
import { unicodeDomain } from '../domain/domains/registry';
import { transferWait } from '../domain/transfer-expiry';
import { formatMoney, formatMoneyParts } from '../domain/money';
import type {
  AddonOrderItem,
  CurrentVariant,
  DomainOrderItem,
  Order,
  OrderStatus,
  OrderType,
  PackageOrderItem,
  Price,
  PrivateRegistrationOrderItem,
  Variant,
  VatIdCheckStatus,
} from '../graphql-types/generated/types';
import { paymentMethodTitle, paymentProviderCode, providerOfMethod } from '../../contracts/payment-methods';
import { VAT_ID_CHECK_MESSAGES } from '../tax/vat-id-check';
import type { OrderView } from './checkout';
import { dayText, itemPeriodText, itemTitle, titleText } from '../domain/checkout/item-title';
import { orderWords, type OrderWords } from './order-words';
import { paymentFailUrl, paymentSuccessUrl } from '../domain/order-urls';
import type { RenewedPeriod } from './repository';

// GraphQL's Int is 32-bit; no order of the catalogue comes near, but an amount beyond it must fail loudly.
const MAX_INT = 2_147_483_647n;

/**
 * Money as the schema's Price: minor units, formatted for the locale, and in parts. The text and its parts are
 * getters, which GraphQL's default resolver calls only for a selected field: formatting with Intl was most of what
 * presenting an order cost, and an answer selects a few of an order's dozens of prices. A class, so that its getters
 * live on the prototype instead of being made for every price.
 */
class PresentedPrice implements Price {
  readonly amountMinor: number;
  readonly currency: Currency;
  readonly #money: { amountMinor: bigint; currency: string };
  readonly #locale: string;

  constructor(money: { amountMinor: bigint; currency: string }, locale: string) {
    this.amountMinor = Number(money.amountMinor);
    this.currency = money.currency as Currency;
    this.#money = money;
    this.#locale = locale;
  }

  get formatted(): string {
    return formatMoney(this.#money, this.#locale);
  }

  get wrapped(): Price['wrapped'] {
    return formatMoneyParts(this.#money, this.#locale);
  }
}

export function presentPrice(money: { amountMinor: bigint; currency: string }, locale: string): Price {
  if (money.amountMinor > MAX_INT || money.amountMinor < -MAX_INT) throw new RangeError(`Amount ${money.amountMinor} is beyond what the API carries.`);
  return new PresentedPrice(money, locale);
}

const ORDER_TYPES: Record<OrderKind, OrderType> = { package: 'PACKAGE', domain: 'DOMAIN', domain_with_package: 'DOMAIN_WITH_PACKAGE', renewal: 'RENEWAL', addon: 'ADDON' };

/**
 * The date a renewal item's service will run until once paid: its period continues from the old date, except a
 * website's service in grace (on the free version), which is restored from the payment day (the serviceLifecycle
 * machine's rule); `now` stands for the payment day while the order is unpaid.
 */
export function renewedUntil(period: RenewedPeriod, months: number, now: Date): Date {
  const fromToday = period.serviceKind !== 'domain' && period.serviceStatus === 'grace';
  return addMonths(fromToday ? now : period.periodEnd, months);
}

export type PresentedOrderItem = AddonOrderItem | DomainOrderItem | PackageOrderItem | PrivateRegistrationOrderItem;

export function present(view: OrderView, locale: string, words: OrderWords = orderWords('en')): Omit<Order, 'paymentInstructions' | 'invoice' | 'creditNotes' | 'failedDomains'> & { items: PresentedOrderItem[] } {
  const { record, priced } = view;
  const currency = record.currency as Currency;
  const price = (amountMinor: bigint): Price => presentPrice({ amountMinor, currency }, locale);
  // Once finished, the total is the one fixed then: a paid upgrade repriced today would credit another package.
  const total = price(record.totalMinor ?? priced.priceWithVat);
  const discounted = priced.originalPriceWithVat !== priced.priceWithVat;
  const original = discounted ? price(priced.originalPriceWithVat) : null;

  const packageItem = priced.items.find((item) => item.type === 'package' && item.checked);
  const domainItems = priced.items.filter((item) => item.type === 'domain');
  const domainNames = domainItems.flatMap((item) => ('domain' in item.source ? [unicodeDomain(item.source.domain)] : []));
  const addonItems = priced.items.filter((item) => (item.type === 'addon' || item.type === 'plugin') && item.checked);
  // A domain-with-package order is one before its package is chosen too; older orders say it by their items.
  const type: OrderType = record.kind ? ORDER_TYPES[record.kind] : packageItem ? (domainItems.length > 0 ? 'DOMAIN_WITH_PACKAGE' : 'PACKAGE') : 'DOMAIN';
  const from = startOfUtcDay(record.createdAt > view.now ? record.createdAt : view.now);
  const renewal = record.kind === 'renewal';
  // A renewal's dates continue each service's period; a new purchase's run from today.
  const untilOf = (item: PricedItem | undefined): Date | undefined => {
    if (!item) return undefined;
    if ('runsUntil' in item.source && item.source.runsUntil) return item.source.runsUntil;
    const period = record.renewing.get(item.hash);
    return period ? renewedUntil(period, item.periodMonths, view.now) : addMonths(from, item.periodMonths);
  };
  const latest = (items: PricedItem[]) => items.map(untilOf).reduce<Date | undefined>((last, date) => (date && (!last || date > last) ? date : last), undefined);
  const until = (date: Date | undefined) => (date === undefined ? null : isoDate(date));
  const renewedItems = priced.items.filter((item) => item.checked && record.renewing.has(item.hash));
  const packageName = packageItem && packageItem.source.type === 'package' && 'packageIdentifier' in packageItem.source ? (view.catalogue.packages.get(packageItem.source.packageIdentifier)?.name ?? '') : '';
  const finishedPackage = packageItem && view.finishedTitles?.get(packageItem.hash);
  const packageTitle = finishedPackage ? titleText(finishedPackage, words) : words.packageTitle(packageName);
  const forWebsite = (title: string) => (record.websiteName ? words.forWebsite(title, record.websiteName) : title);
  // An add-on bought alone: the add-on's item, which runs until its package's date.
  const target = record.kind === 'addon' ? addonItems.find((item) => 'runsUntil' in item.source && item.source.runsUntil) : undefined;
  const targetSource = target && 'runsUntil' in target.source ? target.source : undefined;
  const targetUntil = untilOf(target);
  const targetTitle = (title: string) => (targetUntil ? words.untilDate(forWebsite(title), dayText(targetUntil, locale)) : forWebsite(title));
  const bought = target ? targetTitle(finishedOrLiveTitle(view, target, words)) : packageItem ? forWebsite(packageTitle) : words.domain(domainNames.join(', '));
  const title = renewal ? words.renewal(bought) : bought;
  const { payBy, expired } = transferWait(record, view.now);
  const extras = [...addonItems.filter((item) => item !== target).map((item) => finishedOrLiveTitle(view, item, words)), ...(packageItem ? domainNames : [])];

  return {
    identifier: record.identifier,
    status: record.status.toUpperCase() as OrderStatus,
    project: record.websiteName,
    price: total,
    currencyCode: currency,
    get priceFormatted() {
      return total.formatted;
    },
    get priceWrapped() {
      return total.wrapped;
    },
    priceWithVat: total,
    priceWithoutVat: price(priced.priceWithoutVat),
    vatAmount: price(priced.vatAmount),
    vatRate: ratePercentText(priced.vatRateBasisPoints),
    reverseCharge: priced.reverseCharge,
    vatIdCheck: presentVatIdCheck(priced.vatIdCheck),
    get originalPriceFormatted() {
      return original?.formatted ?? null;
    },
    get originalPriceWrapped() {
      return original?.wrapped ?? null;
    },
    items: priced.items.map((item) => presentItem(view, item, price, locale, words)),
    type,
    mainOrderType: type,
    // When what this order pays for needs paying again: a renewal's earliest renewed date, else the package's.
    nextPaymentDate: renewal
      ? until(renewedItems.map(untilOf).reduce<Date | undefined>((first, date) => (date && (!first || date < first) ? date : first), undefined))
      : until(untilOf(packageItem ?? target)),
    anonymouseDomainsUrl: domainNames.length > 0 ? `/checkout/${encodeURIComponent(record.identifier)}/personal-data` : null,
    title,
    fullTitle: extras.length > 0 ? words.withExtras(title, extras.join(', ')) : title,
    fromDate: isoDate(from),
    packageExpirationDate: until(untilOf(packageItem)),
    pluginExpirationDate: until(latest(addonItems)),
    domainExpirationDate: until(latest(domainItems)),
    domainNames,
    transfer: domainItems.some((item) => 'action' in item.source && item.source.action === 'transfer'),
    paymentSuccessUrl: paymentSuccessUrl(record.identifier),
    paymentFailUrl: paymentFailUrl(record.identifier),
    customerCareDomainRestoration: domainItems.some((item) => 'action' in item.source && item.source.action === 'restore'),
    companyBilling: record.billing.companyBilling === 'true',
    voucher: record.voucher ? { code: record.voucher.code, text: record.voucher.text } : null,
    get contactInputs() {
      return contactInputs(view.catalogue, record.status === 'draft' ? startingBilling(record.billing, { accountEmail: record.accountEmail, holders: holdersOf(record.items) }) : record.billing);
    },
    coveredByVoucher: priced.coveredByVoucher,
    targetAddonHash: target?.hash ?? null,
    targetAddonParentExpirationDate: until(targetUntil),
    targetAddonParentIdentifier: targetSource?.parentPackageIdentifier ?? null,
    integrityToken: view.integrityToken,
    paidAt: record.paidAt?.toISOString() ?? null,
    payBy: payBy?.toISOString() ?? null,
    expired,
    createdAt: record.createdAt.toISOString(),
    paymentMethodTitle: paymentMethodTitle(record.paymentServiceName),
    paymentMethodCode: methodCode(record.paymentServiceName),
    chargedCard: null,
  };
}

/** The code of the method an order was finished with (paymentMethodTitle's); null for a draft or a method no longer known. */
function methodCode(name: string | null) {
  const provider = providerOfMethod(name);
  return provider ? paymentProviderCode(provider) : null;
}

/** What VIES said of the VAT ID that claims reverse charge, with the words the checkout shows at the field. */
function presentVatIdCheck(check: PricedOrder['vatIdCheck']): Order['vatIdCheck'] {
  if (!check) return null;
  const message = check.status === 'valid' ? null : check.status === 'unchecked' ? VAT_ID_CHECK_MESSAGES.unchecked : VAT_ID_CHECK_MESSAGES[check.status];
  return { vatId: check.vatId, status: check.status.toUpperCase() as VatIdCheckStatus, message, consultationNumber: check.consultationNumber, checkedAt: check.checkedAt };
}

/** The domain holders of the order's private registrations, as stored. */
function holdersOf(items: readonly StoredItem[]): Record<string, string>[] {
  return items.flatMap((item) => (item.type === 'private_registration' ? [item.contact] : []));
}

/** An item's name: as it was charged for a finished order, from today's catalogue for a draft; in the words' language. */
function finishedOrLiveTitle(view: OrderView, item: PricedItem, words: OrderWords): string {
  const finished = view.finishedTitles?.get(item.hash);
  return finished ? titleText(finished, words) : itemTitle(view, item, words);
}

/** An item's variants are billing periods, or for a domain and its private registration, registration periods. */
const variantsHeader = (type: PricedItem['type'], words: OrderWords) => (type === 'domain' || type === 'private_registration' ? words.registrationPeriod : words.billingPeriod);

function presentItem(view: OrderView, item: PricedItem, price: (amount: bigint) => Price, locale: string, words: OrderWords): PresentedOrderItem {
  const perPeriod = (variant: PricedVariant) => {
    const yearly = variant.interval.period === 'year';
    const each = variant.price / BigInt(yearly ? variant.interval.units : variant.months);
    return yearly ? words.perYear(price(each).formatted) : words.perMonth(price(each).formatted);
  };
  // Getters, like a price's text: computed only when the answer selects them.
  const variants = (): Variant[] =>
    item.variants.map((variant) => ({
      title: itemPeriodText(view, { ...item, periodMonths: variant.months }, locale, words),
      price: price(variant.price),
      period: variant.months,
      get variantHeader() {
        return perPeriod(variant);
      },
      active: variant.active,
      interval: variant.interval,
      recommendationLevel: variant.recommendationLevel,
      savings: variant.savings === null ? null : price(variant.savings),
    }));
  const explained = () => {
    const parts = [`${itemPeriodText(view, item, locale, words)}: ${price(item.basePrice).formatted}`];
    if (item.levelDiscount > 0n) parts.push(words.credit(price(item.levelDiscount).formatted));
    if (item.voucherDiscount > 0n) parts.push(words.voucher(price(item.voucherDiscount).formatted));
    return parts.join(' − ');
  };
  const currentVariant: CurrentVariant = {
    free: item.checked && item.price === 0n,
    price: price(item.price),
    basePrice: price(item.basePrice),
    get priceExplained() {
      return explained();
    },
    firstYearFree: item.firstYearFree,
  };
  // The type's own fields are assigned onto this object, not spread with it: a spread would call its getters.
  const common = {
    type: item.type,
    title: finishedOrLiveTitle(view, item, words),
    hash: item.hash,
    variantsHeader: variantsHeader(item.type, words),
    period: item.periodMonths,
    disabled: item.disabled,
    checked: item.checked,
    get variants() {
      return variants();
    },
    currentVariant,
  };
  const source = item.source;
  if ('offer' in source || source.type === 'addon' || source.type === 'plugin') {
    const offer = 'offer' in source ? source.offer : view.catalogue.addons.get(source.addonIdentifier);
    return Object.assign(common, {
      __typename: 'AddonOrderItem' as const,
      info: offer?.info ?? '',
      kbArticleUrl: offer?.kbArticleUrl ?? null,
      showMoreText: offer?.showMoreText ?? null,
      label: offer?.label ?? '',
      identifier: offer?.identifier ?? '',
    });
  }
  return Object.assign(common, storedItemFields(view, source, item, price));
}

type CommonItemField = keyof AddonOrderItem & keyof DomainOrderItem & keyof PackageOrderItem & keyof PrivateRegistrationOrderItem;

/** What only a package, domain or private registration item has. */
function storedItemFields(view: OrderView, source: StoredItem, item: PricedItem, price: (amount: bigint) => Price): DistributiveOmit<PresentedOrderItem, Exclude<CommonItemField, '__typename'>> {
  switch (source.type) {
    case 'package':
      return {
        __typename: 'PackageOrderItem',
        packageIdentifier: source.packageIdentifier,
        priceLevelDiscount: wholePercent(item.levelDiscount, item.basePrice),
        levelDiscountedAmount: item.levelDiscount > 0n ? price(item.levelDiscount) : null,
        levelDiscountForfeited: item.levelDiscountForfeited > 0n ? price(item.levelDiscountForfeited) : null,
        packageVersionId: view.catalogue.packages.get(source.packageIdentifier)?.version ?? 0,
      };
    case 'domain':
      return { __typename: 'DomainOrderItem', domain: unicodeDomain(source.domain), supportsFreeVoucher: view.catalogue.tlds.get(source.tld)?.supportsFreeVoucher ?? false };
    case 'private_registration': {
      const contact = Object.fromEntries(REGISTRANT_FIELDS.map((field) => [field, source.contact[field] ?? ''])) as Record<RegistrantField, string>;
      return {
        __typename: 'PrivateRegistrationOrderItem',
        domain: unicodeDomain(source.domain),
        supportsFreeVoucher: view.catalogue.tlds.get(source.tld)?.supportsFreeVoucher ?? false,
        renew: view.record.renewing.has(item.hash),
        contactRequired: true,
        missingAnyPersonalData: missingRegistrantData(source.contact),
        privateChangeDisabled: item.disabled,
        editPersonalInfoUrl: `/checkout/${encodeURIComponent(view.record.identifier)}/personal-data?domain=${encodeURIComponent(unicodeDomain(source.domain))}`,
        contact,
      };
    }
    case 'addon':
    case 'plugin':
      throw new Error('Add-ons are presented by presentItem.');
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;


function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
