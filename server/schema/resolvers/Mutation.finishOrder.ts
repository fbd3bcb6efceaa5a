import { finishOrder as finish } from '../../orders/checkout';
import type { MutationResolvers } from '../generated/resolvers-types';
import { checkoutCall } from './checkout';

export const finishOrder: MutationResolvers['finishOrder'] = (_parent, args, context) => checkoutCall(context, args.orderIdentifier, (checkout) => finish(checkout, args));
