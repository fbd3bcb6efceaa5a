import type { DomainSearchResult } from '../../../../machines/domainSearch';
import { requestGraphQL } from '../../../app/api/graphql-client';
import { getFragmentData, graphql } from '../../../graphql';

const DomainOfferFields = graphql(`
  fragment DomainOfferFields on DomainOffer {
    domain
    tld
    availability
    registration {
      formatted
      amountMinor
      currency
    }
    renewal {
      formatted
      amountMinor
      currency
    }
    transfer {
      formatted
      amountMinor
      currency
    }
    privateRegistration {
      formatted
      amountMinor
      currency
    }
  }
`);

const DomainSearchDocument = graphql(`
  query DomainSearch($name: String!) {
    domainSearch(name: $name) {
      exact {
        ...DomainOfferFields
      }
      suggestions {
        ...DomainOfferFields
      }
    }
  }
`);

/** Codes: INVALID_DOMAIN_NAME, TLD_NOT_OFFERED, IDN_NOT_SUPPORTED (GraphQLRequestError.code). */
export async function searchDomains(name: string, signal?: AbortSignal): Promise<DomainSearchResult> {
  const { exact, suggestions } = (await requestGraphQL(DomainSearchDocument, { name }, signal)).domainSearch;
  return { exact: getFragmentData(DomainOfferFields, exact), suggestions: [...getFragmentData(DomainOfferFields, suggestions)] };
}
