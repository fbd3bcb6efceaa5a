import { operatorOnly } from '../operator-guard';
import { markTransferPaid } from '../../admin/statements';
import type { MutationAdminMarkTransferPaidArgs, MutationResolvers } from '../generated/resolvers-types';
import { statementCall } from './statements';

export const adminMarkTransferPaid: MutationResolvers['adminMarkTransferPaid'] = operatorOnly(
  async (args: MutationAdminMarkTransferPaidArgs, context, operator) => (await statementCall(() => markTransferPaid(context.db, operator.id, args, context.auth.now()))).identifier,
);
