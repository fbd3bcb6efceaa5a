import { isDatabaseUp } from '../../db/health';
import type { QueryResolvers } from '../generated/resolvers-types';

export const health: QueryResolvers['health'] = async (_parent, _args, { db }) => ({ database: await isDatabaseUp(db) });
