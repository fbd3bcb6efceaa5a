/** The saved-card and automatic-renewal calls of My services (server/payments/saved-card-calls.ts). */
import { listSavedCards, removeSavedCard as removeCard, SavedCardError, setServiceAutoRenew as switchAutoRenew, startCardSetup as startSetup } from '../../payments/saved-card-calls';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types';
import { codedCall, fail, requireUser } from './guard';
import { servicesOfAccount } from './Query.myServices';
import { SAVED_CARD_MESSAGES } from '../../../contracts/saved-cards';

export const savedCards: QueryResolvers['savedCards'] = async (_parent, _args, context) => listSavedCards(context.db, (await requireUser(context)).id);

export const removeSavedCard: MutationResolvers['removeSavedCard'] = async (_parent, args, context) => {
  const user = await requireUser(context);
  return codedCall([SavedCardError], () => removeCard(context.db, context.payments, user.id, args.id, context.auth.now()));
};

export const startCardSetup: MutationResolvers['startCardSetup'] = async (_parent, _args, context) => {
  const user = await requireUser(context);
  return codedCall([SavedCardError], () => startSetup(context.db, context.payments, user.id));
};

export const setServiceAutoRenew: MutationResolvers['setServiceAutoRenew'] = async (_parent, args, context) => {
  const user = await requireUser(context);
  const id = await codedCall([SavedCardError], () => switchAutoRenew(context.db, user.id, args.serviceId, args.autoRenew, context.auth.now()));
  return (await servicesOfAccount(context, user.id)).find((service) => service.id === id) ?? fail('SERVICE_NOT_FOUND', SAVED_CARD_MESSAGES.SERVICE_NOT_FOUND);
};
