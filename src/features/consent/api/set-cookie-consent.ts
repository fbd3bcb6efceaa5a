import { consentJson, type Consent } from '../../../../contracts/consent';
import { requestLazily } from '../../../app/api/lazy-graphql';

/** SPEC.md section 7: SetCookieConsent, one string variable consent (the JSON of the flags). */
export async function setCookieConsent(consent: Consent): Promise<void> {
  await requestLazily(async () => (await import('./set-cookie-consent.document')).SetCookieConsentDocument, { consent: consentJson(consent) });
}
