import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import { withFieldErrors } from '../../catalogue/api/refusal';

const AdminInviteOperatorDocument = graphql(`
  mutation AdminInviteOperator($email: String!) {
    adminInviteOperator(email: $email) {
      email
    }
  }
`);

/** Invites the address to be an operator (the link goes by e-mail only); a refusal carries the message for the field. Answers the address as stored. */
export async function inviteOperator(email: string): Promise<string> {
  return withFieldErrors(async () => (await requestGraphQL(AdminInviteOperatorDocument, { email })).adminInviteOperator.email);
}
