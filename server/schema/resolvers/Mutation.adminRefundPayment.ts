import { operatorOnly } from '../../admin/guard';
import { orderRefunds, refundPayment } from '../../admin/refunds';
import type { MutationAdminRefundPaymentArgs } from '../generated/resolvers-types';
import { refundCall } from './admin-refunds';

export const adminRefundPayment = operatorOnly((args: MutationAdminRefundPaymentArgs, context, operator) =>
  refundCall(async () => {
    const { refundId, orderIdentifier } = await refundPayment({ db: context.db, payments: context.payments, now: context.auth.now }, operator.id, args.input);
    const order = await orderRefunds(context.db, orderIdentifier);
    const refund = order.refunds.find((candidate) => candidate.id === refundId);
    if (!refund) throw new Error(`Refund ${refundId} vanished after it was made.`);
    return { refund, order };
  }),
);
