import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import { withFieldErrors } from '../../catalogue/api/refusal';
import type { AdminOperator } from './fetch-operators';

const AdminInviteOperatorDocument = graphql(`
  mutation AdminInviteOperator($email: String!) {
    adminInviteOperator(email: $email) {
      email
      enabled
      createdAt
      isYou
    }
  }
`);

/** Invites the address to be an operator (the link goes by e-mail only); a refusal carries the message for the field. Answers the new operator. */
export async function inviteOperator(email: string): Promise<AdminOperator> {
  return withFieldErrors(async () => (await requestGraphQL(AdminInviteOperatorDocument, { email })).adminInviteOperator);
}
