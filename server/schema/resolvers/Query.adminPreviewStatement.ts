import { operatorOnly } from '../operator-guard';
import { previewStatement } from '../../admin/statements';
import type { QueryResolvers } from '../generated/resolvers-types';
import { presentFormat, presentLine, statementCall } from './statements';

export const adminPreviewStatement: QueryResolvers['adminPreviewStatement'] = operatorOnly(async (args: { content: string }, context) => {
  const preview = await statementCall(() => previewStatement(context.db, args.content));
  return { format: presentFormat(preview.format), lines: preview.lines.map((line) => presentLine(context, line)) };
});
