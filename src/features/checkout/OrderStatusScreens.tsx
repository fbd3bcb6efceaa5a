/**
 * The checkout of an order that is no draft any more: read-only, with what fits its status (the checkout
 * machine's awaitingPayment, awaitingTransfer, paid and closed states). Nothing here changes the order.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { CheckoutActorRef } from './checkoutActor';
import { OrderSummary } from './OrderSummary';
import { PaymentMethods } from './PaymentMethods';
import { TransferInstructions } from './TransferInstructions';
import { orderView, type OrderView } from './types';
import { InvoiceLink } from './InvoiceLink';
import { FailedDomains } from './FailedDomains';
import { closedLead, closedWhatToDo, formatOrderDate, payByText } from './closed-order';

export type StatusScreen = 'awaitingPayment' | 'awaitingTransfer' | 'paid' | 'closed';

/** Which read-only screen the order gets, or null for a draft (and while it is first loaded). */
export function selectStatusScreen(state: ReturnType<CheckoutActorRef['getSnapshot']>): StatusScreen | null {
  if (state.matches('awaitingPayment')) return 'awaitingPayment';
  if (state.matches('awaitingTransfer')) return 'awaitingTransfer';
  if (state.matches('paid')) return 'paid';
  if (state.matches('closed')) return 'closed';
  return null;
}

/**
 * Whether the checkout shows a draft: the machine's ready state (and its stale-token reload). Not while the order
 * is loaded, could not be, or the page is left for the payment: then nothing is known to call it a draft.
 */
export const selectShowsDraft = (state: ReturnType<CheckoutActorRef['getSnapshot']>): boolean => state.matches('ready') || state.matches('integrityLost');

/** The lead under the page's heading: what the order's status means for the customer; null while that is not known. */
export function statusLead(screen: StatusScreen | 'draft' | null, order: OrderView | null, orderIdentifier: string): string | null {
  switch (screen) {
    case 'draft':
      return `Your order ${orderIdentifier} is saved as a draft.`;
    case 'awaitingPayment':
      return `Your order ${orderIdentifier} is waiting for payment. It was sent for payment and can no longer be changed: pay it below.`;
    case 'awaitingTransfer':
      return `Your order ${orderIdentifier} is waiting for your bank transfer. Your services start as soon as the payment arrives.`;
    case 'paid':
      return order?.paidAt ? `Your order ${orderIdentifier} is paid. Paid on ${formatOrderDate(order.paidAt)}.` : `Your order ${orderIdentifier} is paid.`;
    case 'closed':
      return order ? closedLead(`Your order ${orderIdentifier}`, order) : `Your order ${orderIdentifier} can no longer be paid.`;
    case null:
      return null;
  }
}

/** The order's items as they were ordered, for reading only. */
function OrderLines({ order }: { order: OrderView }) {
  const lines = order.items.filter((item) => item.checked);
  return (
    <section className="checkout-section" aria-labelledby="checkout-items-heading">
      <h2 id="checkout-items-heading">Your order</h2>
      <ul className="checkout-items">
        {lines.map((item) => (
          <li key={item.hash} className="checkout-item">
            <div className="checkout-item-header">
              <h3 className="checkout-item-title">{item.title}</h3>
              <p className="checkout-item-price">
                {item.free ? 'Free' : item.price}
                <span className="checkout-item-explained">{item.priceExplained}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The order awaiting payment, paid, or closed: its items, what fits its status, and its total. */
export function OrderStatusScreen({ actorRef, screen }: { actorRef: CheckoutActorRef; screen: StatusScreen }) {
  const order = useSelector(actorRef, (state) => (state.context.order ? orderView(state.context.order) : null));
  const heading = useRef<HTMLHeadingElement>(null);
  // Shown after the page's own controls went away (a refused finish's Show the order): the focus goes to what
  // the order is now instead of being lost.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) heading.current?.focus();
  }, [screen]);
  if (!order) return null;
  return (
    <div className="checkout-layout">
      <div className="checkout-main">
        <section className="checkout-section" aria-labelledby="checkout-status-heading">
          <h2 id="checkout-status-heading" ref={heading} tabIndex={-1}>
            {STATUS_HEADINGS[screen]}
          </h2>
          <StatusDetails screen={screen} order={order} />
        </section>
        <OrderLines order={order} />
        {screen === 'awaitingPayment' && <PaymentMethods actorRef={actorRef} />}
      </div>
      <aside className="checkout-aside" aria-label="Order summary">
        <OrderSummary actorRef={actorRef} action={screen === 'awaitingPayment' ? 'pay' : null} />
      </aside>
    </div>
  );
}

const STATUS_HEADINGS: Record<StatusScreen, string> = {
  awaitingPayment: 'Waiting for payment',
  awaitingTransfer: 'Waiting for your bank transfer',
  paid: 'Paid',
  closed: 'No longer payable',
};

function StatusDetails({ screen, order }: { screen: StatusScreen; order: OrderView }) {
  switch (screen) {
    case 'awaitingPayment':
      return <p>The order was sent for payment but the payment has not arrived. Choose how to pay and press Pay now; the order itself is not sent again.</p>;
    case 'awaitingTransfer':
      return (
        <>
          {order.payBy && <p>{payByText(order, order.payBy)}</p>}
          {order.paymentInstructions && <TransferInstructions instructions={order.paymentInstructions} headingLevel={3} />}
        </>
      );
    case 'paid':
      return (
        <>
          {order.paidAt && <p>Paid on {formatOrderDate(order.paidAt)}.</p>}
          <FailedDomains failedDomains={order.failedDomains} />
          <p>{order.failedDomains.length > 0 ? 'Everything else is set up under My websites.' : 'Your services are set up under My websites.'}</p>
          <InvoiceLink invoice={order.invoice} />
        </>
      );
    case 'closed':
      return <p>{closedWhatToDo(order)}</p>;
  }
}
