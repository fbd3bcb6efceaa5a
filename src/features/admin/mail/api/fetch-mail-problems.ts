import type { ListFilter, ListPage } from '../../../../../machines/adminList';
import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import type { AdminMailFilterInput, AdminMailProblem, AdminMailProblemsQuery } from '../../../../graphql/graphql';

const AdminMailProblemsDocument = graphql(`
  query AdminMailProblems($filter: AdminMailFilterInput, $page: Int) {
    adminMailProblems(filter: $filter, page: $page) {
      messages {
        id
        createdAt
        recipient
        template
        subject
        status
        attempts
        lastError
        lastAttemptAt
        nextAttemptAt
      }
      total
      pageSize
    }
  }
`);

export type MailRow = AdminMailProblemsQuery['adminMailProblems']['messages'][number];

export const MAIL_FILTERS = ['problem', 'recipient'] as const;

/** One page of the failed and delayed messages that match the filter, newest first. */
export async function fetchMailProblems(filter: ListFilter, page: number, signal?: AbortSignal): Promise<ListPage<MailRow>> {
  const input: AdminMailFilterInput = {};
  if (filter.problem) input.problem = filter.problem as AdminMailProblem;
  if (filter.recipient) input.recipient = filter.recipient;
  const { adminMailProblems } = await requestGraphQL(AdminMailProblemsDocument, { filter: input, page }, signal);
  return { rows: adminMailProblems.messages, total: adminMailProblems.total, pageSize: adminMailProblems.pageSize };
}
