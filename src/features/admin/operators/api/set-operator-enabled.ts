import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';

const AdminSetOperatorEnabledDocument = graphql(`
  mutation AdminSetOperatorEnabled($email: String!, $enabled: Boolean!) {
    adminSetOperatorEnabled(email: $email, enabled: $enabled) {
      email
    }
  }
`);

/** Disables (ending their sessions) or enables another operator; a refusal carries the server's reason. */
export async function setOperatorEnabled(email: string, enabled: boolean): Promise<void> {
  await requestGraphQL(AdminSetOperatorEnabledDocument, { email, enabled });
}
