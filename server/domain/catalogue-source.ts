/**
 * Where the catalogue (or what is built from it) is read: server/pricelist/catalogue-cache.ts keeps it per version.
 * A plain type here, so that orders, add-ons and the price list all take one without importing each other.
 */
import type { CatalogueSnapshot } from './catalogue-snapshot';

export interface CatalogueSource<T = CatalogueSnapshot> {
  get(): Promise<T>;
  /**
   * The catalogue version `snapshot` was loaded at, when it is known and snapshots are reused (a time to live above
   * 0): what is built from a snapshot can then be kept for as long as the version stays, across reloads.
   */
  versionOf?(snapshot: T): bigint | undefined;
}
