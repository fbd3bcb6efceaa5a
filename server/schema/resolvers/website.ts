import type { WebsiteRecord } from '../../websites/repository';
import type { Website } from '../generated/resolvers-types';

export function toWebsite(record: WebsiteRecord): Website {
  return { name: record.name, currentPackage: record.currentPackage, createdAt: record.createdAt.toISOString() };
}
