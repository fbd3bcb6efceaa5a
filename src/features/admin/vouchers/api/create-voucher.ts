import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import type { AdminVoucherInput } from '../../../../graphql/graphql';
import { withFieldErrors } from '../../catalogue/api/refusal';

const AdminCreateVoucherDocument = graphql(`
  mutation AdminCreateVoucher($input: AdminVoucherInput!) {
    adminCreateVoucher(input: $input) {
      code
    }
  }
`);

/** Creates a voucher; a refusal carries its field messages. Answers the code as stored (upper case). */
export async function createVoucher(input: AdminVoucherInput): Promise<string> {
  return withFieldErrors(async () => (await requestGraphQL(AdminCreateVoucherDocument, { input })).adminCreateVoucher.code);
}
