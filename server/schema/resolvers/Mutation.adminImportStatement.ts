import { operatorOnly } from '../operator-guard';
import { importStatement } from '../../admin/statements';
import type { MutationAdminImportStatementArgs, MutationResolvers } from '../generated/resolvers-types';
import { presentFormat, presentLine, statementCall } from './statements';

export const adminImportStatement: MutationResolvers['adminImportStatement'] = operatorOnly(async (args: MutationAdminImportStatementArgs, context, operator) => {
  const imported = await statementCall(() => importStatement(context.db, operator.id, { content: args.content, fileName: args.fileName?.slice(0, 255) ?? null }, context.auth.now()));
  return { format: presentFormat(imported.format), statementId: imported.statementId, lines: imported.lines.map((line) => presentLine(context, line)) };
});
