import { nonEmptyContact, type RegistrantChange } from '../../../../contracts/checkout';
import type { OrderChange } from '../../../../machines/checkout';
import { graphql } from '../../../graphql';
import type { OrderView } from '../types';
import { requestCheckout } from './checkout-request';
import { toOrderView } from './order-fields';

const UpdateRegistrantContactDocument = graphql(`
  mutation UpdateRegistrantContact($orderIdentifier: String!, $domain: String!, $contact: [ContactValueInput!]!, $integrityToken: String!) {
    updateRegistrantContact(orderIdentifier: $orderIdentifier, domain: $domain, contact: $contact, integrityToken: $integrityToken) {
      ...CheckoutOrderFields
    }
  }
`);

/** The holder of one domain of the order, empty fields left out; an incomplete holder is saved too. */
export async function updateRegistrantContact({ contact, ...input }: OrderChange & RegistrantChange): Promise<OrderView> {
  const variables = { ...input, contact: nonEmptyContact({ ...contact }) };
  return toOrderView((await requestCheckout(UpdateRegistrantContactDocument, variables)).updateRegistrantContact);
}
