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
      nextPackage {
        identifier
        name
        startsAt
        warning
        paid
      }
      downgrades {
        identifier
        name
        warning
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
    nextPackage: service.nextPackage ? { ...service.nextPackage, warning: service.nextPackage.warning ?? null } : null,
    downgrades: service.downgrades.map((option) => ({ ...option, warning: option.warning ?? null })),
  }));
}
