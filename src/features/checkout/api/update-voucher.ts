import type { OrderChange } from '../../../../machines/checkout';
import { graphql } from '../../../graphql';
import type { OrderView } from '../types';
import { requestCheckout } from './checkout-request';
import { toOrderView } from './order-fields';

const UpdateOrderVoucherDocument = graphql(`
  mutation UpdateOrderVoucher($orderIdentifier: String!, $code: String, $integrityToken: String!) {
    updateOrderVoucher(orderIdentifier: $orderIdentifier, code: $code, integrityToken: $integrityToken) {
      ...CheckoutOrderFields
    }
  }
`);

/** Applies a voucher by its code; null removes the order's voucher. */
export async function updateVoucher(input: OrderChange & { code: string | null }): Promise<OrderView> {
  return toOrderView((await requestCheckout(UpdateOrderVoucherDocument, input)).updateOrderVoucher);
}
