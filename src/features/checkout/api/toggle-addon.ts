import type { OrderChange } from '../../../../machines/checkout';
import { graphql } from '../../../graphql';
import type { OrderView } from '../types';
import { requestCheckout } from './checkout-request';
import { toOrderView } from './order-fields';

const DeleteOrderAdditionalItemDocument = graphql(`
  mutation DeleteOrderAdditionalItem($orderIdentifier: String!, $hash: String!, $integrityToken: String!) {
    deleteOrderAdditionalItem(orderIdentifier: $orderIdentifier, hash: $hash, integrityToken: $integrityToken) {
      ...CheckoutOrderFields
    }
  }
`);

const AddOrderAdditionalItemDocument = graphql(`
  mutation AddOrderAdditionalItem($orderIdentifier: String!, $itemIdentifier: String!, $period: Int!, $integrityToken: String!) {
    addOrderAdditionalItem(orderIdentifier: $orderIdentifier, itemIdentifier: $itemIdentifier, period: $period, integrityToken: $integrityToken) {
      ...CheckoutOrderFields
    }
  }
`);

/** An add-on or plugin in the order is removed by its hash; one only offered is added by its identifier, for its period in months. */
export async function toggleAddon({ orderIdentifier, integrityToken, identifier, hash, checked, period }: OrderChange & { identifier: string; hash: string; checked: boolean; period: number }): Promise<OrderView> {
  if (checked) return toOrderView((await requestCheckout(DeleteOrderAdditionalItemDocument, { orderIdentifier, hash, integrityToken })).deleteOrderAdditionalItem);
  return toOrderView((await requestCheckout(AddOrderAdditionalItemDocument, { orderIdentifier, itemIdentifier: identifier, period, integrityToken })).addOrderAdditionalItem);
}
