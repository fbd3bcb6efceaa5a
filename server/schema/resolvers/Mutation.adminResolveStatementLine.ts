import { operatorOnly } from '../operator-guard';
import { resolveStatementLine, type LineResolution } from '../../admin/statements';
import type { MutationAdminResolveStatementLineArgs, MutationResolvers, StatementLineAction } from '../generated/resolvers-types';
import { presentLine, statementCall } from './statements';

const ACTIONS: Record<StatementLineAction, LineResolution['action']> = { MARK_PAID: 'markPaid', LEAVE: 'leave', REFUND: 'refund' };

export const adminResolveStatementLine: MutationResolvers['adminResolveStatementLine'] = operatorOnly(async (args: MutationAdminResolveStatementLineArgs, context, operator) => {
  const resolution = { lineId: args.lineId, action: ACTIONS[args.action], reason: args.reason ?? null, orderIdentifier: args.orderIdentifier ?? null };
  return presentLine(context, await statementCall(() => resolveStatementLine(context.db, operator.id, resolution, context.auth.now())));
});
