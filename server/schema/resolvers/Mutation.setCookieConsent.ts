import { INVALID_CONSENT_MESSAGE, consentJson, parseConsentJson } from '../../../contracts/consent';
import type { MutationResolvers } from '../generated/resolvers-types';
import { fail, requireUser } from './guard';

export const setCookieConsent: MutationResolvers['setCookieConsent'] = async (_parent, { consent }, context) => {
  const user = await requireUser(context);
  const parsed = parseConsentJson(consent);
  if (!parsed) fail('INVALID_COOKIE_CONSENT', INVALID_CONSENT_MESSAGE);
  // Stored in its one canonical form, whatever spacing or key order the client sent.
  const stored = consentJson(parsed);
  await context.db.updateTable('accounts').set({ cookie_consent: stored }).where('id', '=', user.id).execute();
  return stored;
};
