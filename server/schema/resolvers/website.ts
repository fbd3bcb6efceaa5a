import type { WebsiteRecord } from '../../websites/repository';
import type { Website } from '../generated/resolvers-types';

export function toWebsite(record: WebsiteRecord): Website {
  // The registry comes with migration 0006 (issue 8, in progress): until then no website has a domain.
  return { name: record.name, currentPackage: record.currentPackage, createdAt: record.createdAt.toISOString(), domains: [] };
}
