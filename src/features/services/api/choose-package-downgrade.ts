import type { NextPackage } from '../../../../machines/packageDowngrade';
import { requestGraphQL } from '../../../app/api/graphql-client';
import { graphql } from '../../../graphql';

const ChoosePackageDowngradeDocument = graphql(`
  mutation ChoosePackageDowngrade($projectName: String!, $packageIdentifier: String!) {
    choosePackageDowngrade(projectName: $projectName, packageIdentifier: $packageIdentifier) {
      identifier
      name
      startsAt
      warning
      paid
    }
  }
`);

/** Chooses a smaller package for the website's next period; answers the choice as the server keeps it. */
export async function choosePackageDowngrade(website: string, packageIdentifier: string): Promise<NextPackage> {
  const { choosePackageDowngrade: chosen } = await requestGraphQL(ChoosePackageDowngradeDocument, { projectName: website, packageIdentifier });
  return { ...chosen, warning: chosen.warning ?? null };
}
