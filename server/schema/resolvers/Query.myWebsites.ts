import { listWebsites } from '../../websites/repository';
import type { QueryResolvers } from '../generated/resolvers-types';
import { requireUser } from './guard';
import { toWebsite } from './website';

export const myWebsites: QueryResolvers['myWebsites'] = async (_parent, _args, context) => {
  const user = await requireUser(context);
  return (await listWebsites(context.db, user.id)).map(toWebsite);
};
