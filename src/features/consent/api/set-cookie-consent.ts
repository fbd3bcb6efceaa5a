import { consentJson, type Consent } from '../../../../contracts/consent';
import { graphql } from '../../../graphql';

const SetCookieConsentDocument = graphql(`
  mutation SetCookieConsent($consent: String!) {
    setCookieConsent(consent: $consent)
  }
`);

/** SPEC.md section 7: SetCookieConsent, one string variable consent (the JSON of the flags). */
export async function setCookieConsent(consent: Consent): Promise<void> {
  const { requestGraphQL } = await import('../../../app/api/graphql-client');
  await requestGraphQL(SetCookieConsentDocument, { consent: consentJson(consent) });
}
