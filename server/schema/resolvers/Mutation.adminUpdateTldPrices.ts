import { operatorOnly } from '../operator-guard';
import { updateTldPrices } from '../../admin/catalogue';
import type { MutationAdminUpdateTldPricesArgs, MutationResolvers } from '../generated/resolvers-types';
import { catalogueChange } from './admin-catalogue';

export const adminUpdateTldPrices: MutationResolvers['adminUpdateTldPrices'] = operatorOnly(({ input }: MutationAdminUpdateTldPricesArgs, context, operator) =>
  catalogueChange(context, operator, (change) => updateTldPrices(change, input)),
);
