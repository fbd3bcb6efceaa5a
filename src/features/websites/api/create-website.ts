import { requestGraphQL } from '../../../app/api/graphql-client';
import { graphql } from '../../../graphql';

const CreateWebsiteDocument = graphql(`
  mutation CreateWebsite($name: String!) {
    createWebsite(name: $name) {
      name
    }
  }
`);

/** Codes: INVALID_WEBSITE_NAME, WEBSITE_NAME_TAKEN, UNAUTHENTICATED (GraphQLRequestError.code). */
export async function createWebsite(name: string) {
  return (await requestGraphQL(CreateWebsiteDocument, { name })).createWebsite;
}
