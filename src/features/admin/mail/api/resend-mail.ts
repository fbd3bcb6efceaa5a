import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';

const AdminResendMailDocument = graphql(`
  mutation AdminResendMail($id: String!) {
    adminResendMail(id: $id) {
      id
      status
    }
  }
`);

/** Puts a failed message back in the queue; a message that is not failed is refused with the server's reason. */
export async function resendMail(id: string): Promise<void> {
  await requestGraphQL(AdminResendMailDocument, { id });
}
