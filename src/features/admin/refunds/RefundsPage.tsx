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
import { fetchOrderRefunds } from './api/fetch-order-refunds';
import { markRefundPaidOut } from './api/mark-refund-paid-out';
import { refundPayment } from './api/refund-payment';
import { retryRefund } from './api/retry-refund';
import { PaymentsTable, RefundsTable } from './RefundTables';
import './refunds.css';

type RefundActorRef = ActorRefFrom<typeof refundMachine>;

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
  const actorRef = useActorRef(refundLogic, { ...inspectionOptions(), input: { orderIdentifier, paymentId } });
  const isLoading = useSelector(actorRef, (state) => state.matches('loading'));
  const isLoadFailed = useSelector(actorRef, (state) => state.matches('loadFailed'));
  const hasOrder = useSelector(actorRef, (state) => state.context.order !== null);
  const formError = useSelector(actorRef, (state) => state.context.formError);

  return (
    <div className="admin-refunds">
      <title>{`Refunds of ${orderIdentifier}`}</title>
      <h1>Refunds of {orderIdentifier}</h1>
      <p>
        <Link to={`/admin/orders/${encodeURIComponent(orderIdentifier)}`}>Back to the order</Link>
      </p>
      {isLoading && <p role="status">Loading the order's payments…</p>}
      {isLoadFailed && (
        <div>
          <p role="alert">{formError}</p>
          <Button onPress={() => actorRef.send({ type: 'refund.reload' })}>Try again</Button>
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
  if (!order) return null;
  return (
    <>
      <dl className="admin-facts">
        <dt>Customer</dt>
        <dd>{order.customerEmail}</dd>
        <dt>Total</dt>
        <dd>{order.totalFormatted ?? '—'}</dd>
        <dt>Invoice</dt>
        <dd>{order.invoiceNumber ?? 'None'}</dd>
      </dl>
      {order.paidTwice && <p className="admin-warning">This order was paid more than once: refund the payment it did not need.</p>}
      <h2>Payments</h2>
      <PaymentsTable payments={order.payments} chosen={chosen} canChoose={canChoose} onChoose={(paymentId) => actorRef.send({ type: 'refund.choosePayment', paymentId })} />
      <RefundForm actorRef={actorRef} />
      <h2>Refunds</h2>
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
          {lastRefund.status === 'to_pay_out' ? `The refund of ${lastRefund.amountFormatted} is recorded: send it from the bank, then mark it paid out.` : `${lastRefund.amountFormatted} was refunded.`}{' '}
          {lastRefund.creditNote && (
            <a href={lastRefund.creditNote.downloadUrl} download>
              Credit note {lastRefund.creditNote.number} (PDF)
            </a>
          )}
        </p>
        <Button variant="outline" onPress={() => actorRef.send({ type: 'refund.another' })}>
          Make another refund
        </Button>
      </div>
    );
  }
  if (!payment) return <p>Nothing is left to refund: no payment of this order has money left on it.</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'refund.submit', key: crypto.randomUUID() });
  };
  return (
    <form className="admin-form" aria-labelledby="refund-form-title" onSubmit={submit} noValidate>
      <h2 id="refund-form-title">Refund of the {payment.methodTitle} payment</h2>
      {formError && (
        <p role="alert" tabIndex={-1} ref={errorRef}>
          {formError}
        </p>
      )}
      <TextField
        id="refund-amount"
        label={`Amount to refund (${currency})`}
        name="amount"
        value={amount}
        error={amountError}
        description={`At most ${payment.refundableFormatted}.`}
        onChange={(value) => actorRef.send({ type: 'refund.setAmount', value })}
      />
      <TextField id="refund-reason" label="Reason" name="reason" value={reason} error={reasonError} onChange={(value) => actorRef.send({ type: 'refund.setReason', value })} />
      <Button type="submit">Refund…</Button>
    </form>
  );
}

function ConfirmDialog({ actorRef }: { actorRef: RefundActorRef }) {
  const isOpen = useSelector(actorRef, (state) => state.matches('confirming') || state.matches('refunding') || state.matches('retrying') || state.matches('failed'));
  const isRefunding = useSelector(actorRef, (state) => state.matches('refunding') || state.matches('retrying'));
  // A listed refund that failed before, asked for again: its own amount, not the form's.
  const retried = useSelector(actorRef, (state) => (state.matches('retrying') ? (state.context.order?.refunds.find((refund) => refund.id === state.context.retryingId) ?? null) : null));
  const failure = useSelector(actorRef, (state) => (state.matches('failed') ? (state.context.lastRefund?.failure ?? 'The refund failed.') : null));
  const summary = useSelector(actorRef, (state) => {
    const payment = state.context.order?.payments.find((candidate) => candidate.id === state.context.paymentId);
    return `${state.context.amount.trim()} ${state.context.order?.currency ?? ''} of the ${payment?.methodTitle ?? ''} payment (${payment?.amountFormatted ?? ''} paid)`;
  });
  const close = () => actorRef.send(failure ? { type: 'refund.another' } : { type: 'refund.cancel' });
  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={failure ? 'The refund failed' : retried ? 'Asking for the refund again' : 'Confirm the refund'}
      footer={
        <div className="admin-dialog-actions">
          <Button autoFocus isPending={isRefunding} onPress={() => actorRef.send(failure ? { type: 'refund.retry' } : { type: 'refund.confirm' })}>
            {failure ? 'Try again' : 'Refund'}
          </Button>
          <Button variant="outline" isDisabled={isRefunding} onPress={close}>
            {failure ? 'Back to the form' : 'Cancel'}
          </Button>
        </div>
      }
    >
      {failure ? (
        <p role="alert">{failure} Nothing more was refunded; Try again asks for the same refund once more.</p>
      ) : retried ? (
        <p role="status">Asking the provider again for the refund of {retried.amountFormatted} ({retried.reason})…</p>
      ) : (
        <p>Refund {summary} to the customer? A credit note is issued with it.</p>
      )}
    </Modal>
  );
}
