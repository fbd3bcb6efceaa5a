import type { ListedCard } from '../../../../machines/myServices';
import { requestGraphQL } from '../../../app/api/graphql-client';
import { graphql } from '../../../graphql';

const SavedCardsDocument = graphql(`
  query SavedCards {
    savedCards {
      id
      brand
      last4
      expMonth
      expYear
      description
    }
  }
`);

/** The account's saved cards, newest first. */
export async function fetchSavedCards(): Promise<ListedCard[]> {
  return (await requestGraphQL(SavedCardsDocument, {})).savedCards;
}
