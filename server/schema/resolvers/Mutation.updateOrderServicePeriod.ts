import { updateServicePeriod } from '../../orders/checkout';
import type { MutationResolvers } from '../generated/resolvers-types';
import { checkoutCall } from './checkout';

export const updateOrderServicePeriod: MutationResolvers['updateOrderServicePeriod'] = (_parent, args, context) => checkoutCall(context, args.orderIdentifier, (checkout) => updateServicePeriod(checkout, args));
