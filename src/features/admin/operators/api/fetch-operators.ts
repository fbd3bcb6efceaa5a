import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import type { AdminOperatorsQuery } from '../../../../graphql/graphql';

const AdminOperatorsDocument = graphql(`
  query AdminOperators {
    adminOperators {
      email
      enabled
      createdAt
      isYou
    }
  }
`);

export type AdminOperator = AdminOperatorsQuery['adminOperators'][number];

/** Every operator, the oldest first. */
export async function fetchOperators(signal?: AbortSignal): Promise<AdminOperator[]> {
  return (await requestGraphQL(AdminOperatorsDocument, {}, signal)).adminOperators;
}
