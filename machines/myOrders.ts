/**
 * My orders: the signed-in account's orders, newest first, and deleting a draft. The list loads (or fails, with
 * Retry), shows the orders or says there are none; deleting a draft asks first in a dialog, then deletes, and
 * the list loses the draft (the last one leaves the page empty). A refusal that says the order is no draft any
 * more, or is gone (finished, paid or deleted in another tab), cannot be tried again: the dialog closes, the page
 * says why and the list is read again to show the order as it is now. Pure logic: the page provides the two calls.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCode, refusalMessage } from '../contracts/error-code';
import type { PaymentProviderName } from '../contracts/payment-methods';
import type { CardName } from '../contracts/saved-cards';

export type ListedOrderStatus = 'DRAFT' | 'AWAITING_PAYMENT' | 'PAID' | 'EXPIRED' | 'CANCELLED';

/** One order as the page lists it (the schema's Order, the fields shown), formatted by the server. */
export interface ListedOrder {
  identifier: string;
  status: ListedOrderStatus;
  title: string;
  /** The website's name; null for a domain alone. */
  project: string | null;
  /** The total as the checkout formats it, VAT included. */
  priceFormatted: string;
  /** The payment method as the checkout names it; null for a draft. */
  paymentMethodTitle: string | null;
  /** The payment method as a code (the schema's PaymentProvider: 'STRIPE', 'TRANSFER' ...); null (or absent) when not known. */
  paymentMethodCode?: Uppercase<PaymentProviderName> | null;
  /** The saved card an automatic renewal charged for it; null (or absent) otherwise. */
  chargedCard?: CardName | null;
  /** ISO 8601 time the order was made. */
  createdAt: string;
  /** Awaiting a bank transfer within its 14 days: the page that shows how to pay it (the account, the reference, the amount). */
  howToPayUrl: string | null;
  /** A bank transfer past its 14 days (Order.expired): nothing offers to pay it any more. */
  expired: boolean;
  /** The last day of a bank transfer's wait, ISO 8601; null for any other order. */
  payBy: string | null;
  /** The names of the order's domains; empty for a package alone. */
  domainNames: string[];
  /** Where a paid order's invoice is downloaded; null until it has one. */
  invoiceUrl: string | null;
  /** The credit notes of its refunds, oldest first. */
  creditNotes: { number: string; totalFormatted: string; downloadUrl: string }[];
}

export interface MyOrdersContext {
  orders: ListedOrder[];
  /** Why the list could not be loaded. */
  errorMessage: string | null;
  /** The draft the customer asked to delete. */
  chosen: string | null;
  /** Why deleting the chosen draft failed. */
  deleteError: string | null;
  /** The draft deleted last: the page says so. */
  deleted: string | null;
  /** The draft whose delete the server refused for good (no draft any more, or gone), and why: the page says so. */
  refused: { orderIdentifier: string; message: string } | null;
}

export type MyOrdersEvent =
  | { type: 'orders.retry' }
  | { type: 'orders.delete'; orderIdentifier: string }
  | { type: 'orders.confirmDelete' }
  | { type: 'orders.cancelDelete' };

export const LOAD_FAILED_MESSAGE = 'Your orders could not be loaded. Please try again.';
export const DELETE_FAILED_MESSAGE = 'The draft could not be deleted. Please try again.';

/** Refusals no retry can change: the order was finished or paid (ORDER_NOT_DRAFT), or deleted (ORDER_NOT_FOUND). */
const NO_DRAFT_ANY_MORE = new Set(['ORDER_NOT_DRAFT', 'ORDER_NOT_FOUND']);

