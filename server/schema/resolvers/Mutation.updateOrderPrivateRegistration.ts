import { updatePrivateRegistration } from '../../orders/checkout';
import type { MutationResolvers } from '../generated/resolvers-types';
import { checkoutCall } from './checkout';

export const updateOrderPrivateRegistration: MutationResolvers['updateOrderPrivateRegistration'] = (_parent, args, context) => checkoutCall(context, args.orderIdentifier, (checkout) => updatePrivateRegistration(checkout, args));
