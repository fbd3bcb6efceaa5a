import { describe, expect, it, vi } from 'vitest';
import type { CatalogueSnapshot } from '../../server/domain/catalogue-snapshot';
import { cachedCatalogue } from '../../server/pricelist/catalogue-cache';

const snapshot = { packages: [] } as unknown as CatalogueSnapshot;

describe('the catalogue cache', () => {
  it('reuses one load for the time to live, then loads again', async () => {
    let now = 0;
    const load = vi.fn(async () => snapshot);
    const source = cachedCatalogue(load, 1_000, () => now);
    await Promise.all([source.get(), source.get()]);
    now = 999;
    await source.get();
    expect(load).toHaveBeenCalledTimes(1);
    now = 1_000;
    await source.get();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load', async () => {
    const load = vi.fn<() => Promise<CatalogueSnapshot>>().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(snapshot);
    const source = cachedCatalogue(load, 60_000, () => 0);
    await expect(source.get()).rejects.toThrow('database down');
    await expect(source.get()).resolves.toBe(snapshot);
  });

  it('loads on every call with a time to live of 0', async () => {
    const load = vi.fn(async () => snapshot);
    const source = cachedCatalogue(load, 0, () => 0);
    await source.get();
    await source.get();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
