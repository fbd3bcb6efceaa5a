import type { Currency, PricelistFeature, PricelistItem, PricelistResponse, UnsupportedFeatureModal } from '../../contracts/pricelist';
import { PRICELIST_PERIOD_MONTHS } from './catalogue-snapshot';
import type { CataloguePackage, CatalogueSnapshot, PackageFeature, PackagePrice } from './catalogue-snapshot';
import { formatMoney } from './money';
import { signPurchaseOffer } from './purchase-token';
import { carries, packageAction, unsupportedText } from './website-fit';
import type { PackageAction, WebsiteUsage } from './website-fit';

/** The signed-in owner's website the price list is for. */
export interface PricelistWebsite {
  name: string;
  /** Identifier of its current package, or null. */
  currentPackage: string | null;
  usage: WebsiteUsage;
  /** The add-ons and plugins its paid package can get alone, and where (server/addons/offers.ts). */
  addons?: readonly { identifier: string; title: string; addPath: string }[] | undefined;
}

export const BACK_LINK = { text: 'Back to My websites', url: '/websites' } as const;

export interface PricelistRequest {
  currency: Currency;
  /** BCP 47 locale the prices are formatted for. */
  locale: string;
  /** Website name the purchase links are signed for (the `project` parameter). */
  project: string | undefined;
  /** The owner's website of `project`: actions, current package and unsupported features depend on it. */
  website?: PricelistWebsite | undefined;
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
  const offered = catalogue.packages.filter((pkg) => listedPrice(pkg, request.currency) !== undefined);
  const { website } = request;
  const currentIndex = website?.currentPackage == null ? undefined : indexOf(catalogue, website.currentPackage);
  const actionOf = (pkg: CataloguePackage) => packageAction(currentIndex, indexOf(catalogue, pkg.identifier) ?? -1);
  const urlOf = (pkg: CataloguePackage) => {
    const action = actionOf(pkg);
    return purchaseUrl(pkg, request, action === 'current' ? 'buy' : action);
  };
  const unsupportedFeatures: Record<string, UnsupportedFeatureModal> = {};
  if (website) {
    for (const pkg of offered) {
      if (actionOf(pkg) === 'current' || !pkg.limits || carries(pkg.limits, website.usage)) continue;
      // The smallest other package that carries everything; the largest when none does.
      const alternatives = offered.filter((other) => other !== pkg && actionOf(other) !== 'current');
      const better = alternatives.find((other) => carries(other.limits, website.usage)) ?? alternatives.at(-1);
      unsupportedFeatures[pkg.identifier] = {
        heading: `${pkg.name} cannot carry your website as it is`,
        text: unsupportedText(pkg.name, pkg.limits, website.usage),
        upgradeButton: better ? { text: `Choose ${better.name} instead`, url: urlOf(better) } : { text: BACK_LINK.text, url: BACK_LINK.url },
        continueButtons: [{ text: `Continue with ${pkg.name} anyway`, url: urlOf(pkg) }],
      };
    }
  }
  const items = offered.flatMap((pkg) => {
    const item = pricelistItem(catalogue, pkg, request);
    if (!item) return [];
    item.button.url = urlOf(pkg);
    item.button.showButton = actionOf(pkg) !== 'current';
    item.hasUnsupportedFeatures = pkg.identifier in unsupportedFeatures;
    return [item];
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
      limitedPackage: catalogue.limitedPackage,
      faq: { heading: texts.faqHeading || null, items: catalogue.faq },
      callToAction: { heading: texts.callToActionHeading, text: texts.callToActionText, buttonText: texts.callToActionButtonText },
      backLink: website ? { ...BACK_LINK } : null,
      project: website ? { name: website.name, currentPackage: website.currentPackage, ...(website.addons ? { addons: [...website.addons] } : {}) } : null,
      unsupportedFeatures,
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
    // Set by buildPricelist, which compares the package with the website.
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

/** `/order/package/IDENTIFIER?package-action=ACTION&ref=REF&token=TOKEN&package-version=VERSION` */
export function purchaseUrl(
  pkg: Pick<CataloguePackage, 'identifier' | 'version'>,
  request: Pick<PricelistRequest, 'project' | 'ref' | 'secret'>,
  action: PackageAction = 'buy',
): string {
  const token = signPurchaseOffer(request.secret, { identifier: pkg.identifier, version: pkg.version, project: request.project ?? '', ref: request.ref });
  const query = new URLSearchParams({ 'package-action': action, ref: request.ref, token, 'package-version': String(pkg.version) });
  return `/order/package/${encodeURIComponent(pkg.identifier)}?${query.toString()}`;
}

function indexOf(catalogue: CatalogueSnapshot, identifier: string): number | undefined {
  const index = catalogue.packages.findIndex((pkg) => pkg.identifier === identifier);
  return index === -1 ? undefined : index;
}
