import { addAdditionalItem } from '../../orders/checkout';
import type { MutationResolvers } from '../generated/resolvers-types';
import { checkoutCall } from './checkout';

export const addOrderAdditionalItem: MutationResolvers['addOrderAdditionalItem'] = (_parent, args, context) => checkoutCall(context, args.orderIdentifier, (checkout) => addAdditionalItem(checkout, args));
