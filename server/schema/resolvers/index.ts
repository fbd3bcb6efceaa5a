import type { Resolvers } from '../generated/resolvers-types';
import { health } from './Query.health';
import { packages } from './Query.packages';

export const resolvers: Resolvers = {
  Query: { health, packages },
};
