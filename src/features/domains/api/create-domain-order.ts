import type { DomainOrderInput, DomainOrderResult } from '../../../../machines/domainSearch';
import { requestGraphQL } from '../../../app/api/graphql-client';
import { graphql } from '../../../graphql';

const CreateDomainOrderDocument = graphql(`
  mutation CreateDomainOrder($domain: String!, $action: DomainAction!, $authCode: String, $projectName: String, $withPackage: Boolean!) {
    createDomainOrder(domain: $domain, action: $action, authCode: $authCode, projectName: $projectName, withPackage: $withPackage) {
      orderIdentifier
      nextUrl
    }
  }
`);

/**
 * A draft order of one domain; answers the URL of the order's next step. Codes: UNAUTHENTICATED, DOMAIN_TAKEN,
 * INVALID_AUTH_CODE, PROJECT_NOT_FOUND and the name's own (GraphQLRequestError.code).
 */
export async function createDomainOrder(input: DomainOrderInput, signal?: AbortSignal): Promise<DomainOrderResult> {
  return (await requestGraphQL(CreateDomainOrderDocument, input, signal)).createDomainOrder;
}
