/**
 * What the checkout's pricing works on: the catalogue in the order's currency, the order as stored, and the
 * priced order it returns. Amounts are bigint minor units of the order's currency; nothing here formats.
 */
import type { VatRatePeriod } from './vat-rates';

export type OrderItemType = 'package' | 'addon' | 'plugin' | 'domain' | 'private_registration';
export type AddonKind = 'addon' | 'plugin';
export type PeriodUnit = 'month' | 'year';

export interface PackageOffer {
  identifier: string;
  name: string;
  version: number;
  /** Monthly price per billing period in months. */
  monthlyPrices: ReadonlyMap<number, bigint>;
  /** The package includes a free domain for the first year (the freeDomain feature). */
  freeDomain: boolean;
}

export interface AddonOffer {
  identifier: string;
  kind: AddonKind;
  title: string;
  label: string;
  info: string;
  showMoreText: string | null;
  kbArticleUrl: string | null;
  position: number;
  /** The price of the whole period, per period in months. */
  prices: ReadonlyMap<number, bigint>;
}

export interface TldOffer {
  name: string;
  supportsFreeVoucher: boolean;
  privateRegistration: boolean;
  registration: bigint;
  renewal: bigint;
  transfer: bigint;
  /** Restoring a domain in redemption: charged once on top of its renewal. */
  restoration: bigint;
  /** Per year. */
  privateRegistrationYearly: bigint;
  /** Place in the catalogue (the order a domain search lists other endings in). */
  position: number;
  /** The TLD's registry accepts internationalised (accented) names. */
  idn: boolean;
}

export interface VatCountry {
  countryCode: string;
  countryName: string;
  /** The standard rate for each period of days (server/domain/checkout/vat-rates.ts). */
  rates: readonly VatRatePeriod[];
  eu: boolean;
  /** Prefix of the country's VAT IDs (EL for Greece); null outside the EU. */
  vatPrefix: string | null;
}

/** Everything pricing needs, in one currency. */
export interface PricingCatalogue {
  currency: string;
  packages: ReadonlyMap<string, PackageOffer>;
  addons: ReadonlyMap<string, AddonOffer>;
  tlds: ReadonlyMap<string, TldOffer>;
  vatCountries: ReadonlyMap<string, VatCountry>;
  /** The seller's country and whether it is a VAT payer (SELLER_COUNTRY, SELLER_VAT_PAYER). */
  seller: SellerTaxStatus;
}

export interface SellerTaxStatus {
  countryCode: string;
  /** A seller that is not a VAT payer charges no VAT, and its invoices say so. */
  vatPayer: boolean;
}

export type VoucherKind = 'percent' | 'fixed' | 'free_domain';

export interface Voucher {
  id: string;
  code: string;
  kind: VoucherKind;
  /** percent vouchers: 1 to 100. */
  percent: number | null;
  /** fixed vouchers: the amount and its currency. */
  amountMinor: bigint | null;
  currency: string | null;
  appliesTo: readonly OrderItemType[];
  text: string;
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number | null;
  usedCount: number;
  /** When an operator switched it off; checkouts refuse it from then on. */
  disabledAt?: Date | null;
}

interface StoredItemBase {
  /** The row id; also the item's hash. */
  id: string;
  periodMonths: number;
}

export interface StoredPackageItem extends StoredItemBase {
  type: 'package';
  packageIdentifier: string;
  /** 'renew': a renewal order's package, at today's price of its period. */
  action: 'buy' | 'upgrade' | 'downgrade' | 'renew';
}

export interface StoredAddonItem extends StoredItemBase {
  type: AddonKind;
  addonIdentifier: string;
  /**
   * Bought alone for the website's paid package: the package's date, which it runs until; it costs the share of its
   * yearly price until then (server/domain/checkout/partial-period.ts) instead of a whole period.
   */
  runsUntil?: Date | undefined;
  /** Bought alone: the package it was bought for (the SPEC's targetAddonParentIdentifier). */
  parentPackageIdentifier?: string | undefined;
}

export interface StoredDomainItem extends StoredItemBase {
  type: 'domain';
  domain: string;
  tld: string;
  /** 'renew': a renewal at the TLD's renewal price; 'restore': out of redemption, the renewal plus the restoration fee. */
  action: 'register' | 'transfer' | 'renew' | 'restore';
}

