import type { Resolvers } from '../generated/resolvers-types';
import { createPackageOrder } from './Mutation.createPackageOrder';
import { createWebsite } from './Mutation.createWebsite';
import { setCookieConsent } from './Mutation.setCookieConsent';
import { cookieConsent } from './Query.cookieConsent';
import { health } from './Query.health';
import { myWebsites } from './Query.myWebsites';
import { packages } from './Query.packages';

export const resolvers: Resolvers = {
  Query: { health, packages, myWebsites, cookieConsent },
  Mutation: { createWebsite, createPackageOrder, setCookieConsent },
};
