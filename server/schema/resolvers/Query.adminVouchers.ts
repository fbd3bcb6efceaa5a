import { operatorOnly } from '../operator-guard';
import { listVouchers } from '../../admin/vouchers';
import type { QueryResolvers } from '../generated/resolvers-types';
import { presentVoucher } from './admin-catalogue';

export const adminVouchers: QueryResolvers['adminVouchers'] = operatorOnly(async (_args, context) => (await listVouchers(context.db)).map(presentVoucher));
