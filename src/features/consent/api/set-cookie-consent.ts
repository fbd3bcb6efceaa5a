import { consentJson, type Consent } from '../../../../contracts/consent';

/** SPEC.md section 7: SetCookieConsent, one string variable consent (the JSON of the flags). */
export async function setCookieConsent(consent: Consent): Promise<void> {
  // The client and the document (with the generated map of every document) load with the first call, not with
  // the first paint of the page.
  const [{ requestGraphQL }, { SetCookieConsentDocument }] = await Promise.all([import('../../../app/api/graphql-client'), import('./set-cookie-consent.document')]);
  await requestGraphQL(SetCookieConsentDocument, { consent: consentJson(consent) });
}
