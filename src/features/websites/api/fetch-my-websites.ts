import { requestGraphQL } from '../../../app/api/graphql-client';
import { graphql } from '../../../graphql';

const MyWebsitesDocument = graphql(`
  query MyWebsites {
    myWebsites {
      name
      currentPackage {
        identifier
        name
      }
      createdAt
      registeredDomains {
        name
        expiresAt
      }
    }
  }
`);

export async function fetchMyWebsites(signal?: AbortSignal) {
  return (await requestGraphQL(MyWebsitesDocument, {}, signal)).myWebsites;
}
