import { PaymentError } from '../../payments/errors';
import { loadPaymentMethods } from '../../payments/methods';
import type { QueryResolvers } from '../generated/resolvers-types';
import { fail, requireUser } from './guard';

export const paymentMethods: QueryResolvers['paymentMethods'] = async (_parent, args, context) => {
  const user = await requireUser(context);
  try {
    return await loadPaymentMethods({ db: context.db, secret: context.secret, payments: context.payments, now: context.auth.now() }, user.id, args);
  } catch (error) {
    if (error instanceof PaymentError) fail(error.code, error.message);
    throw error;
  }
};
