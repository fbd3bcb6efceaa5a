/** The refunds page's two tables: the order's payments (with the choice of which to refund) and its refunds. */
import type { RefundablePayment, RefundRecord } from '../../../../machines/refund';
import { Button } from '../../../ui/Button';
import { formatDate } from '../../orders/format';

const REFUND_STATUS_LABELS: Record<string, string> = {
  pending: 'Being refunded',
  failed: 'Failed',
  refunded: 'Refunded',
  to_pay_out: 'To be paid out',
  paid_out: 'Paid out',
};

const PAYMENT_STATUS_LABELS: Record<string, string> = { pending: 'Pending', succeeded: 'Paid', failed: 'Failed' };

export function PaymentsTable({ payments, chosen, canChoose, onChoose }: { payments: RefundablePayment[]; chosen: string | null; canChoose: boolean; onChoose: (paymentId: string) => void }) {
  if (payments.length === 0) return <p>This order has no payments.</p>;
  return (
    <table className="admin-table">
      <thead>
        <tr>
          <th scope="col">Method</th>
          <th scope="col">Status</th>
          <th scope="col">Paid</th>
          <th scope="col">Refunded</th>
          <th scope="col">Left to refund</th>
          <th scope="col">
            <span className="visually-hidden">Choose</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id}>
            <th scope="row">{payment.methodTitle}</th>
            <td>{PAYMENT_STATUS_LABELS[payment.status] ?? payment.status}</td>
            <td>{payment.amountFormatted}</td>
            <td>{payment.refundedFormatted}</td>
            <td>{payment.refundableFormatted}</td>
            <td>
              {payment.status === 'succeeded' && /[1-9]/.test(payment.refundable) && (
                <Button variant="outline" isDisabled={!canChoose || payment.id === chosen} onPress={() => onChoose(payment.id)}>
                  {payment.id === chosen ? 'Chosen for the refund' : `Refund the ${payment.methodTitle} payment`}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface RefundsTableProps {
  refunds: RefundRecord[];
  canMark: boolean;
  onMarkPaidOut: (refundId: string) => void;
  canRetry: boolean;
  /** Asks again for a refund that failed (on this visit or an earlier one). */
  onRetry: (refundId: string) => void;
}

export function RefundsTable({ refunds, canMark, onMarkPaidOut, canRetry, onRetry }: RefundsTableProps) {
  if (refunds.length === 0) return <p>No refunds yet.</p>;
  return (
    <table className="admin-table" aria-label="Refunds">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Payment</th>
          <th scope="col">Amount</th>
          <th scope="col">Reason</th>
          <th scope="col">Status</th>
          <th scope="col">Credit note</th>
        </tr>
      </thead>
      <tbody>
        {refunds.map((refund) => (
          <tr key={refund.id}>
            <td>
              <time dateTime={refund.createdAt}>{formatDate(refund.createdAt)}</time>
            </td>
            <td>{refund.methodTitle}</td>
            <td>{refund.amountFormatted}</td>
            <td>{refund.reason}</td>
            <td>
              {REFUND_STATUS_LABELS[refund.status] ?? refund.status}
              {refund.failure && <span className="admin-failure">: {refund.failure}</span>}
              {refund.status === 'failed' && (
                <Button variant="outline" aria-label={`Try the refund of ${refund.amountFormatted} again`} isDisabled={!canRetry} onPress={() => onRetry(refund.id)}>
                  Try again
                </Button>
              )}
              {refund.status === 'to_pay_out' && (
                <Button variant="outline" isDisabled={!canMark} onPress={() => onMarkPaidOut(refund.id)}>
                  Mark paid out
                </Button>
              )}
            </td>
            <td>
              {refund.creditNote ? (
                <a href={refund.creditNote.downloadUrl} download aria-label={`Credit note ${refund.creditNote.number} (PDF)`}>
                  {refund.creditNote.number}
                </a>
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
