import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import type { AdminCatalogueQuery } from '../../../../graphql/graphql';

const AdminCatalogueDocument = graphql(`
  query AdminCatalogue {
    adminCatalogue {
      currencies
      packages {
        identifier
        name
        label
        highlighted
        version
        prices {
          currency
          periodMonths
          monthlyAmount
          originalMonthlyAmount
          discountPercent
        }
      }
      addons {
        identifier
        kind
        title
        prices {
          currency
          periodMonths
          amount
        }
      }
      tlds {
        name
        prices {
          currency
          registration
          renewal
          transfer
          privateRegistration
        }
      }
      faq {
        identifier
        question
        isShown
      }
    }
  }
`);

export type AdminCatalogue = AdminCatalogueQuery['adminCatalogue'];
export type AdminPackage = AdminCatalogue['packages'][number];

/** The catalogue as the back office edits it. */
export async function fetchCatalogue(): Promise<AdminCatalogue> {
  return (await requestGraphQL(AdminCatalogueDocument, {})).adminCatalogue;
}
