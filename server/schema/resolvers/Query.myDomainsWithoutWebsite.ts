import { domainsWithoutWebsite } from '../../websites/repository';
import type { QueryResolvers } from '../generated/resolvers-types';
import { requireUser } from './guard';
import { toWebsiteDomain } from './website';

export const myDomainsWithoutWebsite: QueryResolvers['myDomainsWithoutWebsite'] = async (_parent, _args, context) => {
  const user = await requireUser(context);
  return (await domainsWithoutWebsite(context.db, user.id)).map(toWebsiteDomain);
};
