// The demo catalogue is product data; these are the rules the price list page relies on.
import { describe, expect, it } from 'vitest';
import { CURRENCIES, LIMITED_PACKAGE_IDENTIFIER } from '../../contracts/pricelist';
import * as catalogue from '../../server/db/catalogue';
import { PAGE_TEXT_KEYS } from '../../server/domain/catalogue-snapshot';

const yearly = (pkg: catalogue.PackageSeed, currency: (typeof CURRENCIES)[number]) => {
  const price = pkg.prices[currency][12];
  return typeof price === 'bigint' ? price : price.price;
};

describe('the demo catalogue', () => {
  it('has five packages, the first of them limited and the cheapest in every currency', () => {
    expect(catalogue.packages).toHaveLength(5);
    expect(catalogue.packages[0]?.identifier).toBe(LIMITED_PACKAGE_IDENTIFIER);
    for (const currency of CURRENCIES) {
      const limited = yearly(catalogue.packages[0]!, currency);
      for (const pkg of catalogue.packages.slice(1)) expect(yearly(pkg, currency)).toBeGreaterThan(limited);
    }
  });

  it('prices every package for 1, 12 and 24 months in CZK, EUR and USD, cheaper per month for longer periods', () => {
    for (const pkg of catalogue.packages) {
      for (const currency of CURRENCIES) {
        const periods = pkg.prices[currency];
        const monthly = ([1, 12, 24] as const).map((months) => {
          const price = periods[months];
          return typeof price === 'bigint' ? price : price.price;
        });
        expect(monthly[0]).toBeGreaterThan(monthly[1]!);
        expect(monthly[1]).toBeGreaterThan(monthly[2]!);
      }
    }
  });

  it('discounts at least one package, always below its original price', () => {
    const discounted = catalogue.packages.flatMap((pkg) => CURRENCIES.flatMap((currency) => Object.values(pkg.prices[currency]).filter((price) => typeof price !== 'bigint')));
    expect(discounted.length).toBeGreaterThan(0);
    for (const price of discounted) expect(price.price).toBeLessThan(price.original);
  });

  it('offers freeDomain on the larger packages only, never on limited', () => {
    const withFreeDomain = catalogue.packages.filter((pkg) => 'freeDomain' in pkg.features).map((pkg) => pkg.identifier);
    expect(withFreeDomain).not.toContain(LIMITED_PACKAGE_IDENTIFIER);
    expect(withFreeDomain.length).toBeGreaterThan(0);
    expect(catalogue.featureFlags.freeDomainHighlightInPricelist).toBe(true);
  });

  it('refers only to features and tooltips it defines', () => {
    const features = new Set(catalogue.features.map((feature) => feature.identifier));
    const tooltips = new Set(catalogue.tooltips.map((tooltip) => tooltip.identifier));
    for (const pkg of catalogue.packages) for (const feature of Object.keys(pkg.features)) expect(features).toContain(feature);
    for (const feature of catalogue.features) if (feature.tooltip !== null) expect(tooltips).toContain(feature.tooltip);
  });

  it('has 6 to 8 FAQ items, one shown open, and every page text', () => {
    expect(catalogue.faq.length).toBeGreaterThanOrEqual(6);
    expect(catalogue.faq.length).toBeLessThanOrEqual(8);
    expect(catalogue.faq.filter((item) => item.isShown)).toHaveLength(1);
    for (const key of PAGE_TEXT_KEYS) expect(catalogue.pageTexts[key]).not.toBe('');
    expect(catalogue.settings.pricesExcludeVat).toBe(true);
  });
});
