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
        features {
          identifier
          name
          value
          included
        }
      }
      addons {
        identifier
        kind
        title
        label
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
          restoration
        }
      }
      limitedPackage
      faq {
        identifier
        question
        answer
        position
        isShown
      }
    }
  }
`);

export type AdminCatalogue = AdminCatalogueQuery['adminCatalogue'];
export type AdminPackage = AdminCatalogue['packages'][number];
export type AdminAddon = AdminCatalogue['addons'][number];
export type AdminTld = AdminCatalogue['tlds'][number];
export type AdminFaqItem = AdminCatalogue['faq'][number];

/** The catalogue as the back office edits it. */
export async function fetchCatalogue(): Promise<AdminCatalogue> {
  return (await requestGraphQL(AdminCatalogueDocument, {})).adminCatalogue;
}
