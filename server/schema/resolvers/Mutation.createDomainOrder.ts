import { createDomainOrder as createOrder } from '../../orders/domain-orders';
import type { MutationResolvers } from '../generated/resolvers-types';
import { domainCall } from './domains';
import { requireUser } from './guard';

export const createDomainOrder: MutationResolvers['createDomainOrder'] = async (_parent, args, context) => {
  const user = await requireUser(context);
  return domainCall(() => createOrder(context.db, { currency: context.defaultCurrency, now: context.auth.now() }, { ...args, accountId: user.id, accountEmail: user.email }));
};
