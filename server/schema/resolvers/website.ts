import type { RegisteredDomain, WebsiteRecord } from '../../websites/repository';
import type { Website } from '../generated/resolvers-types';

/** The website as the schema shows it, with its registered domains (Unicode, by name) and when each expires. */
export function toWebsite(record: WebsiteRecord, domains: readonly RegisteredDomain[] = []): Website {
  return {
    name: record.name,
    currentPackage: record.currentPackage,
    createdAt: record.createdAt.toISOString(),
    domains: domains.map((domain) => domain.name),
    registeredDomains: domains.map((domain) => ({ name: domain.name, expiresAt: domain.expiresAt === null ? null : domain.expiresAt.toISOString().slice(0, 10) })),
  };
}
