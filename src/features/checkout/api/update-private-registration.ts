import type { OrderChange } from '../../../../machines/checkout';
import { graphql } from '../../../graphql';
import type { OrderView } from '../types';
import { requestCheckout } from './checkout-request';
import { toOrderView } from './order-fields';

const UpdateOrderPrivateRegistrationDocument = graphql(`
  mutation UpdateOrderPrivateRegistration($orderIdentifier: String!, $domain: String!, $enable: Boolean!, $period: Int!, $integrityToken: String!) {
    updateOrderPrivateRegistration(orderIdentifier: $orderIdentifier, domain: $domain, enable: $enable, period: $period, integrityToken: $integrityToken) {
      ...CheckoutOrderFields
    }
  }
`);

/** Private registration of a domain on or off, for a number of years (its domain's; the server checks it). */
export async function updatePrivateRegistration(input: OrderChange & { domain: string; enable: boolean; period: number }): Promise<OrderView> {
  return toOrderView((await requestCheckout(UpdateOrderPrivateRegistrationDocument, input)).updateOrderPrivateRegistration);
}
