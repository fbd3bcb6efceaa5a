import type { LineResolution } from '../../../../../machines/statementLines';
import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';

const AdminResolveStatementLineDocument = graphql(`
  mutation AdminResolveStatementLine($lineId: String!, $action: StatementLineAction!, $reason: String, $orderIdentifier: String) {
    adminResolveStatementLine(lineId: $lineId, action: $action, reason: $reason, orderIdentifier: $orderIdentifier) {
      id
      outcome
    }
  }
`);

/** Marks an open line's order paid anyway or refunds the line to its payer (reason required for both), or leaves the line. */
export async function resolveLine(resolution: LineResolution): Promise<void> {
  await requestGraphQL(AdminResolveStatementLineDocument, {
    lineId: resolution.lineId,
    action: resolution.action,
    reason: resolution.reason || null,
    orderIdentifier: resolution.orderIdentifier || null,
  });
}
