/**
 * /admin/orders/:identifier/refunds (docs/admin.md, "Refunds and credit notes"): the order's payments with what was
 * paid and refunded, the refund form with its confirmation, and the refunds with their credit notes. The refund
 * machine decides what is shown; this file wires it to the three calls and draws each state. ?payment=<id> picks
 * the payment (the orders list links an order paid twice to its second payment).
 */
import { useEffect, useRef, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { refundMachine } from '../../../../machines/refund';
import { inspectionOptions } from '../../../app/inspection';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import type { MessageId } from '../../../i18n/i18n';
import { useAdminWords } from '../list/words';
import { fetchOrderRefunds } from './api/fetch-order-refunds';
import { markRefundPaidOut } from './api/mark-refund-paid-out';
import { refundPayment } from './api/refund-payment';
import { retryRefund } from './api/retry-refund';
import { methodText, PaymentsTable, RefundsTable } from './RefundTables';
import './refunds.css';

type RefundActorRef = ActorRefFrom<typeof refundMachine>;

/** The refund machine's own English messages (its form's checks), by their message; the server's are shown as they come. */
const REFUND_TEXTS: Record<string, MessageId> = {
  'Enter the amount to refund, more than zero, e.g. 12.50.': 'admin.refunds.amountInvalid',
  'Give the reason for the refund.': 'admin.refunds.reasonMissing',
};

const refundLogic = refundMachine.provide({
  actors: {
    loadOrderRefunds: fromPromise(({ input }) => fetchOrderRefunds(input.orderIdentifier)),
    refundPayment: fromPromise(({ input }) => refundPayment(input)),
    markRefundPaidOut: fromPromise(({ input }) => markRefundPaidOut(input.refundId)),
    retryRefund: fromPromise(({ input }) => retryRefund(input.refundId)),
  },
});

export default function RefundsPage() {
  const { identifier = '' } = useParams();
  const [params] = useSearchParams();
  return <Refunds key={identifier} orderIdentifier={identifier} paymentId={params.get('payment')} />;
}

function Refunds({ orderIdentifier, paymentId }: { orderIdentifier: string; paymentId: string | null }) {
  const { t, message } = useAdminWords();
  const actorRef = useActorRef(refundLogic, { ...inspectionOptions(), input: { orderIdentifier, paymentId } });
  const isLoading = useSelector(actorRef, (state) => state.matches('loading'));
  const isLoadFailed = useSelector(actorRef, (state) => state.matches('loadFailed'));
  const hasOrder = useSelector(actorRef, (state) => state.context.order !== null);
  const formError = useSelector(actorRef, (state) => state.context.formError);

  return (
    <div className="admin-refunds">
      <title>{t('admin.refunds.title', { identifier: orderIdentifier })}</title>
      <h1>{t('admin.refunds.title', { identifier: orderIdentifier })}</h1>
      <p>
        <Link to={`/admin/orders/${encodeURIComponent(orderIdentifier)}`}>{t('admin.refunds.backToOrder')}</Link>
      </p>
      {isLoading && <p role="status">{t('admin.refunds.loading')}</p>}
      {isLoadFailed && (
        <div>
          <p role="alert">{formError === null ? null : message(formError, REFUND_TEXTS)}</p>
          <Button onPress={() => actorRef.send({ type: 'refund.reload' })}>{t('admin.refunds.tryAgain')}</Button>
        </div>
      )}
      {hasOrder && <OrderRefundsView actorRef={actorRef} />}
    </div>
  );
}

function OrderRefundsView({ actorRef }: { actorRef: RefundActorRef }) {
  const order = useSelector(actorRef, (state) => state.context.order);
  const chosen = useSelector(actorRef, (state) => state.context.paymentId);
  const canChoose = useSelector(actorRef, (state) => state.can({ type: 'refund.choosePayment', paymentId: '' }));
  const canMark = useSelector(actorRef, (state) => state.can({ type: 'refund.markPaidOut', refundId: '' }));
  const canRetry = useSelector(actorRef, (state) => state.can({ type: 'refund.retryFailed', refundId: '' }));
  const { t } = useAdminWords();
  if (!order) return null;
  return (
    <>
      <dl className="admin-facts">
        <dt>{t('admin.refunds.customer')}</dt>
        <dd>{order.customerEmail}</dd>
        <dt>{t('admin.refunds.total')}</dt>
        <dd>{order.totalFormatted ?? '—'}</dd>
        <dt>{t('admin.refunds.invoice')}</dt>
        <dd>{order.invoiceNumber ?? t('admin.refunds.noInvoice')}</dd>
      </dl>
      {order.paidTwice && <p className="admin-warning">{t('admin.refunds.paidTwice')}</p>}
      <h2>{t('admin.refunds.payments')}</h2>
      <PaymentsTable payments={order.payments} chosen={chosen} canChoose={canChoose} onChoose={(paymentId) => actorRef.send({ type: 'refund.choosePayment', paymentId })} />
      <RefundForm actorRef={actorRef} />
      <h2>{t('admin.refunds.refunds')}</h2>
      <RefundsTable
        refunds={order.refunds}
        canMark={canMark}
        onMarkPaidOut={(refundId) => actorRef.send({ type: 'refund.markPaidOut', refundId })}
        canRetry={canRetry}
        onRetry={(refundId) => actorRef.send({ type: 'refund.retryFailed', refundId })}
      />
      <ConfirmDialog actorRef={actorRef} />
    </>
  );
}

function RefundForm({ actorRef }: { actorRef: RefundActorRef }) {
  const payment = useSelector(actorRef, (state) => state.context.order?.payments.find((candidate) => candidate.id === state.context.paymentId));
  const currency = useSelector(actorRef, (state) => state.context.order?.currency ?? '');
  const amount = useSelector(actorRef, (state) => state.context.amount);
  const reason = useSelector(actorRef, (state) => state.context.reason);
  const amountError = useSelector(actorRef, (state) => state.context.amountError);
  const reasonError = useSelector(actorRef, (state) => state.context.reasonError);
  const formError = useSelector(actorRef, (state) => (state.matches('editing') ? state.context.formError : null));
  const isDone = useSelector(actorRef, (state) => state.matches('done'));
  const isEditing = useSelector(actorRef, (state) => state.matches('editing'));
  const lastRefund = useSelector(actorRef, (state) => state.context.lastRefund);
  const doneRef = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const words = useAdminWords();
  const { t, message } = words;

  // After an answer, focus goes where the person has to look: the result, or the first thing to correct.
  useEffect(() => {
    if (!isDone) return;
    const frame = requestAnimationFrame(() => doneRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [isDone]);
  useEffect(() => {
    if (!isEditing || (!amountError && !reasonError && !formError)) return;
    const frame = requestAnimationFrame(() => {
      const target = amountError ? document.getElementById('refund-amount') : reasonError ? document.getElementById('refund-reason') : errorRef.current;
      target?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [isEditing, amountError, reasonError, formError]);

  if (isDone && lastRefund) {
    return (
      <div className="admin-notice" role="status" tabIndex={-1} ref={doneRef}>
        <p>
          {t(lastRefund.status === 'to_pay_out' ? 'admin.refunds.recorded' : 'admin.refunds.refunded', { amount: lastRefund.amountFormatted })}{' '}
          {lastRefund.creditNote && (
            <a href={lastRefund.creditNote.downloadUrl} download>
              {t('admin.refunds.creditNote', { number: lastRefund.creditNote.number })}
            </a>
          )}
        </p>
        <Button variant="outline" onPress={() => actorRef.send({ type: 'refund.another' })}>
          {t('admin.refunds.another')}
        </Button>
      </div>
    );
  }
  if (!payment) return <p>{t('admin.refunds.nothingLeft')}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'refund.submit', key: crypto.randomUUID() });
  };
  return (
    <form className="admin-form" aria-labelledby="refund-form-title" onSubmit={submit} noValidate>
      <h2 id="refund-form-title">{t('admin.refunds.formTitle', { method: methodText(payment, words) })}</h2>
      {formError && (
        <p role="alert" tabIndex={-1} ref={errorRef}>
          {message(formError, REFUND_TEXTS)}
        </p>
      )}
      <TextField
        id="refund-amount"
        label={t('admin.refunds.amount', { currency })}
        name="amount"
        value={amount}
        error={amountError === null ? null : message(amountError, REFUND_TEXTS)}
        description={t('admin.refunds.amountHint', { amount: payment.refundableFormatted })}
        onChange={(value) => actorRef.send({ type: 'refund.setAmount', value })}
      />
      <TextField
        id="refund-reason"
        label={t('admin.refunds.reason')}
        name="reason"
        value={reason}
        error={reasonError === null ? null : message(reasonError, REFUND_TEXTS)}
        onChange={(value) => actorRef.send({ type: 'refund.setReason', value })}
      />
      <Button type="submit">{t('admin.refunds.submit')}</Button>
    </form>
  );
}

function ConfirmDialog({ actorRef }: { actorRef: RefundActorRef }) {
  const words = useAdminWords();
  const { t } = words;
  const isOpen = useSelector(actorRef, (state) => state.matches('confirming') || state.matches('refunding') || state.matches('retrying') || state.matches('failed'));
  const isRefunding = useSelector(actorRef, (state) => state.matches('refunding') || state.matches('retrying'));
  // A listed refund that failed before, asked for again: its own amount, not the form's.
  const retried = useSelector(actorRef, (state) => (state.matches('retrying') ? (state.context.order?.refunds.find((refund) => refund.id === state.context.retryingId) ?? null) : null));
  // The provider's reason as it came, or the page's own words when it gave none.
  const failure = useSelector(actorRef, (state) => (state.matches('failed') ? (state.context.lastRefund?.failure ?? t('admin.refunds.failed')) : null));
  const payment = useSelector(actorRef, (state) => state.context.order?.payments.find((candidate) => candidate.id === state.context.paymentId));
  const amount = useSelector(actorRef, (state) => state.context.amount.trim());
  const currency = useSelector(actorRef, (state) => state.context.order?.currency ?? '');
  const close = () => actorRef.send(failure ? { type: 'refund.another' } : { type: 'refund.cancel' });
  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={t(failure ? 'admin.refunds.failedTitle' : retried ? 'admin.refunds.retryingTitle' : 'admin.refunds.confirmTitle')}
      footer={
        <div className="admin-dialog-actions">
          <Button autoFocus isPending={isRefunding} onPress={() => actorRef.send(failure ? { type: 'refund.retry' } : { type: 'refund.confirm' })}>
            {t(failure ? 'admin.refunds.tryAgain' : 'admin.refunds.refund')}
          </Button>
          <Button variant="outline" isDisabled={isRefunding} onPress={close}>
            {t(failure ? 'admin.refunds.backToForm' : 'admin.refunds.cancel')}
          </Button>
        </div>
      }
    >
      {failure ? (
        <p role="alert">{t('admin.refunds.failedText', { failure })}</p>
      ) : retried ? (
        <p role="status">{t('admin.refunds.retryingText', { amount: retried.amountFormatted, reason: retried.reason })}</p>
      ) : (
        <p>{t('admin.refunds.confirmText', { amount, currency, method: payment ? methodText(payment, words) : '', paid: payment?.amountFormatted ?? '' })}</p>
      )}
    </Modal>
  );
}
