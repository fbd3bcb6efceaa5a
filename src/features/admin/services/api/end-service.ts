import type { ChangedService } from '../../../../../machines/serviceChange';
import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import { withFieldErrors } from '../../catalogue/api/refusal';
import { changedService } from './extend-service';

const AdminEndServiceDocument = graphql(`
  mutation AdminEndService($input: AdminEndServiceInput!) {
    adminEndService(input: $input) {
      id
      kind
      status
      paidUntil
    }
  }
`);

/** Ends a service now, with the reason; a refusal carries the message for the reason, or why it cannot end. */
export async function endService(serviceId: string, reason: string): Promise<ChangedService> {
  return withFieldErrors(async () => changedService((await requestGraphQL(AdminEndServiceDocument, { input: { serviceId, reason } })).adminEndService));
}
