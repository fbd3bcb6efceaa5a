import { requestGraphQL } from '../../../app/api/graphql-client';
import { graphql } from '../../../graphql';

const RemoveSavedCardDocument = graphql(`
  mutation RemoveSavedCard($id: ID!) {
    removeSavedCard(id: $id) {
      id
    }
  }
`);

/** Removes a saved card (detached at Stripe by the server). */
export async function removeSavedCard(cardId: string): Promise<void> {
  await requestGraphQL(RemoveSavedCardDocument, { id: cardId });
}
