import { operatorOnly } from '../operator-guard';
import { saveFaqItem } from '../../admin/catalogue';
import type { MutationAdminSaveFaqItemArgs, MutationResolvers } from '../generated/resolvers-types';
import { catalogueChange } from './admin-catalogue';

export const adminSaveFaqItem: MutationResolvers['adminSaveFaqItem'] = operatorOnly(({ input }: MutationAdminSaveFaqItemArgs, context, operator) =>
  catalogueChange(context, operator, (change) => saveFaqItem(change, { ...input, identifier: input.identifier ?? null })),
);
