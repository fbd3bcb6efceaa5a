/** The refunds page's two tables: the order's payments (with the choice of which to refund) and its refunds. */
import type { RefundablePayment, RefundRecord } from '../../../../machines/refund';
import type { MessageId } from '../../../i18n/i18n';
import { Button } from '../../../ui/Button';
import { formatDate } from '../../orders/format';
import { useAdminWords, type AdminWords } from '../list/words';
import { providerTitleText } from '../orders/payment-method';

const REFUND_STATUS_IDS: Record<string, MessageId> = {
  pending: 'admin.refunds.status.pending',
  failed: 'admin.refunds.status.failed',
  refunded: 'admin.refunds.status.refunded',
  to_pay_out: 'admin.refunds.status.toPayOut',
  paid_out: 'admin.refunds.status.paidOut',
};

const PAYMENT_STATUS_IDS: Record<string, MessageId> = { pending: 'admin.refunds.payment.pending', succeeded: 'admin.refunds.payment.succeeded', failed: 'admin.refunds.payment.failed' };

/** A status code in the page's language; one not listed as sent. */
const statusText = (ids: Record<string, MessageId>, status: string, { t }: AdminWords) => (ids[status] ? t(ids[status] as MessageId) : status);

/** A payment's method, by its provider, in the page's language. */
export const methodText = (payment: { provider: string; methodTitle: string }, { t, language }: AdminWords) => providerTitleText(payment, t, language);

export function PaymentsTable({ payments, chosen, canChoose, onChoose }: { payments: RefundablePayment[]; chosen: string | null; canChoose: boolean; onChoose: (paymentId: string) => void }) {
  const words = useAdminWords();
  const { t } = words;
  if (payments.length === 0) return <p>{t('admin.refunds.noPayments')}</p>;
  return (
    <table className="admin-table">
      <thead>
        <tr>
          <th scope="col">{t('admin.refunds.column.method')}</th>
          <th scope="col">{t('admin.refunds.column.status')}</th>
          <th scope="col">{t('admin.refunds.column.paid')}</th>
          <th scope="col">{t('admin.refunds.column.refunded')}</th>
          <th scope="col">{t('admin.refunds.column.left')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('admin.refunds.column.choose')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id}>
            <th scope="row">{methodText(payment, words)}</th>
            <td>{statusText(PAYMENT_STATUS_IDS, payment.status, words)}</td>
            <td>{payment.amountFormatted}</td>
            <td>{payment.refundedFormatted}</td>
            <td>{payment.refundableFormatted}</td>
            <td>
              {payment.status === 'succeeded' && /[1-9]/.test(payment.refundable) && (
                <Button variant="outline" isDisabled={!canChoose || payment.id === chosen} onPress={() => onChoose(payment.id)}>
                  {payment.id === chosen ? t('admin.refunds.chosen') : t('admin.refunds.refundPayment', { method: methodText(payment, words) })}
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
  const words = useAdminWords();
  const { t, language } = words;
  if (refunds.length === 0) return <p>{t('admin.refunds.noRefunds')}</p>;
  return (
    <table className="admin-table" aria-label={t('admin.refunds.refunds')}>
      <thead>
        <tr>
          <th scope="col">{t('admin.refunds.column.date')}</th>
          <th scope="col">{t('admin.refunds.column.payment')}</th>
          <th scope="col">{t('admin.refunds.column.amount')}</th>
          <th scope="col">{t('admin.refunds.column.reason')}</th>
          <th scope="col">{t('admin.refunds.column.status')}</th>
          <th scope="col">{t('admin.refunds.column.creditNote')}</th>
        </tr>
      </thead>
      <tbody>
        {refunds.map((refund) => (
          <tr key={refund.id}>
            <td>
              <time dateTime={refund.createdAt}>{formatDate(refund.createdAt, language)}</time>
            </td>
            <td>{methodText(refund, words)}</td>
            <td>{refund.amountFormatted}</td>
            <td>{refund.reason}</td>
            <td>
              {statusText(REFUND_STATUS_IDS, refund.status, words)}
              {refund.failure && <span className="admin-failure">: {refund.failure}</span>}
              {refund.status === 'failed' && (
                <Button variant="outline" aria-label={t('admin.refunds.retryLabel', { amount: refund.amountFormatted })} isDisabled={!canRetry} onPress={() => onRetry(refund.id)}>
                  {t('admin.refunds.tryAgain')}
                </Button>
              )}
              {refund.status === 'to_pay_out' && (
                <Button variant="outline" isDisabled={!canMark} onPress={() => onMarkPaidOut(refund.id)}>
                  {t('admin.refunds.markPaidOut')}
                </Button>
              )}
            </td>
            <td>
              {refund.creditNote ? (
                <a href={refund.creditNote.downloadUrl} download aria-label={t('admin.refunds.creditNote', { number: refund.creditNote.number })}>
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
