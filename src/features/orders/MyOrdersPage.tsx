/**
 * /orders: the signed-in account's orders, newest first (docs/orders.md). The myOrders machine decides what is
 * shown; this file wires it to the two calls and draws each state.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { myOrdersMachine, type ListedOrder } from '../../../machines/myOrders';
import { inspectionOptions } from '../../app/inspection';
import { useIsCheckingSession, useSignedInUser } from '../../app/session';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Modal } from '../../ui/Modal';
import { SignInPrompt } from '../websites/SignInPrompt';
import { deleteDraftOrder } from './api/delete-draft-order';
import { fetchMyOrders } from './api/fetch-my-orders';
import { isClosedOrder } from '../../../contracts/checkout';
import { ProcessHelp } from '../../app/AppShell';
import { closedLead, closedWhatToDo } from '../checkout/closed-order';
import { formatDate, statusLabel } from './format';
import './orders.css';

type MyOrdersActorRef = ActorRefFrom<typeof myOrdersMachine>;

export function MyOrdersPage() {
  const user = useSignedInUser();
  const isChecking = useIsCheckingSession();
  if (isChecking) return <p role="status">Loading…</p>;
  if (!user) return <SignInPrompt heading="My orders" />;
  // Keyed by the user: another account signing in starts a new list.
  return <OrderList key={user.id} />;
}

const myOrdersLogic = myOrdersMachine.provide({
  actors: {
    // No abort signal for the list that loads on mount: StrictMode's restored actor waits for this very request.
    fetchOrders: fromPromise(() => fetchMyOrders()),
    deleteDraftOrder: fromPromise(({ input }) => deleteDraftOrder(input.orderIdentifier)),
  },
});

function OrderList() {
  const actorRef = useActorRef(myOrdersLogic, inspectionOptions());
  const isLoading = useSelector(actorRef, (state) => state.matches('loading'));
  const isFailed = useSelector(actorRef, (state) => state.matches('failed'));
  const isEmpty = useSelector(actorRef, (state) => state.matches('empty'));
  const isList = useSelector(actorRef, (state) => state.matches('list'));
  const errorMessage = useSelector(actorRef, (state) => state.context.errorMessage);
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <div className="orders">
      <title>My orders</title>
      <h1 tabIndex={-1} ref={heading}>
        My orders
      </h1>
      <DeletedNotice actorRef={actorRef} />
      <RefusedNotice actorRef={actorRef} />
      {isLoading && <p role="status">Loading your orders…</p>}
      {isFailed && <LoadFailed className="orders-error" message={errorMessage} onRetry={() => actorRef.send({ type: 'orders.retry' })} focusAfterRetry={heading} />}
      {isEmpty && (
        <p>
          You have no orders yet. <Link to="/pricelist">See the packages</Link> or <Link to="/domains">find a domain</Link>.
        </p>
      )}
      {isList && <Orders actorRef={actorRef} />}
      <DeleteDialog actorRef={actorRef} />
    </div>
  );
}

/** Focuses a notice each time what it tells is set anew. */
function useFocusWhenSet(ref: RefObject<HTMLElement | null>, told: unknown): void {
  useEffect(() => {
    if (told === null) return;
    // After the dialog has handed focus back (to a button that is gone, or soon will be, with its order's card).
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [ref, told]);
}

/** 'The draft … was deleted.', focused when it appears: the button that was pressed is gone with its order. */
function DeletedNotice({ actorRef }: { actorRef: MyOrdersActorRef }) {
  const deleted = useSelector(actorRef, (state) => state.context.deleted);
  const ref = useRef<HTMLParagraphElement>(null);
  useFocusWhenSet(ref, deleted);
  return (
    <p role="status" className="orders-notice" tabIndex={-1} ref={ref}>
      {deleted && `The draft order ${deleted} was deleted.`}
    </p>
  );
}

/**
 * Why a draft was not deleted when no retry can change it (finished, paid or deleted in another tab): announced
 * and focused once the dialog has closed, and kept while the list is read again, whose card of that order changes
 * or goes (with the button that was pressed).
 */
function RefusedNotice({ actorRef }: { actorRef: MyOrdersActorRef }) {
  const refused = useSelector(actorRef, (state) => state.context.refused);
  const ref = useRef<HTMLParagraphElement>(null);
  useFocusWhenSet(ref, refused);
  if (!refused) return null;
  return (
    <p role="alert" className="orders-notice orders-notice--refused" tabIndex={-1} ref={ref}>
      The draft {refused.orderIdentifier} could not be deleted. {refused.message} The list shows your orders as they are now.
    </p>
  );
}

function Orders({ actorRef }: { actorRef: MyOrdersActorRef }) {
  const orders = useSelector(actorRef, (state) => state.context.orders);
  return (
    <ul className="order-list" aria-label="Orders">
      {orders.map((order) => (
        <OrderCard key={order.identifier} order={order} onDelete={() => actorRef.send({ type: 'orders.delete', orderIdentifier: order.identifier })} />
      ))}
    </ul>
  );
}

function OrderCard({ order, onDelete }: { order: ListedOrder; onDelete: () => void }) {
  const checkoutUrl = `/checkout/${encodeURIComponent(order.identifier)}`;
  return (
    <li className="order-item" aria-labelledby={`order-${order.identifier}`}>
      <h2 id={`order-${order.identifier}`}>{order.title}</h2>
      <dl className="order-facts">
        <dt>Order</dt>
        <dd>{order.identifier}</dd>
        <dt>Status</dt>
        <dd>{statusLabel(order)}</dd>
        <dt>Total</dt>
        <dd>{order.priceFormatted}</dd>
        <dt>Payment method</dt>
        <dd>{order.paymentMethodTitle ?? 'Not chosen yet'}</dd>
        <dt>Website</dt>
        <dd>{order.project ?? 'None (a domain alone)'}</dd>
        <dt>Date</dt>
        <dd>
          <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
        </dd>
      </dl>
      {(order.status === 'AWAITING_PAYMENT' || order.status === 'EXPIRED') && isClosedOrder(order) && <ExpiredNote order={order} />}
      <div className="order-actions">
        {order.status === 'DRAFT' && (
          <>
            <Link to={checkoutUrl} aria-label={`Continue the order ${order.identifier}`}>
              Continue the order
            </Link>
            <Button variant="outline" aria-label={`Delete the draft ${order.identifier}`} onPress={onDelete}>
              Delete the draft
            </Button>
          </>
        )}
        {order.status === 'AWAITING_PAYMENT' &&
          !isClosedOrder(order) &&
          (order.howToPayUrl ? (
            <Link to={order.howToPayUrl} aria-label={`See how to pay the order ${order.identifier}`}>
              See how to pay
            </Link>
          ) : (
            <Link to={checkoutUrl} aria-label={`Pay the order ${order.identifier}`}>
              Pay the order
            </Link>
          ))}
        {order.status === 'PAID' && order.invoiceUrl && (
          <a href={order.invoiceUrl} download aria-label={`Download the invoice of ${order.identifier} (PDF)`}>
            Download the invoice (PDF)
          </a>
        )}
        {order.creditNotes.map((note) => (
          <a key={note.number} href={note.downloadUrl} download aria-label={`Download the credit note ${note.number} of ${order.identifier}, ${note.totalFormatted} refunded (PDF)`}>
            Credit note {note.number}: {note.totalFormatted} refunded (PDF)
          </a>
        ))}
      </div>
    </li>
  );
}

/** A bank transfer past its 14 days: what the checkout's closed screen says, with the contact beside it. */
function ExpiredNote({ order }: { order: ListedOrder }) {
  return (
    <div className="order-expired">
      <p>{closedLead('This order', order, formatDate)}</p>
      <p>{closedWhatToDo(order, 'the contact is just below')}</p>
      <ProcessHelp question="Questions about your order?" />
    </div>
  );
}

function DeleteDialog({ actorRef }: { actorRef: MyOrdersActorRef }) {
  const chosen = useSelector(actorRef, (state) => state.context.chosen);
  const isOpen = useSelector(actorRef, (state) => state.matches({ list: 'confirming' }) || state.matches({ list: 'deleting' }) || state.matches({ list: 'deleteFailed' }));
  const isDeleting = useSelector(actorRef, (state) => state.matches({ list: 'deleting' }));
  const deleteError = useSelector(actorRef, (state) => (state.matches({ list: 'deleteFailed' }) ? state.context.deleteError : null));
  const cancel = () => actorRef.send({ type: 'orders.cancelDelete' });
  return (
    <Modal
      isOpen={isOpen}
      onClose={cancel}
      title={`Delete the draft ${chosen ?? ''}?`}
      footer={
        <div className="order-dialog-actions">
          <Button isPending={isDeleting} onPress={() => actorRef.send({ type: 'orders.confirmDelete' })}>
            {deleteError ? 'Try again' : 'Delete the draft'}
          </Button>
          <Button variant="outline" isDisabled={isDeleting} onPress={cancel}>
            Keep it
          </Button>
        </div>
      }
    >
      <p>The order and everything chosen in it will be deleted. This cannot be undone.</p>
      {deleteError && <p role="alert">{deleteError}</p>}
    </Modal>
  );
}
