import { parseConsentJson, type Consent } from '../../../../contracts/consent';
import { requestLazily } from '../../../app/api/lazy-graphql';

/** The choice stored on the signed-in account (made on another device), or null when it has none. */
export async function fetchAccountConsent(): Promise<Consent | null> {
  return parseConsentJson((await requestLazily(async () => (await import('./fetch-account-consent.document')).AccountCookieConsentDocument, {})).cookieConsent);
}
