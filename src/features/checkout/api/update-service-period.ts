import type { OrderChange } from '../../../../machines/checkout';
import { graphql } from '../../../graphql';
import type { OrderView } from '../types';
import { requestCheckout } from './checkout-request';
import { toOrderView } from './order-fields';

const UpdateOrderServicePeriodDocument = graphql(`
  mutation UpdateOrderServicePeriod($orderIdentifier: String!, $hash: String!, $period: PeriodUnit!, $units: Int!, $integrityToken: String!) {
    updateOrderServicePeriod(orderIdentifier: $orderIdentifier, hash: $hash, period: $period, units: $units, integrityToken: $integrityToken) {
      ...CheckoutOrderFields
    }
  }
`);

/** The billing period of one item (one of its variants). */
export async function updateServicePeriod(input: OrderChange & { hash: string; period: 'month' | 'year'; units: number }): Promise<OrderView> {
  return toOrderView((await requestCheckout(UpdateOrderServicePeriodDocument, input)).updateOrderServicePeriod);
}
