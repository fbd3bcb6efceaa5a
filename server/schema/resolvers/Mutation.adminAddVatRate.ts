import { operatorOnly } from '../operator-guard';
import { addVatRate } from '../../admin/vat-rates';
import type { MutationAdminAddVatRateArgs, MutationResolvers } from '../generated/resolvers-types';
import { catalogueChange } from './admin-catalogue';

export const adminAddVatRate: MutationResolvers['adminAddVatRate'] = operatorOnly(({ input }: MutationAdminAddVatRateArgs, context, operator) =>
  catalogueChange(context, operator, (change) => addVatRate(change, input)),
);
