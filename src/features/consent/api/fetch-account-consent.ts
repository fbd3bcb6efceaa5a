import { parseConsentJson, type Consent } from '../../../../contracts/consent';

/** The choice stored on the signed-in account (made on another device), or null when it has none. */
export async function fetchAccountConsent(): Promise<Consent | null> {
  // The client and the document (with the generated map of every document) load with the first call, not with
  // the first paint of the page.
  const [{ requestGraphQL }, { AccountCookieConsentDocument }] = await Promise.all([import('../../../app/api/graphql-client'), import('./fetch-account-consent.document')]);
  return parseConsentJson((await requestGraphQL(AccountCookieConsentDocument, {})).cookieConsent);
}
