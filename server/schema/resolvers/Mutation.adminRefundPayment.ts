import { requestLanguage } from '../../http/language';
import { operatorOnly } from '../operator-guard';
import { refundPayment } from '../../admin/refunds';
import type { MutationAdminRefundPaymentArgs } from '../generated/resolvers-types';
import { refundAnswer, refundCall } from './admin-refunds';

export const adminRefundPayment = operatorOnly((args: MutationAdminRefundPaymentArgs, context, operator) =>
  refundCall(async () => {
    return refundAnswer(context.db, await refundPayment({ db: context.db, payments: context.payments, now: context.auth.now }, operator.id, args.input), context.auth.now(), requestLanguage(context.req).language);
  }),
);
