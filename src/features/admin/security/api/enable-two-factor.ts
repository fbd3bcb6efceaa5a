import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';

const AdminEnableTwoFactorDocument = graphql(`
  mutation AdminEnableTwoFactor($code: String!) {
    adminEnableTwoFactor(code: $code) {
      codes
    }
  }
`);

/** Turns two-factor sign-in on with the app's current code; answers the ten recovery codes, shown this once. */
export async function enableTwoFactor(code: string): Promise<string[]> {
  const { adminEnableTwoFactor } = await requestGraphQL(AdminEnableTwoFactorDocument, { code });
  return adminEnableTwoFactor.codes;
}
