import type { OrderChange } from '../../../../machines/checkout';
import { graphql } from '../../../graphql';
import type { OrderView } from '../types';
import { requestCheckout } from './checkout-request';
import { toOrderView } from './order-fields';

const UpdateOrderPrivateRegistrationDocument = graphql(`
  mutation UpdateOrderPrivateRegistration($orderIdentifier: String!, $domain: String!, $enable: Boolean!, $integrityToken: String!) {
    updateOrderPrivateRegistration(orderIdentifier: $orderIdentifier, domain: $domain, enable: $enable, integrityToken: $integrityToken) {
      ...CheckoutOrderFields
    }
  }
`);

/** Private registration of a domain on or off, for the domain's period (the server's default). */
export async function updatePrivateRegistration(input: OrderChange & { domain: string; enable: boolean }): Promise<OrderView> {
  return toOrderView((await requestCheckout(UpdateOrderPrivateRegistrationDocument, input)).updateOrderPrivateRegistration);
}
