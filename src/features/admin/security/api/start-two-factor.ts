import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import type { AdminStartTwoFactorMutation } from '../../../../graphql/graphql';

const AdminStartTwoFactorDocument = graphql(`
  mutation AdminStartTwoFactor {
    adminStartTwoFactor {
      secret
      uri
      qrSize
      qrPath
    }
  }
`);

export type TwoFactorEnrolment = AdminStartTwoFactorMutation['adminStartTwoFactor'];

/** A new secret for the authenticator app (text and QR code); nothing is on until a code confirms it. */
export async function startTwoFactor(): Promise<TwoFactorEnrolment> {
  const { adminStartTwoFactor } = await requestGraphQL(AdminStartTwoFactorDocument, {});
  return adminStartTwoFactor;
}
