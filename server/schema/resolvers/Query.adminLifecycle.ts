import { operatorOnly } from '../operator-guard';
import { readLifecycle } from '../../admin/lifecycle';
import type { QueryResolvers } from '../generated/resolvers-types';
import { presentLifecycle } from './admin-services';

export const adminLifecycle: QueryResolvers['adminLifecycle'] = operatorOnly(async (_args, context) => presentLifecycle(await readLifecycle(context.db)));
