/**
 * The price list contract: the query the REST endpoint accepts and the JSON it returns.
 * The server validates its input and types its output with these schemas; the browser parses
 * the response with the same schemas, so both sides can never drift apart silently. zod/mini keeps them small
 * enough for the price list's first paint.
 */
import * as z from 'zod/mini';
import { CURRENCIES, FEATURE_IDENTIFIER_PATTERN, PROJECT_NAME_PATTERN, REF_PATTERN } from './pricelist-constants';

export * from './pricelist-constants';

export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

/** Query parameters of GET /api/pricelist. `feautre` is spelt as the product spells it. */
export const pricelistQuerySchema = z.object({
  project: z.optional(z.string().check(z.regex(PROJECT_NAME_PATTERN, 'must be a website name (lowercase letters, digits, hyphens)'))),
  feautre: z.optional(z.string().check(z.regex(FEATURE_IDENTIFIER_PATTERN, 'must be a feature identifier'))),
  currency: z.optional(currencySchema),
  ref: z.optional(z.string().check(z.regex(REF_PATTERN, 'must be 1 to 32 letters, digits, hyphens or underscores'))),
});
export type PricelistQuery = z.infer<typeof pricelistQuerySchema>;

export const pricelistFeatureSchema = z.object({
  featureIdentifier: z.string(),
  featureName: z.string(),
  featureNameHighlighted: z.boolean(),
  featureValue: z.string(),
  featureNameClass: z.string(),
  featureValueClass: z.string(),
  /** Id of the tooltip in metadata.tooltips, or null when the feature has none. */
  tooltipDataTitle: z.nullable(z.string()),
  featureValueQuestionMark: z.boolean(),
});
export type PricelistFeature = z.infer<typeof pricelistFeatureSchema>;

export const pricelistButtonSchema = z.object({
  /** Monthly price of the package, formatted for the visitor's locale. */
  price: z.string(),
  /** Formatted price before the package discount, or null when not discounted. */
  originalPrice: z.nullable(z.string()),
  /** Discount in whole percent; 0 when not discounted. */
  priceDiscount: z.int().check(z.minimum(0), z.maximum(100)),
  description: z.string(),
  class: z.string(),
  /** Purchase url with package-action, ref, token and package-version query parameters. */
  url: z.string(),
  text: z.string(),
  showButton: z.boolean(),
});

export const pricelistItemSchema = z.object({
  className: z.string(),
  name: z.string(),
  label: z.string(),
  identifier: z.string(),
  hasUnsupportedFeatures: z.boolean(),
  button: pricelistButtonSchema,
  features: z.array(pricelistFeatureSchema),
});
export type PricelistItem = z.infer<typeof pricelistItemSchema>;

export const tooltipSchema = z.object({ id: z.string(), text: z.string() });
export type Tooltip = z.infer<typeof tooltipSchema>;

export const faqItemSchema = z.object({ question: z.string(), answer: z.string(), isShown: z.boolean() });
export type FaqItem = z.infer<typeof faqItemSchema>;

const linkButtonSchema = z.object({ text: z.string(), url: z.string() });

/**
 * The unsupported-feature modal of SPEC.md section 2, for a package that cannot carry what the website already
 * uses. Every url is a purchase url of the same form as button.url.
 */
export const unsupportedFeatureModalSchema = z.object({
  heading: z.string(),
  text: z.string(),
  upgradeButton: linkButtonSchema,
  continueButtons: z.array(linkButtonSchema),
});
export type UnsupportedFeatureModal = z.infer<typeof unsupportedFeatureModalSchema>;

export const pricelistMetadataSchema = z.object({
  heading: z.string(),
  subHeading: z.string(),
  currency: currencySchema,
  tooltips: z.record(z.string(), tooltipSchema),
  currencyWarning: z.nullable(z.string()),
  pricesExcludeVat: z.boolean(),
  /** The package the Limited promo box offers: SPEC's `limited` unless the operators chose another; null for none. */
  limitedPackage: z.nullable(z.string()),
  faq: z.object({ heading: z.nullable(z.string()), items: z.array(faqItemSchema) }),
  callToAction: z.object({ heading: z.string(), text: z.string(), buttonText: z.string() }),
  backLink: z.nullable(linkButtonSchema),
  /**
   * The website the price list is for (?project=NAME), with its current package identifier and, while that package
   * is paid beyond today, the add-ons and plugins it can get alone (docs/services.md "Add-ons bought alone"); null
   * without one.
   */
  project: z.nullable(
    z.object({
      name: z.string(),
      currentPackage: z.nullable(z.string()),
      addons: z.optional(z.array(z.object({ identifier: z.string(), title: z.string(), addPath: z.string() }))),
    }),
  ),
  /** Keyed by package identifier, for each item with hasUnsupportedFeatures; empty without a project. */
  unsupportedFeatures: z.record(z.string(), unsupportedFeatureModalSchema),
  featureFlags: z.object({ freeDomainHighlightInPricelist: z.boolean() }),
});
export type PricelistMetadata = z.infer<typeof pricelistMetadataSchema>;

export const pricelistResponseSchema = z.object({
  totalItems: z.int().check(z.minimum(0)),
  items: z.array(pricelistItemSchema),
  metadata: pricelistMetadataSchema,
});
export type PricelistResponse = z.infer<typeof pricelistResponseSchema>;