export interface StoredPrivateRegistrationItem extends StoredItemBase {
  type: 'private_registration';
  domain: string;
  tld: string;
  enabled: boolean;
  /** The registrant of the domain: contact field -> value. */
  contact: Readonly<Record<string, string>>;
}

export type StoredItem = StoredPackageItem | StoredAddonItem | StoredDomainItem | StoredPrivateRegistrationItem;

/** The website's current package, when the order upgrades it: the unused part is credited. */
export interface UpgradeCredit {
  currentPackageIdentifier: string;
  paidUntil: Date;
}

/** What the EU's VIES service said about a VAT ID: valid, invalid, or it could not say (its service down, a timeout). */
export type VatIdCheckStatus = 'valid' | 'invalid' | 'unavailable';

/** The VIES check of a billing VAT ID (server/tax/vat-id-check.ts). */
export interface VatIdCheck {
  /** The VAT ID checked, compact and upper case ('DE123456789'). */
  vatId: string;
  status: VatIdCheckStatus;
  /** VIES's consultation number (requestIdentifier) of a valid answer. */
  consultationNumber: string | null;
  /** When VIES answered (or could not), ISO 8601. */
  checkedAt: string;
}

export interface OrderToPrice {
  currency: string;
  items: readonly StoredItem[];
  voucher: Voucher | null;
  /** Billing contact: input name -> value. */
  billing: Readonly<Record<string, string>>;
  /** The VIES check of the billing VAT ID: reverse charge needs a valid one of the same VAT ID. */
  vatIdCheck?: VatIdCheck | null | undefined;
  upgradeCredit: UpgradeCredit | null;
  now: Date;
}

export interface PricedVariant {
  months: number;
  interval: { units: number; period: PeriodUnit };
  /** The whole period, before any discount. */
  price: bigint;
  /** Saved against buying the shortest period repeatedly; null when nothing. */
  savings: bigint | null;
  recommendationLevel: number;
  active: boolean;
}

export interface PricedItem {
  /** The row id, or 'offer:IDENTIFIER' for an add-on or plugin offered but not in the order. */
  hash: string;
  type: OrderItemType;
  /** In the order: false for offered add-ons and switched-off private registration. */
  checked: boolean;
  /** The customer cannot change it (private registration the TLD does not allow). */
  disabled: boolean;
  periodMonths: number;
  interval: { units: number; period: PeriodUnit };
  variants: PricedVariant[];
  /** The chosen period's price, before any discount. */
  basePrice: bigint;
  /** The upgrade credit (package items only). */
  levelDiscount: bigint;
  /**
   * The part of the upgrade credit beyond this period's price, which this period cannot use: lost when the order is
   * finished so, and shown before (docs/decisions.md). 0 when the whole credit is used.
   */
  levelDiscountForfeited: bigint;
  voucherDiscount: bigint;
  /** basePrice - levelDiscount - voucherDiscount; 0 when not checked. */
  price: bigint;
  firstYearFree: boolean;
  /** Domain registrations whose TLD supports the free-domain voucher: what the first year costs; else null. */
  freeFirstYear: bigint | null;
  /** The stored row, or the add-on on offer. */
  source: StoredItem | { type: AddonKind; offer: AddonOffer };
}

export interface PricedOrder {
  currency: string;
  items: PricedItem[];
  /** Sum of the checked items' base prices less level discounts: the price before the voucher, VAT excluded. */
  priceBeforeVoucher: bigint;
  /** Sum of the items' prices, VAT excluded. */
  priceWithoutVat: bigint;
  vatRateBasisPoints: number;
  vatAmount: bigint;
  priceWithVat: bigint;
  /** The price before the voucher with VAT; equal to priceWithVat without a voucher discount. */
  originalPriceWithVat: bigint;
  reverseCharge: boolean;
  /** False when the seller is not a VAT payer: no VAT charged, and the invoice says why. */
  sellerVatPayer: boolean;
  /**
   * Whether the billing claims reverse charge (a company with a well-formed VAT ID of another EU country), and what
   * VIES said of that VAT ID: 'unchecked' while no check of it is known. Null when reverse charge is not claimed.
   */
  vatIdCheck: { vatId: string; status: VatIdCheck['status'] | 'unchecked'; consultationNumber: string | null; checkedAt: string | null } | null;
  /** The country whose VAT applies. */
  vatCountry: VatCountry | undefined;
  coveredByVoucher: boolean;
}
