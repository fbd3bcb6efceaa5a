import { updateVoucher } from '../../orders/checkout';
import type { MutationResolvers } from '../generated/resolvers-types';
import { checkoutCall } from './checkout';

export const updateOrderVoucher: MutationResolvers['updateOrderVoucher'] = (_parent, args, context) => checkoutCall(context, args.orderIdentifier, (checkout) => updateVoucher(checkout, args));
