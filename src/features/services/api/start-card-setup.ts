import type { CardSetupSecret } from '../../../../machines/cardSetup';
import { requestGraphQL } from '../../../app/api/graphql-client';
import { graphql } from '../../../graphql';

const StartCardSetupDocument = graphql(`
  mutation StartCardSetup {
    startCardSetup {
      clientSecret
      publishableKey
    }
  }
`);

/** Starts saving a card without a payment: the SetupIntent's client secret and the key Stripe.js loads with. */
export async function startCardSetup(): Promise<CardSetupSecret> {
  return (await requestGraphQL(StartCardSetupDocument, {})).startCardSetup;
}
