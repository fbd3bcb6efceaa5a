import { chooseOrderPackage as choose } from '../../orders/domain-checkout';
import type { MutationResolvers } from '../generated/resolvers-types';
import { checkoutCall } from './checkout';

export const chooseOrderPackage: MutationResolvers['chooseOrderPackage'] = (_parent, args, context) => checkoutCall(context, args.orderIdentifier, (checkout) => choose(checkout, args));
