import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import type { AdminTwoFactorQuery } from '../../../../graphql/graphql';

const AdminTwoFactorDocument = graphql(`
  query AdminTwoFactor {
    adminTwoFactor {
      enabled
      required
      recoveryCodesLeft
    }
  }
`);

export type TwoFactorStatus = AdminTwoFactorQuery['adminTwoFactor'];

/** Whether the signed-in operator has two-factor sign-in on, and whether the portal requires it. */
export async function fetchTwoFactor(signal?: AbortSignal): Promise<TwoFactorStatus> {
  const { adminTwoFactor } = await requestGraphQL(AdminTwoFactorDocument, {}, signal);
  return adminTwoFactor;
}
