import type { PreviewLine } from '../../../../../machines/statementImport';
import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';

const AdminPreviewStatementDocument = graphql(`
  query AdminPreviewStatement($content: String!) {
    adminPreviewStatement(content: $content) {
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

/** What importing the statement would do, line by line; the server writes nothing. */
export async function previewStatement(content: string): Promise<PreviewLine[]> {
  return (await requestGraphQL(AdminPreviewStatementDocument, { content })).adminPreviewStatement.lines;
}
