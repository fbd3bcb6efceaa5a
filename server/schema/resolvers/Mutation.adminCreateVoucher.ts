import { operatorOnly } from '../operator-guard';
import { createVoucher } from '../../admin/vouchers';
import type { MutationAdminCreateVoucherArgs, MutationResolvers } from '../generated/resolvers-types';
import { catalogueChange, presentVoucher, voucherKind } from './admin-catalogue';

export const adminCreateVoucher: MutationResolvers['adminCreateVoucher'] = operatorOnly(({ input }: MutationAdminCreateVoucherArgs, context, operator) =>
  catalogueChange(context, operator, async (change) =>
    presentVoucher(
      await createVoucher(
        change.db,
        change.operatorId,
        {
          ...input,
          kind: voucherKind(input.kind),
          percent: input.percent ?? null,
          amount: input.amount ?? null,
          currency: input.currency ?? null,
          validFrom: input.validFrom ?? null,
          validUntil: input.validUntil ?? null,
          usageLimit: input.usageLimit ?? null,
        },
        change.now,
      ),
    ),
  ),
);
