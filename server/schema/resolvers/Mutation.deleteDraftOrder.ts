import { deleteDraftOrder as deleteDraft } from '../../orders/my-orders';
import type { MutationResolvers } from '../generated/resolvers-types';
import { ordersCall } from './checkout';

export const deleteDraftOrder: MutationResolvers['deleteDraftOrder'] = (_parent, args, context) => ordersCall(context, (checkout) => deleteDraft(checkout, args.orderIdentifier));
