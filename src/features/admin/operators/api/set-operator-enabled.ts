import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import type { AdminOperator } from './fetch-operators';

const AdminSetOperatorEnabledDocument = graphql(`
  mutation AdminSetOperatorEnabled($email: String!, $enabled: Boolean!) {
    adminSetOperatorEnabled(email: $email, enabled: $enabled) {
      email
      enabled
      createdAt
      isYou
    }
  }
`);

/** Disables (ending their sessions) or enables another operator; a refusal carries the server's reason. Answers the operator as changed. */
export async function setOperatorEnabled(email: string, enabled: boolean): Promise<AdminOperator> {
  return (await requestGraphQL(AdminSetOperatorEnabledDocument, { email, enabled })).adminSetOperatorEnabled;
}
