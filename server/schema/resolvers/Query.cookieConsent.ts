import { parseConsentJson, consentJson } from '../../../contracts/consent';
import type { QueryResolvers } from '../generated/resolvers-types';
import { requireUser } from './guard';

export const cookieConsent: QueryResolvers['cookieConsent'] = async (_parent, _args, context) => {
  const user = await requireUser(context);
  const row = await context.db.selectFrom('accounts').select('cookie_consent').where('id', '=', user.id).executeTakeFirst();
  // Only what the contract calls a consent leaves the server; anything else stored counts as no choice.
  const consent = parseConsentJson(row?.cookie_consent);
  return consent ? consentJson(consent) : null;
};
