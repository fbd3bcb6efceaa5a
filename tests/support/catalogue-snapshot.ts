import type { CatalogueSnapshot } from '../../server/domain/catalogue-snapshot';

/** A small catalogue of two packages (Basic; Pro, highlighted, in EUR and USD), for the price list's pure parts. */
export function testCatalogue(overrides: Partial<CatalogueSnapshot> = {}): CatalogueSnapshot {
  return {
    packages: [
      {
        identifier: 'basic',
        name: 'Basic',
        label: 'For a start',
        className: 'package package--basic',
        version: 2,
        highlighted: false,
        prices: [
          { periodMonths: 1, currency: 'EUR', monthlyAmountMinor: 500n, originalMonthlyAmountMinor: null, discountPercent: 0 },
          { periodMonths: 12, currency: 'EUR', monthlyAmountMinor: 400n, originalMonthlyAmountMinor: null, discountPercent: 0 },
        ],
        features: [{ identifier: 'storage', name: 'Storage', value: '1 GB', included: true, valueQuestionMark: false, tooltipId: 'tip-storage' }],
        limits: { maxPages: 10, storageMb: 1024, eshop: false },
      },
      {
        identifier: 'pro',
        name: 'Pro',
        label: 'Most popular',
        className: 'package package--pro',
        version: 1,
        highlighted: true,
        prices: [
          { periodMonths: 12, currency: 'EUR', monthlyAmountMinor: 750n, originalMonthlyAmountMinor: 1000n, discountPercent: 25 },
          { periodMonths: 12, currency: 'USD', monthlyAmountMinor: 800n, originalMonthlyAmountMinor: null, discountPercent: 0 },
        ],
        features: [
          { identifier: 'storage', name: 'Storage', value: '10 GB', included: true, valueQuestionMark: false, tooltipId: 'tip-storage' },
          { identifier: 'eshop', name: 'Online store', value: 'Not included', included: false, valueQuestionMark: true, tooltipId: null },
        ],
        limits: null,
      },
    ],
    featureIdentifiers: new Set(['storage', 'eshop']),
    tooltips: [{ id: 'tip-storage', text: 'Space for your files.' }],
    faq: [{ question: 'Q?', answer: 'A.', isShown: true }],
    texts: {
      heading: 'Packages',
      subHeading: 'Pick one',
      faqHeading: '',
      callToActionHeading: 'Not sure?',
      callToActionText: 'Try it free.',
      callToActionButtonText: 'Sign up',
      purchaseButtonText: 'Purchase',
      priceDescription: 'a month when paid yearly',
    },
    featureFlags: { freeDomainHighlightInPricelist: false },
    pricesExcludeVat: true,
    limitedPackage: 'limited',
    currencyWarnings: { USD: 'Charged in USD.' },
    ...overrides,
  };
}
