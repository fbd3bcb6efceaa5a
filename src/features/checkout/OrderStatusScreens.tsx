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
import { useCheckoutWords, type CheckoutWords } from './messages';
import type { MessageId } from '../../i18n/i18n';

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
export function statusLead(words: CheckoutWords, screen: StatusScreen | 'draft' | null, order: OrderView | null, orderIdentifier: string): string | null {
  const { t } = words;
  const values = { order: orderIdentifier };
  switch (screen) {
    case 'draft':
      return t('checkout.lead.draft', values);
    case 'awaitingPayment':
      return t('checkout.lead.awaitingPayment', values);
    case 'awaitingTransfer':
      return t('checkout.lead.awaitingTransfer', values);
    case 'paid':
      return order?.paidAt ? t('checkout.lead.paidOn', { ...values, date: words.date(order.paidAt) }) : t('checkout.lead.paid', values);
    case 'closed':
      return order ? words.closedLead(t('checkout.subject.yourOrder', values), order) : t('checkout.lead.notPayable', values);
    case null:
      return null;
  }
}

/** The order's items as they were ordered, for reading only. */
function OrderLines({ order }: { order: OrderView }) {
  const { t } = useCheckoutWords();
  const lines = order.items.filter((item) => item.checked);
  return (
    <section className="checkout-section" aria-labelledby="checkout-items-heading">
      <h2 id="checkout-items-heading">{t('checkout.items.heading')}</h2>
      <ul className="checkout-items">
        {lines.map((item) => (
          <li key={item.hash} className="checkout-item">
            <div className="checkout-item-header">
              <h3 className="checkout-item-title">{item.title}</h3>
              <p className="checkout-item-price">
                {item.free ? t('checkout.item.free') : item.price}
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
  const { t } = useCheckoutWords();
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
            {t(STATUS_HEADINGS[screen])}
          </h2>
          <StatusDetails screen={screen} order={order} />
        </section>
        <OrderLines order={order} />
        {screen === 'awaitingPayment' && <PaymentMethods actorRef={actorRef} />}
      </div>
      <aside className="checkout-aside" aria-label={t('checkout.summaryLabel')}>
        <OrderSummary actorRef={actorRef} action={screen === 'awaitingPayment' ? 'pay' : null} />
      </aside>
    </div>
  );
}

const STATUS_HEADINGS: Record<StatusScreen, MessageId> = {
  awaitingPayment: 'checkout.status.awaitingPayment',
  awaitingTransfer: 'checkout.status.awaitingTransfer',
  paid: 'checkout.status.paid',
  closed: 'checkout.status.closed',
};

function StatusDetails({ screen, order }: { screen: StatusScreen; order: OrderView }) {
  const words = useCheckoutWords();
  const { t } = words;
  switch (screen) {
    case 'awaitingPayment':
      return <p>{t('checkout.status.awaitingPaymentText')}</p>;
    case 'awaitingTransfer':
      return (
        <>
          {order.payBy && <p>{words.payBy(order, order.payBy)}</p>}
          {order.paymentInstructions && <TransferInstructions instructions={order.paymentInstructions} headingLevel={3} />}
        </>
      );
    case 'paid':
      return (
        <>
          {order.paidAt && <p>{t('checkout.status.paidOn', { date: words.date(order.paidAt) })}</p>}
          <FailedDomains failedDomains={order.failedDomains} />
          <p>{t(order.failedDomains.length > 0 ? 'checkout.status.restSetUp' : 'checkout.status.setUp')}</p>
          <InvoiceLink invoice={order.invoice} />
        </>
      );
    case 'closed':
      return <p>{words.closedWhatToDo(order)}</p>;
  }
}
