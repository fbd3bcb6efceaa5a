import { describe, expect, it } from 'vitest';
import * as catalogue from '../../server/db/catalogue';
import { carries, formatStorage, packageAction, unsupportedText } from '../../server/domain/website-fit';

const shop = { pages: 40, storageMb: 3000, eshop: true };
const limitsOf = (identifier: string) => catalogue.packages.find((pkg) => pkg.identifier === identifier)?.limits ?? null;

describe('website fit', () => {
  it('says which demo packages carry the demo shop', () => {
    expect(catalogue.packages.filter((pkg) => carries(pkg.limits, shop)).map((pkg) => pkg.identifier)).toEqual(['standard', 'profi', 'business']);
    expect(carries(null, shop)).toBe(true);
  });

  it('keeps the limits in step with the features the price list shows', () => {
    for (const pkg of catalogue.packages) {
      const eshop = pkg.features.eshop;
      const shown = typeof eshop === 'object' ? eshop.included !== false : eshop !== undefined;
      expect(pkg.limits.eshop, pkg.identifier).toBe(shown);
      const pages = typeof pkg.features.pages === 'string' ? pkg.features.pages : undefined;
      expect(pkg.limits.maxPages === null ? 'Unlimited' : String(pkg.limits.maxPages), pkg.identifier).toBe(pages);
    }
  });

  it('names only what the package lacks', () => {
    const mini = limitsOf('mini');
    if (!mini) throw new Error('mini has limits');
    expect(unsupportedText('Mini', mini, shop)).toBe('Your website has an e-shop, 40 pages and 2.9 GB of files; Mini has no e-shop, up to 20 pages and 2 GB of storage.');
    expect(unsupportedText('Mini', mini, { pages: 40, storageMb: 10, eshop: false })).toBe('Your website has 40 pages; Mini has up to 20 pages.');
    expect(unsupportedText('Mini', mini, { pages: 1, storageMb: 10, eshop: true })).toBe('Your website has an e-shop; Mini has no e-shop.');
  });

  it('derives the action from the packages\' order', () => {
    expect(packageAction(undefined, 2)).toBe('buy');
    expect(packageAction(1, 2)).toBe('upgrade');
    expect(packageAction(2, 1)).toBe('downgrade');
    expect(packageAction(2, 2)).toBe('current');
    expect([formatStorage(500), formatStorage(2048), formatStorage(3000)]).toEqual(['500 MB', '2 GB', '2.9 GB']);
  });
});
