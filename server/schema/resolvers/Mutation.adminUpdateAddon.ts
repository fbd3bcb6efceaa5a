import { operatorOnly } from '../operator-guard';
import { updateAddon } from '../../admin/catalogue';
import type { MutationAdminUpdateAddonArgs, MutationResolvers } from '../generated/resolvers-types';
import { catalogueChange } from './admin-catalogue';

export const adminUpdateAddon: MutationResolvers['adminUpdateAddon'] = operatorOnly(({ input }: MutationAdminUpdateAddonArgs, context, operator) =>
  catalogueChange(context, operator, (change) => updateAddon(change, input)),
);
