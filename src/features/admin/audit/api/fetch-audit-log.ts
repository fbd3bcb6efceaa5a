import type { ListFilter, ListPage } from '../../../../../machines/adminList';
import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import type { AdminAuditFilterInput, AdminAuditLogQuery } from '../../../../graphql/graphql';

const AdminAuditLogDocument = graphql(`
  query AdminAuditLog($filter: AdminAuditFilterInput, $page: Int) {
    adminAuditLog(filter: $filter, page: $page) {
      entries {
        id
        at
        operatorEmail
        action
        subjectType
        subjectId
        before
        after
        reason
      }
      total
      pageSize
    }
  }
`);

export type AuditRow = AdminAuditLogQuery['adminAuditLog']['entries'][number];

export const AUDIT_FILTERS = ['operator', 'action', 'subjectType', 'subjectId', 'from', 'until'] as const;

/** One page of the audit log that matches the filter, newest first. */
export async function fetchAuditLog(filter: ListFilter, page: number, signal?: AbortSignal): Promise<ListPage<AuditRow>> {
  const input: AdminAuditFilterInput = {};
  for (const name of AUDIT_FILTERS) if (filter[name]) Object.assign(input, { [name]: filter[name] });
  const { adminAuditLog } = await requestGraphQL(AdminAuditLogDocument, { filter: input, page }, signal);
  return { rows: adminAuditLog.entries, total: adminAuditLog.total, pageSize: adminAuditLog.pageSize };
}
