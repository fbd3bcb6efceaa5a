import type { CatalogueSnapshot } from '../domain/catalogue-snapshot';

export interface CatalogueSource<T = CatalogueSnapshot> {
  get(): Promise<T>;
}

/**
 * The catalogue changes rarely but the price list is the busiest page: keep a snapshot for `ttlMs` and let
 * concurrent requests share one load. A failed load is not kept, so the next request tries again.
 * ttlMs 0 loads on every call.
 */
export function cachedCatalogue<T = CatalogueSnapshot>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now): CatalogueSource<T> {
  let cached: { snapshot: Promise<T>; loadedAt: number } | undefined;
  return {
    get() {
      if (cached && now() - cached.loadedAt < ttlMs) return cached.snapshot;
      const snapshot = load();
      const entry = { snapshot, loadedAt: now() };
      cached = entry;
      snapshot.catch(() => {
        if (cached === entry) cached = undefined;
      });
      return snapshot;
    },
  };
}
