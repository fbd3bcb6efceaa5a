import { deleteAdditionalItem } from '../../orders/checkout';
import type { MutationResolvers } from '../generated/resolvers-types';
import { checkoutCall } from './checkout';

export const deleteOrderAdditionalItem: MutationResolvers['deleteOrderAdditionalItem'] = (_parent, args, context) => checkoutCall(context, args.orderIdentifier, (checkout) => deleteAdditionalItem(checkout, args));
