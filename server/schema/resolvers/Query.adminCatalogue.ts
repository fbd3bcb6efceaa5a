import { operatorOnly } from '../operator-guard';
import { readAdminCatalogue } from '../../admin/catalogue';
import type { QueryResolvers } from '../generated/resolvers-types';

export const adminCatalogue: QueryResolvers['adminCatalogue'] = operatorOnly((_args, context) => readAdminCatalogue(context.db));
