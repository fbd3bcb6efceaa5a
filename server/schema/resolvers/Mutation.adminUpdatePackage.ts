import { operatorOnly } from '../operator-guard';
import { updatePackage } from '../../admin/catalogue';
import type { MutationAdminUpdatePackageArgs, MutationResolvers } from '../generated/resolvers-types';
import { catalogueChange } from './admin-catalogue';

export const adminUpdatePackage: MutationResolvers['adminUpdatePackage'] = operatorOnly(({ input }: MutationAdminUpdatePackageArgs, context, operator) =>
  catalogueChange(context, operator, (change) =>
    updatePackage(change, { ...input, prices: input.prices.map((price) => ({ ...price, originalMonthlyAmount: price.originalMonthlyAmount ?? null })) }),
  ),
);
