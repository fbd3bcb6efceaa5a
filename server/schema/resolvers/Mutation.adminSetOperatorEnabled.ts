import { operatorOnly } from '../operator-guard';
import { setOperatorEnabled } from '../../admin/operators';
import type { MutationAdminSetOperatorEnabledArgs, MutationResolvers } from '../generated/resolvers-types';
import { operatorChange } from './admin-operators';

export const adminSetOperatorEnabled: MutationResolvers['adminSetOperatorEnabled'] = operatorOnly(({ email, enabled }: MutationAdminSetOperatorEnabledArgs, context, operator) =>
  operatorChange(context, operator, () => setOperatorEnabled(context.db, { email, enabled, actor: operator.id }, context.auth.now())),
);
