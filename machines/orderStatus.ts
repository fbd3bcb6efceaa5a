/**
 * The billing rules of an order's status, as a product owner reads them in visualizations/orderStatus.svg: a draft
 * is sent for payment (or deleted); an order awaiting payment is paid, or expires when its bank transfer's days are
 * over, or is cancelled by an operator; an expired order is paid only when an operator vouches for a late transfer
 * (or is cancelled). Paid, cancelled and deleted orders change no more.
 *
 * Server side and pure: no live actor per order. The lifecycle module (server/lifecycle/) rebuilds a snapshot from
 * the stored status, asks XState's `transition` whether the change is allowed, writes it with a conditional update,
 * and turns the `announce` actions it gets back into outbox events that mail, invoices and fulfilment react to.
 */
import { setup } from 'xstate';

/** The outbox events of an order, one per change of its status. */
export type OrderStatusAnnouncement = 'order.sentForPayment' | 'order.paid' | 'order.expired' | 'order.cancelled' | 'order.deleted';

export type OrderStatusEvent =
  | { type: 'order.finish' }
  | { type: 'order.delete' }
  /** The money is there: from a provider, a voucher, a bank statement, or vouched for by an operator. */
  | { type: 'order.pay'; byOperator: boolean }
  /** The bank transfer's days are over (server/domain decides when). */
  | { type: 'order.expire' }
  | { type: 'order.cancel' };

/** The machine's states, one per stored status (`awaiting_payment` is `awaitingPayment`). */
export type OrderStatusState = 'draft' | 'awaitingPayment' | 'paid' | 'expired' | 'cancelled' | 'deleted';

const announce = (event: OrderStatusAnnouncement) => ({ type: 'announce', params: { event } }) as const;

export const orderStatusMachine = setup({
  types: {
    events: {} as OrderStatusEvent,
  },
  guards: {
    isVouchedByOperator: ({ event }) => event.type === 'order.pay' && event.byOperator,
  },
  actions: {
    // The lifecycle writes the outbox event it names; the machine itself does nothing.
    announce: (_, _params: { event: OrderStatusAnnouncement }) => {},
  },
}).createMachine({
  id: 'orderStatus',
  initial: 'draft',
  states: {
    draft: {
      on: {
        'order.finish': { target: 'awaitingPayment', actions: announce('order.sentForPayment') },
        'order.delete': { target: 'deleted', actions: announce('order.deleted') },
      },
    },
    awaitingPayment: {
      tags: ['payable'],
      on: {
        'order.pay': { target: 'paid', actions: announce('order.paid') },
        'order.expire': { target: 'expired', actions: announce('order.expired') },
        'order.cancel': { target: 'cancelled', actions: announce('order.cancelled') },
      },
    },
    expired: {
      on: {
        'order.pay': { guard: 'isVouchedByOperator', target: 'paid', actions: announce('order.paid') },
        'order.cancel': { target: 'cancelled', actions: announce('order.cancelled') },
      },
    },
    paid: { type: 'final' },
    cancelled: { type: 'final' },
    deleted: { type: 'final' },
  },
});
