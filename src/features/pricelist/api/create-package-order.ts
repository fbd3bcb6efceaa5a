import type { PackageOrderInput, PackageOrderResult } from '../../../../machines/pricelist';
import { requestGraphQL } from '../../../app/api/graphql-client';
import { graphql } from '../../../graphql';

const CreatePackageOrderDocument = graphql(`
  mutation CreatePackageOrder($projectName: String!, $packageIdentifier: String!, $action: String!, $version: Int, $checkoutUrl: String!) {
    createPackageOrder(projectName: $projectName, packageIdentifier: $packageIdentifier, action: $action, version: $version, checkoutUrl: $checkoutUrl) {
      checkoutUrl
      orderIdentifier
    }
  }
`);

/** SPEC.md section 7: createPackageOrder; answers the checkout url of the new draft order. */
export async function createPackageOrder(input: PackageOrderInput, signal?: AbortSignal): Promise<PackageOrderResult> {
  return (await requestGraphQL(CreatePackageOrderDocument, input, signal)).createPackageOrder;
}
