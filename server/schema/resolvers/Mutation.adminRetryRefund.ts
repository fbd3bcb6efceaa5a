import { requestLanguage } from '../../http/language';
import { operatorOnly } from '../operator-guard';
import { retryRefund } from '../../admin/refunds';
import type { MutationAdminRetryRefundArgs } from '../generated/resolvers-types';
import { refundAnswer, refundCall } from './admin-refunds';

export const adminRetryRefund = operatorOnly((args: MutationAdminRetryRefundArgs, context, operator) =>
  refundCall(async () => refundAnswer(context.db, await retryRefund({ db: context.db, payments: context.payments, now: context.auth.now }, operator.id, args.refundId), context.auth.now(), requestLanguage(context.req).language)),
);
