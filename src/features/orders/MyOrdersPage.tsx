/**
 * /orders: the signed-in account's orders, newest first (docs/orders.md). The myOrders machine decides what is
 * shown; this file wires it to the two calls and draws each state.
 */
import { Suspense, useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { DELETE_FAILED_MESSAGE, LOAD_FAILED_MESSAGE, myOrdersMachine, type ListedOrder } from '../../../machines/myOrders';
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
import AreaMessages from '../../i18n/areas';
import { useLanguage, useT, type MessageId } from '../../i18n/i18n';
import { formatDate, paymentMethodText, statusId } from './format';
import './orders.css';

type MyOrdersActorRef = ActorRefFrom<typeof myOrdersMachine>;

/** The machine's own messages (it carries English words and no i18n) by their message; the server's are shown as sent. */
const MACHINE_MESSAGES: Record<string, MessageId> = { [LOAD_FAILED_MESSAGE]: 'orders.loadFailed', [DELETE_FAILED_MESSAGE]: 'orders.deleteFailed' };

function useMachineMessage(): (message: string) => string {
  const t = useT();
  return (message) => {
    const id = MACHINE_MESSAGES[message];
    return id ? t(id) : message;
  };
}

export function MyOrdersPage() {
  const user = useSignedInUser();
  const isChecking = useIsCheckingSession();
  const t = useT();
  if (isChecking) return <p role="status">{t('orders.checkingSession')}</p>;
  if (!user) return <SignInPrompt heading={t('orders.title')} />;
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
  const t = useT();
  const machineMessage = useMachineMessage();

  return (
    <div className="orders">
      <title>{t('orders.title')}</title>
      <h1 tabIndex={-1} ref={heading}>
        {t('orders.title')}
      </h1>
      <DeletedNotice actorRef={actorRef} />
      <RefusedNotice actorRef={actorRef} />
      {isLoading && <p role="status">{t('orders.loading')}</p>}
      {isFailed && <LoadFailed className="orders-error" message={errorMessage && machineMessage(errorMessage)} retryLabel={t('orders.tryAgain')} onRetry={() => actorRef.send({ type: 'orders.retry' })} focusAfterRetry={heading} />}
      {isEmpty && (
        <p>
          {t('orders.empty')} <Link to="/pricelist">{t('orders.seePackages')}</Link> {t('orders.or')} <Link to="/domains">{t('orders.findDomain')}</Link>.
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
  const t = useT();
  useFocusWhenSet(ref, deleted);
  return (
    <p role="status" className="orders-notice" tabIndex={-1} ref={ref}>
      {deleted && t('orders.deleted', { identifier: deleted })}
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
  const t = useT();
  const machineMessage = useMachineMessage();
  useFocusWhenSet(ref, refused);
  if (!refused) return null;
  return (
    <p role="alert" className="orders-notice orders-notice--refused" tabIndex={-1} ref={ref}>
      {t('orders.refused', { identifier: refused.orderIdentifier, message: machineMessage(refused.message) })}
    </p>
  );
}

function Orders({ actorRef }: { actorRef: MyOrdersActorRef }) {
  const orders = useSelector(actorRef, (state) => state.context.orders);
  const t = useT();
  return (
    <ul className="order-list" aria-label={t('orders.list')}>
      {orders.map((order) => (
        <OrderCard key={order.identifier} order={order} onDelete={() => actorRef.send({ type: 'orders.delete', orderIdentifier: order.identifier })} />
      ))}
    </ul>
  );
}

function OrderCard({ order, onDelete }: { order: ListedOrder; onDelete: () => void }) {
  const checkoutUrl = `/checkout/${encodeURIComponent(order.identifier)}`;
  const t = useT();
  const language = useLanguage();
  const identifier = order.identifier;
  return (
    <li className="order-item" aria-labelledby={`order-${order.identifier}`}>
      <h2 id={`order-${order.identifier}`}>{order.title}</h2>
      <dl className="order-facts">
        <dt>{t('orders.fact.order')}</dt>
        <dd>{order.identifier}</dd>
        <dt>{t('orders.fact.status')}</dt>
        <dd>{t(statusId(order))}</dd>
        <dt>{t('orders.fact.total')}</dt>
        <dd>{order.priceFormatted}</dd>
        <dt>{t('orders.fact.paymentMethod')}</dt>
        <dd>{paymentMethodText(order, t) ?? t('orders.notChosenYet')}</dd>
        <dt>{t('orders.fact.website')}</dt>
        <dd>{order.project ?? t('orders.noWebsite')}</dd>
        <dt>{t('orders.fact.date')}</dt>
        <dd>
          <time dateTime={order.createdAt}>{formatDate(order.createdAt, language)}</time>
        </dd>
      </dl>
      {(order.status === 'AWAITING_PAYMENT' || order.status === 'EXPIRED') && isClosedOrder(order) && <ExpiredNote order={order} />}
      <div className="order-actions">
        {order.status === 'DRAFT' && (
          <>
            <Link to={checkoutUrl} aria-label={t('orders.continueLabel', { identifier })}>
              {t('orders.continue')}
            </Link>
            <Button variant="outline" aria-label={t('orders.deleteDraftLabel', { identifier })} onPress={onDelete}>
              {t('orders.deleteDraft')}
            </Button>
          </>
        )}
        {order.status === 'AWAITING_PAYMENT' &&
          !isClosedOrder(order) &&
          (order.howToPayUrl ? (
            <Link to={order.howToPayUrl} aria-label={t('orders.howToPayLabel', { identifier })}>
              {t('orders.howToPay')}
            </Link>
          ) : (
            <Link to={checkoutUrl} aria-label={t('orders.payLabel', { identifier })}>
              {t('orders.pay')}
            </Link>
          ))}
        {order.status === 'PAID' && order.invoiceUrl && (
          <a href={order.invoiceUrl} download aria-label={t('orders.invoiceLabel', { identifier })}>
            {t('orders.invoice')}
          </a>
        )}
        {order.creditNotes.map((note) => (
          <a key={note.number} href={note.downloadUrl} download aria-label={t('orders.creditNoteLabel', { number: note.number, identifier, total: note.totalFormatted })}>
            {t('orders.creditNote', { number: note.number, total: note.totalFormatted })}
          </a>
        ))}
      </div>
    </li>
  );
}

/**
 * A bank transfer past its 14 days: what the checkout's closed screen says, with the contact beside it. Its words are
 * the checkout's (closed-order.ts), loaded here too; the rest of the card shows meanwhile.
 */
function ExpiredNote({ order }: { order: ListedOrder }) {
  return (
    <Suspense fallback={null}>
      <AreaMessages area="checkout">
        <ExpiredNoteContent order={order} />
      </AreaMessages>
    </Suspense>
  );
}

function ExpiredNoteContent({ order }: { order: ListedOrder }) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="order-expired">
      <p>{closedLead(t, t('checkout.subject.thisOrder'), order, (iso) => formatDate(iso, language))}</p>
      <p>{closedWhatToDo(t, order, 'below')}</p>
      <ProcessHelp question={t('orders.questions')} />
    </div>
  );
}

function DeleteDialog({ actorRef }: { actorRef: MyOrdersActorRef }) {
  const chosen = useSelector(actorRef, (state) => state.context.chosen);
  const isOpen = useSelector(actorRef, (state) => state.matches({ list: 'confirming' }) || state.matches({ list: 'deleting' }) || state.matches({ list: 'deleteFailed' }));
  const isDeleting = useSelector(actorRef, (state) => state.matches({ list: 'deleting' }));
  const deleteError = useSelector(actorRef, (state) => (state.matches({ list: 'deleteFailed' }) ? state.context.deleteError : null));
  const cancel = () => actorRef.send({ type: 'orders.cancelDelete' });
  const t = useT();
  const machineMessage = useMachineMessage();
  return (
    <Modal
      isOpen={isOpen}
      onClose={cancel}
      title={t('orders.deleteTitle', { identifier: chosen ?? '' })}
      footer={
        <div className="order-dialog-actions">
          <Button isPending={isDeleting} onPress={() => actorRef.send({ type: 'orders.confirmDelete' })}>
            {deleteError ? t('orders.tryAgain') : t('orders.deleteDraft')}
          </Button>
          <Button variant="outline" isDisabled={isDeleting} onPress={cancel}>
            {t('orders.keepIt')}
          </Button>
        </div>
      }
    >
      <p>{t('orders.deleteWarning')}</p>
      {deleteError && <p role="alert">{machineMessage(deleteError)}</p>}
    </Modal>
  );
}
