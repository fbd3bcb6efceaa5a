import { requestGraphQL } from '../../../app/api/graphql-client';
import { graphql } from '../../../graphql';

const DeleteDraftOrderDocument = graphql(`
  mutation DeleteDraftOrder($orderIdentifier: String!) {
    deleteDraftOrder(orderIdentifier: $orderIdentifier)
  }
`);

/** Deletes a draft of the signed-in account; answers the identifier deleted. */
export async function deleteDraftOrder(orderIdentifier: string): Promise<string> {
  return (await requestGraphQL(DeleteDraftOrderDocument, { orderIdentifier })).deleteDraftOrder;
}
