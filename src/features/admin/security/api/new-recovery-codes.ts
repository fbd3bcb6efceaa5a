import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';

const AdminNewRecoveryCodesDocument = graphql(`
  mutation AdminNewRecoveryCodes($code: String!) {
    adminNewRecoveryCodes(code: $code) {
      codes
    }
  }
`);

/** Ten new recovery codes in place of the old ones, for a current code or an unused recovery code. */
export async function newRecoveryCodes(code: string): Promise<string[]> {
  const { adminNewRecoveryCodes } = await requestGraphQL(AdminNewRecoveryCodesDocument, { code });
  return adminNewRecoveryCodes.codes;
}
