/**
 * The price list contract: the query the REST endpoint accepts and the JSON it returns.
 * The server validates its input and types its output with these schemas; the browser parses
 * the response with the same schemas, so both sides can never drift apart silently.
 */
import { z } from 'zod';

export const CURRENCIES = ['CZK', 'EUR', 'USD'] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

/** Identifier of a website (SPEC.md's project): lowercase letters, digits and inner hyphens. */
export const PROJECT_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
export const FEATURE_IDENTIFIER_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
export const REF_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
export const DEFAULT_REF = 'pricelist';
export const LIMITED_PACKAGE_IDENTIFIER = 'limited';

/** Query parameters of GET /api/pricelist. `feautre` is spelt as the product spells it. */
export const pricelistQuerySchema = z.object({
  project: z.string().regex(PROJECT_NAME_PATTERN, 'must be a website name (lowercase letters, digits, hyphens)').optional(),
  feautre: z.string().regex(FEATURE_IDENTIFIER_PATTERN, 'must be a feature identifier').optional(),
  currency: currencySchema.optional(),
  ref: z.string().regex(REF_PATTERN, 'must be 1 to 32 letters, digits, hyphens or underscores').optional(),
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
  tooltipDataTitle: z.string().nullable(),
  featureValueQuestionMark: z.boolean(),
});
export type PricelistFeature = z.infer<typeof pricelistFeatureSchema>;

export const pricelistButtonSchema = z.object({
  /** Monthly price of the package, formatted for the visitor's locale. */
  price: z.string(),
  /** Formatted price before the package discount, or null when not discounted. */
  originalPrice: z.string().nullable(),
  /** Discount in whole percent; 0 when not discounted. */
  priceDiscount: z.number().int().min(0).max(100),
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

export const pricelistMetadataSchema = z.object({
  heading: z.string(),
  subHeading: z.string(),
  currency: currencySchema,
  tooltips: z.record(z.string(), tooltipSchema),
  currencyWarning: z.string().nullable(),
  pricesExcludeVat: z.boolean(),
  faq: z.object({ heading: z.string().nullable(), items: z.array(faqItemSchema) }),
  callToAction: z.object({ heading: z.string(), text: z.string(), buttonText: z.string() }),
  backLink: z.object({ text: z.string(), url: z.string() }).nullable(),
  featureFlags: z.object({ freeDomainHighlightInPricelist: z.boolean() }),
});
export type PricelistMetadata = z.infer<typeof pricelistMetadataSchema>;

export const pricelistResponseSchema = z.object({
  totalItems: z.number().int().min(0),
  items: z.array(pricelistItemSchema),
  metadata: pricelistMetadataSchema,
});
export type PricelistResponse = z.infer<typeof pricelistResponseSchema>;
