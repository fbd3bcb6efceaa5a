import { describe, expect, it } from 'vitest';
import { testCatalogue as catalogue } from '../support/catalogue-snapshot';
import { buildPricelist, purchaseUrl } from '../../server/domain/pricelist';
import type { PricelistRequest } from '../../server/domain/pricelist';
import { signPurchaseOffer } from '../../server/domain/purchase-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

const request: PricelistRequest = { currency: 'EUR', locale: 'en', project: undefined, ref: 'pricelist', highlightedFeature: undefined, secret: SECRET };

describe('the price list', () => {
  it('maps each package to an item with its yearly monthly price, discount and purchase button', () => {
    const { items, totalItems } = buildPricelist(catalogue(), request);
    expect(totalItems).toBe(2);
    expect(items[0]).toEqual({
      className: 'package package--basic',
      name: 'Basic',
      label: 'For a start',
      identifier: 'basic',
      hasUnsupportedFeatures: false,
      button: {
        price: '€4',
        originalPrice: null,
        priceDiscount: 0,
        description: 'a month when paid yearly',
        class: 'button button--secondary',
        url: purchaseUrl({ identifier: 'basic', version: 2 }, request),
        text: 'Purchase',
        showButton: true,
      },
      features: [
        {
          featureIdentifier: 'storage',
          featureName: 'Storage',
          featureNameHighlighted: false,
          featureValue: '1 GB',
          featureNameClass: 'feature__name',
          featureValueClass: 'feature__value',
          tooltipDataTitle: 'tip-storage',
          featureValueQuestionMark: false,
        },
      ],
    });
    expect(items[1]?.button).toMatchObject({ price: '€7.50', originalPrice: '€10', priceDiscount: 25, class: 'button button--primary' });
    expect(items[1]?.features[1]).toMatchObject({ featureValueClass: 'feature__value feature__value--excluded', featureValueQuestionMark: true, tooltipDataTitle: null });
  });

  it('leaves out a package that has no yearly price in the currency', () => {
    const { items, totalItems, metadata } = buildPricelist(catalogue(), { ...request, currency: 'USD' });
    expect(items.map((item) => item.identifier)).toEqual(['pro']);
    expect(totalItems).toBe(1);
    expect(metadata.currencyWarning).toBe('Charged in USD.');
  });

  it('highlights the requested feature in every package', () => {
    const { items } = buildPricelist(catalogue(), { ...request, highlightedFeature: 'storage' });
    for (const item of items) {
      const storage = item.features.find((feature) => feature.featureIdentifier === 'storage');
      expect(storage).toMatchObject({ featureNameHighlighted: true, featureNameClass: 'feature__name feature__name--highlighted' });
    }
  });

  it('builds the metadata: texts, tooltips keyed by id, FAQ without an empty heading, no back link', () => {
    const { metadata } = buildPricelist(catalogue(), request);
    expect(metadata).toEqual({
      heading: 'Packages',
      subHeading: 'Pick one',
      currency: 'EUR',
      tooltips: { 'tip-storage': { id: 'tip-storage', text: 'Space for your files.' } },
      currencyWarning: null,
      pricesExcludeVat: true,
      limitedPackage: 'limited',
      faq: { heading: null, items: [{ question: 'Q?', answer: 'A.', isShown: true }] },
      callToAction: { heading: 'Not sure?', text: 'Try it free.', buttonText: 'Sign up' },
      backLink: null,
      project: null,
      unsupportedFeatures: {},
      featureFlags: { freeDomainHighlightInPricelist: false },
    });
  });
});

describe('the purchase url', () => {
  it('is /order/package/ID with package-action, ref, token and an integer package-version, in that order', () => {
    const url = purchaseUrl({ identifier: 'pro', version: 7 }, { project: 'my-site', ref: 'mail', secret: SECRET });
    const token = signPurchaseOffer(SECRET, { identifier: 'pro', version: 7, project: 'my-site', ref: 'mail' });
    expect(url).toBe(`/order/package/pro?package-action=buy&ref=mail&token=${token}&package-version=7`);
  });
});
