import type { Currency, FaqItem, PricelistMetadata, Tooltip } from '../../contracts/pricelist';
import type { PackageLimits } from './website-fit';

/** Texts of the price list page, stored in page_text under these keys. */
export const PAGE_TEXT_KEYS = [
  'heading',
  'subHeading',
  'faqHeading',
  'callToActionHeading',
  'callToActionText',
  'callToActionButtonText',
  'purchaseButtonText',
  'priceDescription',
] as const;
export type PageTextKey = (typeof PAGE_TEXT_KEYS)[number];
export type PageTexts = Record<PageTextKey, string>;

/** The billing period whose monthly price the price list shows. */
export const PRICELIST_PERIOD_MONTHS = 12;

export interface PackagePrice {
  periodMonths: number;
  currency: Currency;
  monthlyAmountMinor: bigint;
  /** Monthly amount before the package discount; null when not discounted. */
  originalMonthlyAmountMinor: bigint | null;
  discountPercent: number;
}

export interface PackageFeature {
  identifier: string;
  name: string;
  value: string;
  included: boolean;
  valueQuestionMark: boolean;
  /** Identifier of the feature's tooltip, or null. */
  tooltipId: string | null;
}

export interface CataloguePackage {
  identifier: string;
  name: string;
  label: string;
  className: string;
  version: number;
  highlighted: boolean;
  prices: PackagePrice[];
  /** In the order of the features' positions. */
  features: PackageFeature[];
  /** What a website on the package may use; null: anything. */
  limits: PackageLimits | null;
}

/** Everything the price list shows, read from the database in one go. */
export interface CatalogueSnapshot {
  /** In the order of their positions. */
  packages: CataloguePackage[];
  featureIdentifiers: ReadonlySet<string>;
  tooltips: Tooltip[];
  faq: FaqItem[];
  texts: PageTexts;
  featureFlags: PricelistMetadata['featureFlags'];
  pricesExcludeVat: boolean;
  /** The package offered in the Limited promo box: `limited` unless the operators chose another; null for none. */
  limitedPackage: string | null;
  currencyWarnings: Partial<Record<Currency, string>>;
}
