import { readOrder } from '../../orders/checkout';
import type { QueryResolvers } from '../generated/resolvers-types';
import { checkoutCall } from './checkout';

export const order: QueryResolvers['order'] = (_parent, args, context) => checkoutCall(context, args.orderIdentifier, (checkout) => readOrder(checkout, args.orderIdentifier));
