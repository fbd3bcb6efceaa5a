import { graphql } from '../../../graphql';

export const CreatePackageOrderDocument = graphql(`
  mutation CreatePackageOrder($projectName: String!, $packageIdentifier: String!, $action: String!, $version: Int, $checkoutUrl: String!) {
    createPackageOrder(projectName: $projectName, packageIdentifier: $packageIdentifier, action: $action, version: $version, checkoutUrl: $checkoutUrl) {
      checkoutUrl
      orderIdentifier
    }
  }
`);
