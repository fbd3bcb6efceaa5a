import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import type { AdminVouchersQuery } from '../../../../graphql/graphql';

const AdminVouchersDocument = graphql(`
  query AdminVouchers {
    adminVouchers {
      code
      kind
      percent
      amount
      currency
      appliesTo
      text
      validFrom
      validUntil
      usageLimit
      usedCount
      disabledAt
    }
  }
`);

export type AdminVoucher = AdminVouchersQuery['adminVouchers'][number];

/** Every voucher, by code. */
export async function fetchVouchers(): Promise<AdminVoucher[]> {
  return (await requestGraphQL(AdminVouchersDocument, {})).adminVouchers;
}
