import type { ChangedService } from '../../../../../machines/serviceChange';
import type { ServiceKindName, ServiceStatusName } from '../../../../../contracts/services';
import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import type { AdminServiceKind, AdminServiceStatus } from '../../../../graphql/graphql';
import { withFieldErrors } from '../../catalogue/api/refusal';

const AdminExtendServiceDocument = graphql(`
  mutation AdminExtendService($input: AdminExtendServiceInput!) {
    adminExtendService(input: $input) {
      id
      kind
      status
      paidUntil
    }
  }
`);

/** A service as the server answered a change, in the words of the machines. */
export function changedService(service: { id: string; kind: AdminServiceKind; status: AdminServiceStatus; paidUntil: string }): ChangedService {
  return { id: service.id, kind: service.kind.toLowerCase() as ServiceKindName, status: service.status.toLowerCase() as ServiceStatusName, paidUntil: service.paidUntil };
}

/** Moves the end of a service's paid period to a later day, with the reason; a refusal carries the messages for the day and the reason. */
export async function extendService(serviceId: string, paidUntil: string, reason: string): Promise<ChangedService> {
  return withFieldErrors(async () => changedService((await requestGraphQL(AdminExtendServiceDocument, { input: { serviceId, paidUntil, reason } })).adminExtendService));
}
