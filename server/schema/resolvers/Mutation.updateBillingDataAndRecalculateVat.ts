import { updateBillingData } from '../../orders/checkout';
import type { MutationResolvers } from '../generated/resolvers-types';
import { checkoutCall } from './checkout';

export const updateBillingDataAndRecalculateVat: MutationResolvers['updateBillingDataAndRecalculateVat'] = (_parent, args, context) => checkoutCall(context, args.orderIdentifier, (checkout) => updateBillingData(checkout, args));
