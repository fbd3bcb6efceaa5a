import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import type { AdminVatRateInput } from '../../../../graphql/graphql';
import { withFieldErrors } from '../../catalogue/api/refusal';

const AdminAddVatRateDocument = graphql(`
  mutation AdminAddVatRate($input: AdminVatRateInput!) {
    adminAddVatRate(input: $input) {
      countryCode
    }
  }
`);

/** Adds a country's rate from a future day; a refusal carries the messages for the rate and the first day. Answers the country code. */
export async function addVatRate(input: AdminVatRateInput): Promise<string> {
  return withFieldErrors(async () => (await requestGraphQL(AdminAddVatRateDocument, { input })).adminAddVatRate.countryCode);
}
