import { OrderError, createPackageOrder as createOrder } from '../../orders/create-package-order';
import type { MutationResolvers } from '../generated/resolvers-types';
import { fail, requireUser } from './guard';

export const createPackageOrder: MutationResolvers['createPackageOrder'] = async (_parent, args, context) => {
  const user = await requireUser(context);
  try {
    return await createOrder(
      { db: context.db, secret: context.secret, currency: context.defaultCurrency, now: context.auth.now() },
      { accountId: user.id, ...args },
    );
  } catch (error) {
    if (error instanceof OrderError) fail(error.code, error.message);
    throw error;
  }
};
