import { listMyOrders } from '../../orders/my-orders';
import type { QueryResolvers } from '../generated/resolvers-types';
import { ordersCall, presentOrder } from './checkout';

export const myOrders: QueryResolvers['myOrders'] = async (_parent, _args, context) => Promise.all((await ordersCall(context, listMyOrders)).map((view) => presentOrder(context, view)));
