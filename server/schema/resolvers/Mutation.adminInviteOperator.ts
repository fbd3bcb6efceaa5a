import { operatorOnly } from '../operator-guard';
import { createOperator } from '../../admin/operators';
import type { MutationAdminInviteOperatorArgs, MutationResolvers } from '../generated/resolvers-types';
import { operatorChange } from './admin-operators';

// The link is the invitee's secret: it goes only into their e-mail, never into this answer.
export const adminInviteOperator: MutationResolvers['adminInviteOperator'] = operatorOnly(({ email }: MutationAdminInviteOperatorArgs, context, operator) =>
  operatorChange(context, operator, async () => (await createOperator(context.db, { email, actor: operator.id }, context.auth.now())).email),
);
