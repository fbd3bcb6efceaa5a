import { listWebsites, registeredDomains } from '../../websites/repository';
import type { QueryResolvers } from '../generated/resolvers-types';
import { requireUser } from './guard';
import { toWebsite } from './website';

export const myWebsites: QueryResolvers['myWebsites'] = async (_parent, _args, context) => {
  const user = await requireUser(context);
  const websites = await listWebsites(context.db, user.id);
  const domains = await registeredDomains(context.db, websites.map((website) => website.id));
  return websites.map((website) => toWebsite(website, domains.get(website.id)));
};
