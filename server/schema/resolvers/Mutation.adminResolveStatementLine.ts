import { operatorOnly } from '../../admin/guard';
import { resolveStatementLine } from '../../admin/statements';
import type { MutationAdminResolveStatementLineArgs, MutationResolvers } from '../generated/resolvers-types';
import { presentLine, statementCall } from './statements';

export const adminResolveStatementLine: MutationResolvers['adminResolveStatementLine'] = operatorOnly(async (args: MutationAdminResolveStatementLineArgs, context, operator) => {
  const resolution = { lineId: args.lineId, action: args.action === 'MARK_PAID' ? ('markPaid' as const) : ('leave' as const), reason: args.reason ?? null, orderIdentifier: args.orderIdentifier ?? null };
  return presentLine(context, await statementCall(() => resolveStatementLine(context.db, operator.id, resolution, context.auth.now())));
});
