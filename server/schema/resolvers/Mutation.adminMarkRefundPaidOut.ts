import { requestLanguage } from '../../http/language';
import { operatorOnly } from '../operator-guard';
import { markRefundPaidOut, orderRefunds } from '../../admin/refunds';
import type { MutationAdminMarkRefundPaidOutArgs } from '../generated/resolvers-types';
import { refundCall } from './admin-refunds';

export const adminMarkRefundPaidOut = operatorOnly((args: MutationAdminMarkRefundPaidOutArgs, context, operator) =>
  refundCall(async () => orderRefunds(context.db, (await markRefundPaidOut({ db: context.db, now: context.auth.now }, operator.id, args.refundId)).orderIdentifier, context.auth.now(), requestLanguage(context.req).language)),
);
