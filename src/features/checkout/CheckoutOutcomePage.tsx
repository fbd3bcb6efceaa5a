/**
 * Where the shopper lands after paying (/checkout/:orderIdentifier/success) or not (/failed): what happened to
 * the order and what happens next, read from the order itself rather than trusted from the address.
 */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { fetchOrderOutcome, type OrderOutcome } from './api/fetch-order-outcome';
import { failureText } from '../../app/api/api-error';
import { TransferInstructions } from './TransferInstructions';
import './checkout.css';
import { InvoiceLink } from './InvoiceLink';
import { FailedDomains } from './FailedDomains';
import { isClosedOrder } from '../../../contracts/checkout';
import { useCheckoutWords } from './messages';

type OutcomeState = { status: 'loading' } | { status: 'loaded'; order: OrderOutcome } | { status: 'failed'; message: string };

function useOrderOutcome(orderIdentifier: string): OutcomeState {
  const [state, setState] = useState<OutcomeState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    fetchOrderOutcome(orderIdentifier).then(
      (order) => current && setState({ status: 'loaded', order }),
      (error: unknown) => current && setState({ status: 'failed', message: failureText(error, 'The order could not be loaded.') }),
    );
    return () => {
      current = false;
    };
  }, [orderIdentifier]);
  return state;
}

export function CheckoutSuccessPage() {
  const { orderIdentifier = '' } = useParams();
  const state = useOrderOutcome(orderIdentifier);
  const { t, message } = useCheckoutWords();
  // The payment page sends here whatever happened; an order that can no longer be paid is not thanked for.
  const heading = t(state.status === 'loaded' && isClosedOrder(state.order) ? 'checkout.outcome.notPayable' : 'checkout.outcome.thanks');
  return (
    <div className="checkout-outcome">
      <title>{heading}</title>
      <h1>{heading}</h1>
      {state.status === 'loading' && <p role="status">{t('checkout.fetch.loading')}</p>}
      {state.status === 'failed' && <p role="alert">{message(state.message)}</p>}
      {state.status === 'loaded' && <SuccessDetails order={state.order} />}
      <p>
        <Link to="/websites">{t('checkout.outcome.goToWebsites')}</Link>
      </p>
    </div>
  );
}

/** An order that can no longer be paid (cancelled, or a bank transfer past its 14 days), as the checkout says it. */
function ClosedDetails({ order }: { order: OrderOutcome }) {
  const words = useCheckoutWords();
  return (
    <>
      <p>{words.closedLead(words.t('checkout.subject.order', { order: order.identifier }), order)}</p>
      <p>{words.closedWhatToDo(order)}</p>
    </>
  );
}

function SuccessDetails({ order }: { order: OrderOutcome }) {
  const { t } = useCheckoutWords();
  const values = { order: order.identifier };
  if (order.status === 'PAID') {
    return (
      <>
        <p>{t('checkout.outcome.paid', values)}</p>
        <FailedDomains failedDomains={order.failedDomains} />
        <p>{t(order.failedDomains.length > 0 ? 'checkout.outcome.restSetUp' : 'checkout.outcome.setUp')}</p>
        <InvoiceLink invoice={order.invoice} />
      </>
    );
  }
  if (isClosedOrder(order)) return <ClosedDetails order={order} />;
  if (order.paymentInstructions) {
    return (
      <>
        <p>{t('checkout.outcome.awaitingTransfer', values)}</p>
        <TransferInstructions instructions={order.paymentInstructions} />
      </>
    );
  }
  return <p>{t('checkout.outcome.awaitingConfirmation', values)}</p>;
}

export function CheckoutFailedPage() {
  const { orderIdentifier = '' } = useParams();
  const state = useOrderOutcome(orderIdentifier);
  const checkoutUrl = `/checkout/${encodeURIComponent(orderIdentifier)}`;
  const { t, message } = useCheckoutWords();
  // Whether anything was charged is said only once the order is read: not while it loads, not when it could not be.
  return (
    <div className="checkout-outcome">
      <title>{t('checkout.outcome.failed')}</title>
      <h1>{t('checkout.outcome.failed')}</h1>
      {state.status === 'loading' && <p role="status">{t('checkout.fetch.loading')}</p>}
      {state.status === 'failed' && (
        <>
          <p role="alert">{message(state.message)}</p>
          <p>
            <Link to={checkoutUrl}>{t('checkout.outcome.backToCheckout')}</Link>
          </p>
        </>
      )}
      {state.status === 'loaded' && <FailedDetails order={state.order} checkoutUrl={checkoutUrl} />}
    </div>
  );
}

function FailedDetails({ order, checkoutUrl }: { order: OrderOutcome; checkoutUrl: string }) {
  const { t } = useCheckoutWords();
  const values = { order: order.identifier };
  if (order.status === 'PAID') return <p>{t('checkout.outcome.paidAfterAll', values)}</p>;
  if (isClosedOrder(order)) {
    return (
      <>
        <p>{t('checkout.outcome.nothingCharged', values)}</p>
        <ClosedDetails order={order} />
      </>
    );
  }
  return (
    <>
      <p>{t('checkout.outcome.nothingCharged', values)}</p>
      <p>
        <Link to={checkoutUrl}>{t('checkout.outcome.tryAgain')}</Link>
      </p>
    </>
  );
}
