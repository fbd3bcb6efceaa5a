import type { ListFilter, ListPage } from '../../../../../machines/adminList';
import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import type { AdminServiceFilterInput, AdminServiceKind, AdminServicesQuery, AdminServiceStatus } from '../../../../graphql/graphql';

const AdminServicesDocument = graphql(`
  query AdminServices($filter: AdminServiceFilterInput, $page: Int) {
    adminServices(filter: $filter, page: $page) {
      services {
        id
        kind
        status
        paidUntil
        accountEmail
        websiteName
        domain
        itemName
      }
      total
      pageSize
    }
  }
`);

export type AdminServiceRow = AdminServicesQuery['adminServices']['services'][number];

/** The address's filter names, as the list's form and the API name them. */
export const SERVICE_FILTERS = ['status', 'kind', 'dueWithinDays', 'search'] as const;

/**
 * One page of every account's services that match the filter, the latest end first. "Ends within" that is no whole
 * number is sent as it is (NaN is refused by the server with its reason), never dropped unnoticed.
 */
export async function fetchAdminServices(filter: ListFilter, page: number, signal?: AbortSignal): Promise<ListPage<AdminServiceRow>> {
  const input: AdminServiceFilterInput = {};
  if (filter.status) input.status = filter.status as AdminServiceStatus;
  if (filter.kind) input.kind = filter.kind as AdminServiceKind;
  if (filter.dueWithinDays) input.dueWithinDays = Number(filter.dueWithinDays);
  if (filter.search) input.search = filter.search;
  const { adminServices } = await requestGraphQL(AdminServicesDocument, { filter: input, page }, signal);
  return { rows: adminServices.services, total: adminServices.total, pageSize: adminServices.pageSize };
}
