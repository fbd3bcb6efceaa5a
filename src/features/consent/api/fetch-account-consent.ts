import { parseConsentJson, type Consent } from '../../../../contracts/consent';
import { graphql } from '../../../graphql';

const AccountCookieConsentDocument = graphql(`
  query AccountCookieConsent {
    cookieConsent
  }
`);

/** The choice stored on the signed-in account (made on another device), or null when it has none. */
export async function fetchAccountConsent(): Promise<Consent | null> {
  const { requestGraphQL } = await import('../../../app/api/graphql-client');
  return parseConsentJson((await requestGraphQL(AccountCookieConsentDocument, {})).cookieConsent);
}
