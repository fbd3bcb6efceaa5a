import type { StatementResult } from '../../../../../machines/statementImport';
import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';

const AdminImportStatementDocument = graphql(`
  mutation AdminImportStatement($content: String!, $fileName: String) {
    adminImportStatement(content: $content, fileName: $fileName) {
      statementId
      lines {
        id
        position
        bookedOn
        amountFormatted
        reference
        counterparty
        outcome
        orderIdentifier
      }
    }
  }
`);

/** Imports the statement: new incoming payments are kept, exact matches pay their orders. */
export async function importStatement(content: string, fileName: string | null): Promise<StatementResult> {
  return (await requestGraphQL(AdminImportStatementDocument, { content, fileName })).adminImportStatement;
}
