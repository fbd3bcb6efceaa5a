import { requestGraphQL } from '../../../app/api/graphql-client';
import { graphql } from '../../../graphql';

const MyWebsitesDocument = graphql(`
  query MyWebsites($withDomainsWithoutWebsite: Boolean! = false) {
    myWebsites {
      name
      currentPackage {
        identifier
        name
      }
      freeVersion
      createdAt
      registeredDomains {
        name
        expiresAt
      }
    }
    myDomainsWithoutWebsite @include(if: $withDomainsWithoutWebsite) {
      name
      expiresAt
    }
  }
`);

/** The account's websites, as the website picker of the Domain name step lists them. */
export async function fetchMyWebsites(signal?: AbortSignal) {
  return (await requestGraphQL(MyWebsitesDocument, {}, signal)).myWebsites;
}

/** What My websites lists: the account's websites, and its registered domains that belong to no website. */
export async function fetchMyWebsitesAndDomains(signal?: AbortSignal) {
  const data = await requestGraphQL(MyWebsitesDocument, { withDomainsWithoutWebsite: true }, signal);
  return { websites: data.myWebsites, domainsWithoutWebsite: data.myDomainsWithoutWebsite ?? [] };
}
