import type { PaymentMethodInput } from '../../../../contracts/checkout';
import type { OrderChange } from '../../../../machines/checkout';
import { graphql } from '../../../graphql';
import type { OrderView } from '../types';
import { requestCheckout } from './checkout-request';
import { toOrderView } from './order-fields';

const UpdateBillingDataDocument = graphql(`
  mutation UpdateBillingDataAndRecalculateVat($orderIdentifier: String!, $contact: [ContactValueInput!]!, $integrityToken: String!) {
    updateBillingDataAndRecalculateVat(orderIdentifier: $orderIdentifier, contact: $contact, integrityToken: $integrityToken) {
      ...CheckoutOrderFields
    }
  }
`);

/** The billing contact as typed; the server prices the order again for its country and VAT ID. */
export async function updateBillingData(input: OrderChange & { contact: PaymentMethodInput[] }): Promise<OrderView> {
  return toOrderView((await requestCheckout(UpdateBillingDataDocument, input)).updateBillingDataAndRecalculateVat);
}
