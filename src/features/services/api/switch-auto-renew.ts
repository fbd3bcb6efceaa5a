import type { ListedService } from '../../../../machines/myServices';
import { requestGraphQL } from '../../../app/api/graphql-client';
import { graphql } from '../../../graphql';
import { readListedService } from './service-fields';

const SetServiceAutoRenewDocument = graphql(`
  mutation SetServiceAutoRenew($serviceId: ID!, $autoRenew: Boolean!) {
    setServiceAutoRenew(serviceId: $serviceId, autoRenew: $autoRenew) {
      ...ListedServiceFields
    }
  }
`);

/** Switches a service's automatic renewal; answers the service as it is now. */
export async function switchAutoRenew(input: { serviceId: string; autoRenew: boolean }): Promise<ListedService> {
  return readListedService((await requestGraphQL(SetServiceAutoRenewDocument, input)).setServiceAutoRenew);
}
