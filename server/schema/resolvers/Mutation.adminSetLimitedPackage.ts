import { operatorOnly } from '../operator-guard';
import { setLimitedPackage } from '../../admin/catalogue';
import type { MutationAdminSetLimitedPackageArgs, MutationResolvers } from '../generated/resolvers-types';
import { catalogueChange } from './admin-catalogue';

export const adminSetLimitedPackage: MutationResolvers['adminSetLimitedPackage'] = operatorOnly(({ identifier }: Partial<MutationAdminSetLimitedPackageArgs>, context, operator) =>
  catalogueChange(context, operator, (change) => setLimitedPackage(change, identifier ?? null)),
);
