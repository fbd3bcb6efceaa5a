import { createAddonOrder as createOrder } from '../../orders/create-addon-order';
import type { MutationResolvers } from '../generated/resolvers-types';
import { requireUser } from './guard';
import { orderCall } from './orders';

export const createAddonOrder: MutationResolvers['createAddonOrder'] = async (_parent, args, context) => {
  const user = await requireUser(context);
  return orderCall(() => createOrder({ db: context.db, catalogues: context.pricing, currency: context.defaultCurrency, now: context.auth.now() }, { accountId: user.id, ...args }));
};
