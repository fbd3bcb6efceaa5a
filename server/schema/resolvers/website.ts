import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { unicodeDomain } from '../../domain/domains/registry';
import type { WebsiteRecord } from '../../websites/repository';
import type { Website } from '../generated/resolvers-types';

/** The website as the schema shows it, with its domains (those registered through the portal, Unicode, by name). */
export function toWebsite(record: WebsiteRecord, domains: readonly string[] = []): Website {
  return { name: record.name, currentPackage: record.currentPackage, createdAt: record.createdAt.toISOString(), domains: [...domains] };
}

/** The registered domains of these websites, in one query: website id -> Unicode names, sorted. */
export async function websiteDomains(db: Kysely<Database>, websiteIds: readonly string[]): Promise<Map<string, string[]>> {
  const byWebsite = new Map<string, string[]>();
  if (websiteIds.length === 0) return byWebsite;
  const rows = await db.selectFrom('domain_registry').select(['name', 'website_id']).where('website_id', 'in', websiteIds).where('status', '=', 'registered').execute();
  for (const row of rows) {
    if (row.website_id === null) continue;
    byWebsite.set(row.website_id, [...(byWebsite.get(row.website_id) ?? []), unicodeDomain(row.name)]);
  }
  for (const names of byWebsite.values()) names.sort((a, b) => a.localeCompare(b, 'en'));
  return byWebsite;
}
