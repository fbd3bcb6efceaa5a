import { updateRegistrantContact as update } from '../../orders/domain-checkout';
import type { MutationResolvers } from '../generated/resolvers-types';
import { checkoutCall } from './checkout';

export const updateRegistrantContact: MutationResolvers['updateRegistrantContact'] = (_parent, args, context) => checkoutCall(context, args.orderIdentifier, (checkout) => update(checkout, args));
