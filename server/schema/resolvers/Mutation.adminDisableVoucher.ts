import { operatorOnly } from '../operator-guard';
import { disableVoucher } from '../../admin/vouchers';
import type { MutationAdminDisableVoucherArgs, MutationResolvers } from '../generated/resolvers-types';
import { catalogueChange, presentVoucher } from './admin-catalogue';

export const adminDisableVoucher: MutationResolvers['adminDisableVoucher'] = operatorOnly(({ code }: MutationAdminDisableVoucherArgs, context, operator) =>
  catalogueChange(context, operator, async (change) => presentVoucher(await disableVoucher(change.db, change.operatorId, code, change.now))),
);
