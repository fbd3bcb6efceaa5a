import { operatorOnly } from '../operator-guard';
import { openStatementLines } from '../../admin/statements';
import type { QueryResolvers } from '../generated/resolvers-types';
import { presentLine } from './statements';

export const adminOpenStatementLines: QueryResolvers['adminOpenStatementLines'] = operatorOnly(async (_args: unknown, context) => (await openStatementLines(context.db)).map((line) => presentLine(context, line)));