export const myOrdersMachine = setup({
  types: {
    context: {} as MyOrdersContext,
    events: {} as MyOrdersEvent,
  },
  actors: {
    fetchOrders: fromPromise<ListedOrder[]>(async () => {
      throw new Error('fetchOrders is provided by the page');
    }),
    deleteDraftOrder: fromPromise<string, { orderIdentifier: string }>(async () => {
      throw new Error('deleteDraftOrder is provided by the page');
    }),
  },
  guards: {
    hasOrders: (_, params: { orders: ListedOrder[] }) => params.orders.length > 0,
    isDraft: ({ context, event }) => event.type === 'orders.delete' && context.orders.some((order) => order.identifier === event.orderIdentifier && order.status === 'DRAFT'),
    wasTheLastOrder: ({ context }) => context.orders.every((order) => order.identifier === context.chosen),
    isNoDraftAnyMore: (_, params: { error: unknown }) => NO_DRAFT_ANY_MORE.has(errorCode(params.error) ?? ''),
  },
  actions: {
    storeOrders: assign((_, params: { orders: ListedOrder[] }) => ({ orders: params.orders, errorMessage: null })),
    storeError: assign((_, params: { error: unknown }) => ({ errorMessage: refusalMessage(params.error, LOAD_FAILED_MESSAGE) })),
    rememberChosen: assign({ chosen: ({ event }) => (event.type === 'orders.delete' ? event.orderIdentifier : null), deleteError: null, refused: null }),
    forgetChosen: assign({ chosen: null, deleteError: null }),
    removeDeleted: assign({
      orders: ({ context }) => context.orders.filter((order) => order.identifier !== context.chosen),
      deleted: ({ context }) => context.chosen,
      refused: null,
      chosen: null,
      deleteError: null,
    }),
    storeRefusal: assign(({ context }, params: { error: unknown }) => ({
      refused: { orderIdentifier: context.chosen ?? '', message: refusalMessage(params.error, DELETE_FAILED_MESSAGE) },
      deleted: null,
      chosen: null,
      deleteError: null,
    })),
    storeDeleteError: assign((_, params: { error: unknown }) => ({ deleteError: refusalMessage(params.error, DELETE_FAILED_MESSAGE) })),
  },
}).createMachine({
  id: 'myOrders',
  context: { orders: [], errorMessage: null, chosen: null, deleteError: null, deleted: null, refused: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchOrders',
        src: 'fetchOrders',
        onDone: [
          { guard: { type: 'hasOrders', params: ({ event }) => ({ orders: event.output }) }, target: 'list', actions: { type: 'storeOrders', params: ({ event }) => ({ orders: event.output }) } },
          { target: 'empty', actions: { type: 'storeOrders', params: ({ event }) => ({ orders: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'orders.retry': 'loading' },
    },
    empty: {},
    list: {
      initial: 'browsing',
      states: {
        browsing: {
          on: { 'orders.delete': { guard: 'isDraft', target: 'confirming', actions: 'rememberChosen' } },
        },
        confirming: {
          on: {
            'orders.confirmDelete': 'deleting',
            'orders.cancelDelete': { target: 'browsing', actions: 'forgetChosen' },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteDraftOrder',
            src: 'deleteDraftOrder',
            input: ({ context }) => ({ orderIdentifier: context.chosen ?? '' }),
            onDone: [
              { guard: 'wasTheLastOrder', target: '#myOrders.empty', actions: 'removeDeleted' },
              { target: 'browsing', actions: 'removeDeleted' },
            ],
            onError: [
              { guard: { type: 'isNoDraftAnyMore', params: ({ event }) => ({ error: event.error }) }, target: 'reloading', actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) } },
              { target: 'deleteFailed', actions: { type: 'storeDeleteError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        // The list read again after a refusal for good, the orders shown as they were meanwhile.
        reloading: {
          tags: ['busy'],
          invoke: {
            id: 'fetchOrders',
            src: 'fetchOrders',
            onDone: [
              { guard: { type: 'hasOrders', params: ({ event }) => ({ orders: event.output }) }, target: 'browsing', actions: { type: 'storeOrders', params: ({ event }) => ({ orders: event.output }) } },
              { target: '#myOrders.empty', actions: { type: 'storeOrders', params: ({ event }) => ({ orders: event.output }) } },
            ],
            onError: { target: '#myOrders.failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        deleteFailed: {
          on: {
            'orders.confirmDelete': 'deleting',
            'orders.cancelDelete': { target: 'browsing', actions: 'forgetChosen' },
          },
        },
      },
    },
  },
});
