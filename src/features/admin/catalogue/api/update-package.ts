import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import type { AdminPackageInput } from '../../../../graphql/graphql';
import { withFieldErrors } from './refusal';

const AdminUpdatePackageDocument = graphql(`
  mutation AdminUpdatePackage($input: AdminPackageInput!) {
    adminUpdatePackage(input: $input) {
      identifier
    }
  }
`);

/** Saves a package's name, label, highlight and prices; a refusal carries its field messages. */
export async function updatePackage(input: AdminPackageInput): Promise<string> {
  return withFieldErrors(async () => (await requestGraphQL(AdminUpdatePackageDocument, { input })).adminUpdatePackage.identifier);
}
