import { describe, expect, it } from 'vitest';
import { downgradeOptions, downgradeRefusal, downgradeWarning, type DowngradePackage } from '../../server/domain/package-downgrade';
import { unsupportedText } from '../../server/domain/website-fit';

/** Smallest first, as the catalogue lists them. */
const PACKAGES: DowngradePackage[] = [
  { identifier: 'limited', name: 'Limited', limits: { maxPages: 5, storageMb: 500, eshop: false } },
  { identifier: 'mini', name: 'Mini', limits: { maxPages: 20, storageMb: 2048, eshop: false } },
  { identifier: 'standard', name: 'Standard', limits: { maxPages: 100, storageMb: 10240, eshop: true } },
  { identifier: 'profi', name: 'Profi', limits: null },
];
const SHOP = { pages: 12, storageMb: 300, eshop: true };

describe('choosing a smaller package for the next period', () => {
  it('accepts only a smaller package of the catalogue for a website on a paid package', () => {
    expect(downgradeRefusal(PACKAGES, 'standard', 'mini')).toBeNull();
    expect(downgradeRefusal(PACKAGES, 'standard', 'limited')).toBeNull();
    expect(downgradeRefusal(PACKAGES, 'standard', 'profi')).toBe('NOT_SMALLER');
    expect(downgradeRefusal(PACKAGES, 'standard', 'standard')).toBe('SAME_PACKAGE');
    expect(downgradeRefusal(PACKAGES, 'standard', 'gold')).toBe('PACKAGE_NOT_FOUND');
    expect(downgradeRefusal(PACKAGES, null, 'mini')).toBe('FREE_WEBSITE');
  });

  it('says what would stop working in the words of the price list guard, and nothing when the package carries the website', () => {
    expect(downgradeWarning(PACKAGES[1] as DowngradePackage, SHOP)).toBe('Your website has an e-shop; Mini has no e-shop.');
    expect(downgradeWarning(PACKAGES[0] as DowngradePackage, SHOP)).toBe(unsupportedText('Limited', { maxPages: 5, storageMb: 500, eshop: false }, SHOP));
    expect(downgradeWarning(PACKAGES[1] as DowngradePackage, { pages: 3, storageMb: 100, eshop: false })).toBeNull();
    expect(downgradeWarning(PACKAGES[3] as DowngradePackage, SHOP)).toBeNull();
  });

  it('offers the smaller packages, smallest first, each with its warning', () => {
    expect(downgradeOptions(PACKAGES, 'standard', SHOP)).toEqual([
      { identifier: 'limited', name: 'Limited', warning: 'Your website has an e-shop and 12 pages; Limited has no e-shop and up to 5 pages.' },
      { identifier: 'mini', name: 'Mini', warning: 'Your website has an e-shop; Mini has no e-shop.' },
    ]);
    expect(downgradeOptions(PACKAGES, 'limited', SHOP)).toEqual([]);
  });
});
