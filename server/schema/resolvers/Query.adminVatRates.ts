import { operatorOnly } from '../operator-guard';
import { readVatRates } from '../../admin/vat-rates';
import type { QueryResolvers } from '../generated/resolvers-types';

export const adminVatRates: QueryResolvers['adminVatRates'] = operatorOnly((_args, context) => readVatRates(context.db, context.auth.now()));
