import type { OpenLine } from '../../../../../machines/statementLines';
import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';

const AdminOpenStatementLinesDocument = graphql(`
  query AdminOpenStatementLines {
    adminOpenStatementLines {
      id
      bookedOn
      amountFormatted
      reference
      counterparty
      payerAccount
      outcome
      orderIdentifier
      orderTotalFormatted
      refundable
    }
  }
`);

/** The imported payments still to be resolved, oldest first. */
export async function fetchOpenLines(): Promise<OpenLine[]> {
  const { adminOpenStatementLines } = await requestGraphQL(AdminOpenStatementLinesDocument, {});
  // Stored lines always have their id.
  return adminOpenStatementLines.map((line) => ({ ...line, id: line.id ?? '' }));
}
