import type { ListedService } from '../../../../machines/myServices';
import { requestGraphQL } from '../../../app/api/graphql-client';
import { graphql } from '../../../graphql';

const MyServicesDocument = graphql(`
  query MyServices {
    myServices {
      id
      kind
      name
      website
      status
      statusText
      paidUntil
      autoRenew
      renewPath
      addons {
        identifier
        title
        addPath
      }
    }
  }
`);

/** The signed-in account's services, as My services lists them (websites' services first, then domains). */
export async function fetchMyServices(signal?: AbortSignal): Promise<ListedService[]> {
  const { myServices } = await requestGraphQL(MyServicesDocument, {}, signal);
  return myServices.map((service) => ({
    ...service,
    kind: service.kind.toLowerCase() as ListedService['kind'],
    status: service.status.toLowerCase() as ListedService['status'],
    website: service.website ?? null,
    renewPath: service.renewPath ?? null,
  }));
}
