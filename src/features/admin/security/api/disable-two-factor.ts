import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';

const AdminDisableTwoFactorDocument = graphql(`
  mutation AdminDisableTwoFactor($code: String!) {
    adminDisableTwoFactor(code: $code) {
      enabled
      required
      recoveryCodesLeft
    }
  }
`);

/** Turns two-factor sign-in off, for a current code or an unused recovery code. */
export async function disableTwoFactor(code: string) {
  const { adminDisableTwoFactor } = await requestGraphQL(AdminDisableTwoFactorDocument, { code });
  return adminDisableTwoFactor;
}
