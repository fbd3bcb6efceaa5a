import type { PackageOrderInput, PackageOrderResult } from '../../../../machines/pricelist';
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
  // graphql-request loads with the first order, not with the price list's first paint.
  const { requestGraphQL } = await import('../../../app/api/graphql-client');
  return (await requestGraphQL(CreatePackageOrderDocument, input, signal)).createPackageOrder;
}
