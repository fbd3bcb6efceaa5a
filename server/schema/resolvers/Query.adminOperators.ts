import { operatorOnly } from '../operator-guard';
import { listOperators } from '../../admin/operators';
import type { QueryResolvers } from '../generated/resolvers-types';
import { presentOperator } from './admin-operators';

export const adminOperators: QueryResolvers['adminOperators'] = operatorOnly(async (_args, context, operator) => (await listOperators(context.db)).map((row) => presentOperator(row, operator)));
