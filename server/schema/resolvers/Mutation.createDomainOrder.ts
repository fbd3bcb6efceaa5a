import { createDomainOrder as createOrder } from '../../orders/domain-orders';
import { pricingCatalogue } from '../../orders/pricing-catalogue';
import type { MutationResolvers } from '../generated/resolvers-types';
import { orderCall } from './orders';
import { requireUser } from './guard';

export const createDomainOrder: MutationResolvers['createDomainOrder'] = async (_parent, args, context) => {
  const user = await requireUser(context);
  return orderCall(async () =>
    createOrder(context.db, { catalogue: await pricingCatalogue(context.pricing, context.defaultCurrency), now: context.auth.now() }, { ...args, accountId: user.id, accountEmail: user.email }),
  );
};
