/**
 * Where the shopper lands after paying (/checkout/:orderIdentifier/success) or not (/failed): what happened to
 * the order and what happens next, read from the order itself rather than trusted from the address.
 */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { fetchOrderOutcome, type OrderOutcome } from './api/fetch-order-outcome';
import { TransferInstructions } from './TransferInstructions';
import './checkout.css';
import { InvoiceLink } from './InvoiceLink';
import { FailedDomains } from './FailedDomains';
import { isClosedOrder } from '../../../contracts/checkout';
import { closedLead, closedWhatToDo } from './closed-order';

type OutcomeState = { status: 'loading' } | { status: 'loaded'; order: OrderOutcome } | { status: 'failed'; message: string };

function useOrderOutcome(orderIdentifier: string): OutcomeState {
  const [state, setState] = useState<OutcomeState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    fetchOrderOutcome(orderIdentifier).then(
      (order) => current && setState({ status: 'loaded', order }),
      (error: unknown) => current && setState({ status: 'failed', message: error instanceof Error ? error.message : 'The order could not be loaded.' }),
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
  // The payment page sends here whatever happened; an order that can no longer be paid is not thanked for.
  const heading = state.status === 'loaded' && isClosedOrder(state.order) ? 'This order can no longer be paid' : 'Thank you for your order';
  return (
    <div className="checkout-outcome">
      <title>{heading}</title>
      <h1>{heading}</h1>
      {state.status === 'loading' && <p role="status">Loading your order…</p>}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {state.status === 'loaded' && <SuccessDetails order={state.order} />}
      <p>
        <Link to="/websites">Go to My websites</Link>
      </p>
    </div>
  );
}

/** An order that can no longer be paid (cancelled, or a bank transfer past its 14 days), as the checkout says it. */
function ClosedDetails({ order }: { order: OrderOutcome }) {
  return (
    <>
      <p>{closedLead(`Order ${order.identifier}`, order)}</p>
      <p>{closedWhatToDo(order)}</p>
    </>
  );
}

function SuccessDetails({ order }: { order: OrderOutcome }) {
  if (order.status === 'PAID') {
    return (
      <>
        <p>Order {order.identifier} is paid. Thank you.</p>
        <FailedDomains failedDomains={order.failedDomains} />
        <p>{order.failedDomains.length > 0 ? 'Everything else is' : 'Your services are'} being set up now; you will find {order.failedDomains.length > 0 ? 'it' : 'them'} under My websites.</p>
        <InvoiceLink invoice={order.invoice} />
      </>
    );
  }
  if (isClosedOrder(order)) return <ClosedDetails order={order} />;
  if (order.paymentInstructions) {
    return (
      <>
        <p>Order {order.identifier} is waiting for your bank transfer. Your services start as soon as the payment arrives.</p>
        <TransferInstructions instructions={order.paymentInstructions} />
      </>
    );
  }
  return <p>Order {order.identifier} is waiting for the payment to be confirmed. We will let you know by e-mail as soon as it is.</p>;
}

export function CheckoutFailedPage() {
  const { orderIdentifier = '' } = useParams();
  const state = useOrderOutcome(orderIdentifier);
  const checkoutUrl = `/checkout/${encodeURIComponent(orderIdentifier)}`;
  // Whether anything was charged is said only once the order is read: not while it loads, not when it could not be.
  return (
    <div className="checkout-outcome">
      <title>The payment did not go through</title>
      <h1>The payment did not go through</h1>
      {state.status === 'loading' && <p role="status">Loading your order…</p>}
      {state.status === 'failed' && (
        <>
          <p role="alert">{state.message}</p>
          <p>
            <Link to={checkoutUrl}>Back to the checkout</Link>
          </p>
        </>
      )}
      {state.status === 'loaded' && <FailedDetails order={state.order} checkoutUrl={checkoutUrl} />}
    </div>
  );
}

function FailedDetails({ order, checkoutUrl }: { order: OrderOutcome; checkoutUrl: string }) {
  if (order.status === 'PAID') return <p>Order {order.identifier} is paid after all: nothing more to do.</p>;
  if (isClosedOrder(order)) {
    return (
      <>
        <p>Nothing was charged for order {order.identifier}.</p>
        <ClosedDetails order={order} />
      </>
    );
  }
  return (
    <>
      <p>Nothing was charged for order {order.identifier}.</p>
      <p>
        <Link to={checkoutUrl}>Back to the checkout to try again</Link>
      </p>
    </>
  );
}
