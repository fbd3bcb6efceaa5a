import { graphql } from '../../../graphql';

export const SetCookieConsentDocument = graphql(`
  mutation SetCookieConsent($consent: String!) {
    setCookieConsent(consent: $consent)
  }
`);
