import type { Kysely } from 'kysely';
import type { CatalogueSnapshot } from '../domain/catalogue-snapshot';
import type { Database } from '../db/schema';
import { loadCatalogue } from './catalogue-repository';

export interface CatalogueSource {
  get(): Promise<CatalogueSnapshot>;
}

/**
 * The catalogue changes rarely but the price list is the busiest page: keep a snapshot for `ttlMs` and let
 * concurrent requests share one load. A failed load is not kept, so the next request tries again.
 * ttlMs 0 reads the database on every call.
 */
export function cachedCatalogue(db: Kysely<Database>, ttlMs: number, now: () => number = Date.now): CatalogueSource {
  let cached: { snapshot: Promise<CatalogueSnapshot>; loadedAt: number } | undefined;
  return {
    get() {
      if (cached && now() - cached.loadedAt < ttlMs) return cached.snapshot;
      const snapshot = loadCatalogue(db);
      const entry = { snapshot, loadedAt: now() };
      cached = entry;
      snapshot.catch(() => {
        if (cached === entry) cached = undefined;
      });
      return snapshot;
    },
  };
}
