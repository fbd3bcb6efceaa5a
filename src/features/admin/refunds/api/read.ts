import type { OrderRefunds, RefundRecord } from '../../../../../machines/refund';
import { getFragmentData, type FragmentType } from '../../../../graphql';
import { OrderRefundsFields, RefundFields } from './order-refunds-fields';

/** The page's data out of the typed fragments the calls answer. */
export function readOrderRefunds(data: FragmentType<typeof OrderRefundsFields>): OrderRefunds {
  const order = getFragmentData(OrderRefundsFields, data);
  return { ...order, payments: [...order.payments], refunds: order.refunds.map(readRefund) };
}

export function readRefund(data: FragmentType<typeof RefundFields>): RefundRecord {
  return { ...getFragmentData(RefundFields, data) };
}
