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
        notRenewed
      }
      total
      pageSize
    }
  }
`);

export type AdminServiceRow = AdminServicesQuery['adminServices']['services'][number];

/** The address's filter names, as the list's form and the API name them. */
export const SERVICE_FILTERS = ['status', 'kind', 'dueWithinDays', 'search'] as const;

/** What the list says of an address whose "Running and ending within" is no whole number (GraphQL's Int cannot carry it). */
export const DUE_DAYS_REFUSAL = '"Running and ending within" is a whole number of days from 0 to 3650.';

/** One page of every account's services that match the filter, the latest end first. */
export async function fetchAdminServices(filter: ListFilter, page: number, signal?: AbortSignal): Promise<ListPage<AdminServiceRow>> {
  const input: AdminServiceFilterInput = {};
  if (filter.status) input.status = filter.status as AdminServiceStatus;
  if (filter.kind) input.kind = filter.kind as AdminServiceKind;
  if (filter.dueWithinDays) {
    if (!/^\d{1,4}$/.test(filter.dueWithinDays)) throw Object.assign(new Error(DUE_DAYS_REFUSAL), { code: 'INVALID_FILTER' });
    input.dueWithinDays = Number(filter.dueWithinDays);
  }
  if (filter.search) input.search = filter.search;
  const { adminServices } = await requestGraphQL(AdminServicesDocument, { filter: input, page }, signal);
  return { rows: adminServices.services, total: adminServices.total, pageSize: adminServices.pageSize };
}
