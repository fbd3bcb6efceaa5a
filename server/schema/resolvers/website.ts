import type { RegisteredDomain, WebsiteRecord } from '../../websites/repository';
import type { Website, WebsiteDomain } from '../generated/resolvers-types';

/** A registered domain as the schema shows it: its Unicode name and the ISO date it runs until. */
export function toWebsiteDomain(domain: RegisteredDomain): WebsiteDomain {
  return { name: domain.name, expiresAt: domain.expiresAt === null ? null : domain.expiresAt.toISOString().slice(0, 10) };
}

/** The website as the schema shows it, with its registered domains (Unicode, by name) and when each expires. */
export function toWebsite(record: WebsiteRecord, domains: readonly RegisteredDomain[] = []): Website {
  return {
    name: record.name,
    currentPackage: record.currentPackage,
    freeVersion: record.freeVersion,
    createdAt: record.createdAt.toISOString(),
    domains: domains.map((domain) => domain.name),
    registeredDomains: domains.map(toWebsiteDomain),
  };
}
