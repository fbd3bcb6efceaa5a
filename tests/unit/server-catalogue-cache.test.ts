import { describe, expect, it, vi } from 'vitest';
import type { CatalogueSnapshot } from '../../server/domain/catalogue-snapshot';
import { cachedCatalogue, catalogueVersion } from '../../server/pricelist/catalogue-cache';

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

  it('with a version, reloads as soon as the version moves, long before the time to live', async () => {
    let stored = 1n;
    const readVersion = vi.fn(async () => stored);
    const load = vi.fn(async () => snapshot);
    let now = 0;
    const version = catalogueVersion(readVersion, 1_000, () => now);
    const source = cachedCatalogue(load, 60_000, () => now, version);
    await Promise.all([source.get(), source.get()]);
    expect(load).toHaveBeenCalledTimes(1);
    // Another instance raises the version: not seen before the next check...
    stored = 2n;
    now = 999;
    await source.get();
    expect(load).toHaveBeenCalledTimes(1);
    // ...and read at it, once however many requests, in the background: they go on with the snapshot they had...
    now = 1_000;
    await expect(Promise.all([source.get(), source.get(), source.get()])).resolves.toEqual([snapshot, snapshot, snapshot]);
    expect(readVersion).toHaveBeenCalledTimes(2);
    // ...and the request after the read reloads the catalogue.
    await vi.waitFor(async () => {
      await source.get();
      expect(load).toHaveBeenCalledTimes(2);
    });
    expect(readVersion).toHaveBeenCalledTimes(2);
  });

  it('never lets a version check make a request wait, except the first and the first after a change made here', async () => {
    let finishRead: (version: bigint) => void = () => {};
    const readVersion = vi.fn<() => Promise<bigint>>().mockResolvedValueOnce(1n).mockReturnValue(new Promise((resolve) => (finishRead = resolve)));
    let now = 0;
    const version = catalogueVersion(readVersion, 1_000, () => now);
    await expect(version.current()).resolves.toBe(1n);
    now = 5_000;
    // The read hangs (a busy database): the known version is answered meanwhile.
    await expect(version.current()).resolves.toBe(1n);
    await expect(version.current()).resolves.toBe(1n);
    expect(readVersion).toHaveBeenCalledTimes(2);
    finishRead(2n);
    await vi.waitFor(async () => expect(await version.current()).toBe(2n));
  });

  it('after a change made here, does not take the answer of a read begun before it', async () => {
    let finishOldRead: (version: bigint) => void = () => {};
    const readVersion = vi
      .fn<() => Promise<bigint>>()
      .mockResolvedValueOnce(1n)
      .mockReturnValueOnce(new Promise((resolve) => (finishOldRead = resolve)))
      .mockResolvedValue(2n);
    let now = 0;
    const version = catalogueVersion(readVersion, 1_000, () => now);
    await version.current();
    now = 1_000;
    await version.current(); // starts the read that will answer 1
    version.changed();
    await expect(version.current()).resolves.toBe(2n);
    finishOldRead(1n);
    await Promise.resolve();
    await expect(version.current()).resolves.toBe(2n);
  });

  it('with a version, serves a snapshot past its time to live while it loads again, if the version has not moved', async () => {
    const readVersion = vi.fn(async () => 1n);
    let finishReload: (value: CatalogueSnapshot) => void = () => {};
    const reloaded = { packages: [] } as unknown as CatalogueSnapshot;
    const load = vi.fn<() => Promise<CatalogueSnapshot>>().mockResolvedValueOnce(snapshot).mockReturnValueOnce(new Promise((resolve) => (finishReload = resolve)));
    let now = 0;
    const source = cachedCatalogue(load, 5_000, () => now, catalogueVersion(readVersion, 1_000, () => now));
    await expect(source.get()).resolves.toBe(snapshot);
    now = 5_000;
    // The reload has started, and the requests meanwhile get the snapshot they had, without waiting.
    await expect(Promise.all([source.get(), source.get()])).resolves.toEqual([snapshot, snapshot]);
    expect(load).toHaveBeenCalledTimes(2);
    finishReload(reloaded);
    await vi.waitFor(async () => expect(await source.get()).toBe(reloaded));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps serving the snapshot it has when a reload in the background fails, and tries again', async () => {
    const load = vi.fn<() => Promise<CatalogueSnapshot>>().mockResolvedValueOnce(snapshot).mockRejectedValueOnce(new Error('database down')).mockResolvedValue(snapshot);
    let now = 0;
    const source = cachedCatalogue(load, 5_000, () => now, catalogueVersion(async () => 1n, 1_000, () => now));
    await source.get();
    now = 5_000;
    await expect(source.get()).resolves.toBe(snapshot);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await expect(source.get()).resolves.toBe(snapshot);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3));
  });

  it('reads the version again at once after a change made here', async () => {
    let stored = 1n;
    const load = vi.fn(async () => snapshot);
    const version = catalogueVersion(async () => stored, 1_000, () => 0);
    const source = cachedCatalogue(load, 60_000, () => 0, version);
    await source.get();
    stored = 2n;
    version.changed();
    await source.get();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
