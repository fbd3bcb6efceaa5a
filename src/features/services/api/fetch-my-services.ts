import type { ServicesAndCards } from '../../../../machines/myServices';
import { requestGraphQL } from '../../../app/api/graphql-client';
import { graphql } from '../../../graphql';
import { readListedService } from './service-fields';

const MyServicesDocument = graphql(`
  query MyServices {
    myServices {
      ...ListedServiceFields
    }
    savedCards {
      id
      brand
      last4
      expMonth
      expYear
      description
    }
    cardSetupOffered
  }
`);

/** The signed-in account's services, as My services lists them (websites' services first, then domains), and its saved cards. */
export async function fetchMyServices(signal?: AbortSignal): Promise<ServicesAndCards> {
  const { myServices, savedCards, cardSetupOffered } = await requestGraphQL(MyServicesDocument, {}, signal);
  return { services: myServices.map(readListedService), cards: savedCards, cardSetupOffered };
}
