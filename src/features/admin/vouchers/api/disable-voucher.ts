import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';

const AdminDisableVoucherDocument = graphql(`
  mutation AdminDisableVoucher($code: String!) {
    adminDisableVoucher(code: $code) {
      code
    }
  }
`);

/** Switches a voucher off. */
export async function disableVoucher(code: string): Promise<string> {
  return (await requestGraphQL(AdminDisableVoucherDocument, { code })).adminDisableVoucher.code;
}
