import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import type { AdminVatRatesQuery } from '../../../../graphql/graphql';

const AdminVatRatesDocument = graphql(`
  query AdminVatRates {
    adminVatRates {
      today
      sellerCountry
      sellerVatPayer
      countries {
        countryCode
        countryName
        eu
        rates {
          rate
          validFrom
          validTo
        }
      }
    }
  }
`);

export type AdminVatRates = AdminVatRatesQuery['adminVatRates'];
export type AdminVatCountry = AdminVatRates['countries'][number];

/** Every country's VAT rates by country name, today's day and the seller's settings. */
export async function fetchVatRates(): Promise<AdminVatRates> {
  return (await requestGraphQL(AdminVatRatesDocument, {})).adminVatRates;
}
