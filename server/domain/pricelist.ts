import type { Currency, PricelistFeature, PricelistItem, PricelistResponse } from '../../contracts/pricelist';
import { PRICELIST_PERIOD_MONTHS } from './catalogue-snapshot';
import type { CataloguePackage, CatalogueSnapshot, PackageFeature, PackagePrice } from './catalogue-snapshot';
import { formatMoney } from './money';
import { signPurchaseOffer } from './purchase-token';

export interface PricelistRequest {
  currency: Currency;
  /** BCP 47 locale the prices are formatted for. */
  locale: string;
  /** Website the visitor buys for; undefined until the accounts issue brings websites. */
  project: string | undefined;
  ref: string;
  /** Feature whose row the page highlights (the `feautre` query parameter). */
  highlightedFeature: string | undefined;
  /** Key that signs the purchase links. */
  secret: string;
}

/** The highlighted package (the most popular) gets the primary button, the others the secondary one. */
export const HIGHLIGHTED_BUTTON_CLASS = 'button button--primary';
export const BUTTON_CLASS = 'button button--secondary';

/** The price list for one visitor: packages offered in the currency, in catalogue order, with the page texts. */
export function buildPricelist(catalogue: CatalogueSnapshot, request: PricelistRequest): PricelistResponse {
  const items = catalogue.packages.flatMap((pkg) => {
    const item = pricelistItem(catalogue, pkg, request);
    return item ? [item] : [];
  });
  const { texts } = catalogue;
  return {
    totalItems: items.length,
    items,
    metadata: {
      heading: texts.heading,
      subHeading: texts.subHeading,
      currency: request.currency,
      tooltips: Object.fromEntries(catalogue.tooltips.map((tooltip) => [tooltip.id, tooltip])),
      currencyWarning: catalogue.currencyWarnings[request.currency] ?? null,
      pricesExcludeVat: catalogue.pricesExcludeVat,
      faq: { heading: texts.faqHeading || null, items: catalogue.faq },
      callToAction: { heading: texts.callToActionHeading, text: texts.callToActionText, buttonText: texts.callToActionButtonText },
      // The back link leads to the website's editor, which only exists once a project is given (accounts issue).
      backLink: null,
      project: null,
      unsupportedFeatures: {},
      featureFlags: catalogue.featureFlags,
    },
  };
}

/** The price a package is listed at: the monthly price of the yearly period. Without one, it is not offered in the currency. */
export function listedPrice(pkg: CataloguePackage, currency: Currency): PackagePrice | undefined {
  return pkg.prices.find((price) => price.periodMonths === PRICELIST_PERIOD_MONTHS && price.currency === currency);
}

function pricelistItem(catalogue: CatalogueSnapshot, pkg: CataloguePackage, request: PricelistRequest): PricelistItem | undefined {
  const price = listedPrice(pkg, request.currency);
  if (!price) return undefined;
  const format = (amountMinor: bigint) => formatMoney({ amountMinor, currency: request.currency }, request.locale);
  return {
    className: pkg.className,
    name: pkg.name,
    label: pkg.label,
    identifier: pkg.identifier,
    // Unsupported features need a website to compare with; there are none before the accounts issue.
    hasUnsupportedFeatures: false,
    button: {
      price: format(price.monthlyAmountMinor),
      originalPrice: price.originalMonthlyAmountMinor === null ? null : format(price.originalMonthlyAmountMinor),
      priceDiscount: price.discountPercent,
      description: catalogue.texts.priceDescription,
      class: pkg.highlighted ? HIGHLIGHTED_BUTTON_CLASS : BUTTON_CLASS,
      url: purchaseUrl(pkg, request),
      text: catalogue.texts.purchaseButtonText,
      showButton: true,
    },
    features: pkg.features.map((feature) => pricelistFeature(feature, request.highlightedFeature)),
  };
}

function pricelistFeature(feature: PackageFeature, highlightedFeature: string | undefined): PricelistFeature {
  const highlighted = feature.identifier === highlightedFeature;
  return {
    featureIdentifier: feature.identifier,
    featureName: feature.name,
    featureNameHighlighted: highlighted,
    featureValue: feature.value,
    featureNameClass: highlighted ? 'feature__name feature__name--highlighted' : 'feature__name',
    featureValueClass: feature.included ? 'feature__value' : 'feature__value feature__value--excluded',
    tooltipDataTitle: feature.tooltipId,
    featureValueQuestionMark: feature.valueQuestionMark,
  };
}

/** `/order/package/IDENTIFIER?package-action=buy&ref=REF&token=TOKEN&package-version=VERSION` */
export function purchaseUrl(pkg: Pick<CataloguePackage, 'identifier' | 'version'>, request: Pick<PricelistRequest, 'project' | 'ref' | 'secret'>): string {
  const token = signPurchaseOffer(request.secret, { identifier: pkg.identifier, version: pkg.version, project: request.project ?? '', ref: request.ref });
  const query = new URLSearchParams({ 'package-action': 'buy', ref: request.ref, token, 'package-version': String(pkg.version) });
  return `/order/package/${encodeURIComponent(pkg.identifier)}?${query.toString()}`;
}
