import { graphql } from '../../../graphql';

export const AccountCookieConsentDocument = graphql(`
  query AccountCookieConsent {
    cookieConsent
  }
`);
