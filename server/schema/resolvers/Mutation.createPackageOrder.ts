import { createPackageOrder as createOrder } from '../../orders/create-package-order';
import type { MutationResolvers } from '../generated/resolvers-types';
import { requireUser } from './guard';
import { orderCall } from './orders';

export const createPackageOrder: MutationResolvers['createPackageOrder'] = async (_parent, args, context) => {
  const user = await requireUser(context);
  return orderCall(() => createOrder({ db: context.db, secret: context.secret, currency: context.defaultCurrency, now: context.auth.now() }, { accountId: user.id, ...args }));
};
