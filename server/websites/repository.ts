import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isOnFreeVersion } from '../lifecycle/service-status';
import { unicodeDomain } from '../domain/domains/registry';
import type { WebsiteUsage } from '../domain/website-fit';

export interface WebsiteRecord {
  id: string;
  name: string;
  createdAt: Date;
  /** The current package, or null (none bought yet, or switched off: the free version). */
  currentPackage: { identifier: string; name: string } | null;
  /** Its package ran out unrenewed: the website runs the free version (docs/services.md). */
  freeVersion: boolean;
  usage: WebsiteUsage;
}

function websites(db: Kysely<Database>) {
  return db
    .selectFrom('websites')
    .leftJoin('package', 'package.id', 'websites.package_id')
    .leftJoin('services', (join) => join.onRef('services.website_id', '=', 'websites.id').on('services.kind', '=', 'package'))
    .select([
      'websites.id',
      'websites.name',
      'websites.created_at',
      'websites.used_pages',
      'websites.used_storage_mb',
      'websites.uses_eshop',
      'package.identifier as package_identifier',
      'package.name as package_name',
      'services.status as package_service_status',
      'services.paid_until as package_service_paid_until',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof websites>['executeTakeFirstOrThrow']>>;

function record(row: Row): WebsiteRecord {
  return {
    id: row.id,
    name: row.name,
    createdAt: new Date(row.created_at),
    currentPackage: row.package_identifier !== null && row.package_name !== null ? { identifier: row.package_identifier, name: row.package_name } : null,
    freeVersion: row.package_service_status !== null && row.package_service_paid_until !== null && isOnFreeVersion({ kind: 'package', status: row.package_service_status, paid_until: row.package_service_paid_until }),
    usage: { pages: row.used_pages, storageMb: row.used_storage_mb, eshop: row.uses_eshop },
  };
}

/** The account's website of that name; undefined when it does not exist or belongs to someone else. */
export async function findOwnedWebsite(db: Kysely<Database>, accountId: string, name: string): Promise<WebsiteRecord | undefined> {
  const row = await websites(db).where('websites.account_id', '=', accountId).where('websites.name', '=', name).executeTakeFirst();
  return row ? record(row) : undefined;
}

/** The account's websites, oldest first; archived ones (lapsed past their grace) are not among them. */
export async function listWebsites(db: Kysely<Database>, accountId: string): Promise<WebsiteRecord[]> {
  const rows = await websites(db).where('websites.account_id', '=', accountId).where('websites.archived_at', 'is', null).orderBy('websites.created_at').orderBy('websites.name').execute();
  return rows.map(record);
}

export class WebsiteNameTakenError extends Error {
  override name = 'WebsiteNameTakenError';
}

/** A new website without a package that uses next to nothing (one page). Throws WebsiteNameTakenError. */
export async function createWebsite(db: Kysely<Database>, accountId: string, name: string, now: Date): Promise<WebsiteRecord> {
  const id = randomUUID();
  try {
    await db.insertInto('websites').values({ id, account_id: accountId, name, package_id: null, created_at: now }).execute();
  } catch (error) {
    if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505') throw new WebsiteNameTakenError(name);
    throw error;
  }
  return { id, name, createdAt: now, currentPackage: null, freeVersion: false, usage: { pages: 1, storageMb: 0, eshop: false } };
}

/** A domain registered through the portal: its Unicode name and the end of the period bought (fulfilment sets it). */
export interface RegisteredDomain {
  name: string;
  expiresAt: Date | null;
}

function registeredDomain(row: { name: string; expires_at: Date | null }): RegisteredDomain {
  return { name: unicodeDomain(row.name), expiresAt: row.expires_at };
}

function byName(domains: RegisteredDomain[]): RegisteredDomain[] {
  return domains.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The registered domains of these websites, in one query: website id -> domains, by name. */
export async function registeredDomains(db: Kysely<Database>, websiteIds: readonly string[]): Promise<Map<string, RegisteredDomain[]>> {
  const byWebsite = new Map<string, RegisteredDomain[]>();
  if (websiteIds.length === 0) return byWebsite;
  const rows = await db.selectFrom('domain_registry').select(['name', 'website_id', 'expires_at']).where('website_id', 'in', websiteIds).where('status', '=', 'registered').execute();
  for (const row of rows) {
    if (row.website_id === null) continue;
    byWebsite.set(row.website_id, [...(byWebsite.get(row.website_id) ?? []), registeredDomain(row)]);
  }
  for (const domains of byWebsite.values()) byName(domains);
  return byWebsite;
}

/**
 * The account's registered domains that belong to no website (a domain-only order made without one), by name: the
 * registry rows its own paid orders registered and it holds. Names with no order of the account behind them (the
 * seeded ones) are not listed.
 */
export async function domainsWithoutWebsite(db: Kysely<Database>, accountId: string): Promise<RegisteredDomain[]> {
  const rows = await db
    .selectFrom('domain_registry')
    .innerJoin('orders', 'orders.id', 'domain_registry.order_id')
    .select(['domain_registry.name', 'domain_registry.expires_at'])
    .where('orders.account_id', '=', accountId)
    .where('domain_registry.account_id', '=', accountId)
    .where('domain_registry.status', '=', 'registered')
    .where('domain_registry.website_id', 'is', null)
    .execute();
  return byName(rows.map(registeredDomain));
}
