import { requestGraphQL } from '../../../app/api/graphql-client';
import { graphql } from '../../../graphql';

const CancelPackageDowngradeDocument = graphql(`
  mutation CancelPackageDowngrade($projectName: String!) {
    cancelPackageDowngrade(projectName: $projectName)
  }
`);

/** Cancels the smaller package chosen for the website's next period. */
export async function cancelPackageDowngrade(website: string): Promise<void> {
  await requestGraphQL(CancelPackageDowngradeDocument, { projectName: website });
}
