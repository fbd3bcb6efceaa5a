import type { Resolvers } from '../generated/resolvers-types';
import { createPackageOrder } from './Mutation.createPackageOrder';
import { createWebsite } from './Mutation.createWebsite';
import { health } from './Query.health';
import { myWebsites } from './Query.myWebsites';
import { packages } from './Query.packages';
import { paymentMethods } from './Query.paymentMethods';

export const resolvers: Resolvers = {
  Query: { health, packages, myWebsites, paymentMethods },
  Mutation: { createWebsite, createPackageOrder },
};
