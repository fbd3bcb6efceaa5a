/**
 * The refunds page of an order in the back office (docs/admin.md, "Refunds and credit notes"): the order's payments
 * and refunds loading, the refund form (which payment, how much, why), the confirmation, the refund being made,
 * and its end: done with its credit note, or failed at the provider with Try again (the same request key, so the
 * money still leaves at most once). A refund that failed on an earlier visit is listed with its own Try again, which
 * asks the server to repeat it by its id (the server keeps its key). A bank transfer's refund is marked paid out
 * from the same page.
 * The app provides the three GraphQL calls; the view provides each refund's request key.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCode } from '../contracts/error-code';
import type { RefundablePayment } from '../contracts/refunds';
import { submitErrorOf, type FormSubmitError } from './form';

export type { RefundablePayment };

export interface RefundRecord {
  id: string;
  paymentId: string;
  /** The refunded payment's provider (stripe, gateway, transfer ...): the code of methodTitle. */
  provider: string;
  methodTitle: string;
  amountFormatted: string;
  reason: string;
  status: string;
  failure: string | null;
  createdAt: string;
  creditNote: { number: string; downloadUrl: string } | null;
}

export interface OrderRefunds {
  identifier: string;
  status: string;
  currency: string;
  totalFormatted: string | null;
  customerEmail: string;
  invoiceNumber: string | null;
  paidTwice: boolean;
  payments: RefundablePayment[];
  refunds: RefundRecord[];
}

export interface RefundRequest {
  orderIdentifier: string;
  paymentId: string;
  amount: string;
  reason: string;
  idempotencyKey: string;
}

export interface RefundInput {
  orderIdentifier: string;
  /** The payment asked for in the address (?payment=), e.g. the second payment of an order paid twice. */
  paymentId?: string | null;
}

export interface RefundContext {
  orderIdentifier: string;
  order: OrderRefunds | null;
  paymentId: string | null;
  amount: string;
  reason: string;
  /** The request key of the refund being asked for: kept until it is done, so a retry is the same refund. */
  key: string | null;
  amountError: string | null;
  reasonError: string | null;
  /** An error that belongs to no field (the network, a load that failed, a refused mark). */
  formError: string | null;
  /** The refund just made or failed. */
  lastRefund: RefundRecord | null;
  /** A listed failed refund being asked for again by its id; null for the refund of the form. */
  retryingId: string | null;
}

export type RefundEvent =
  | { type: 'refund.choosePayment'; paymentId: string }
  | { type: 'refund.setAmount'; value: string }
  | { type: 'refund.setReason'; value: string }
  | { type: 'refund.submit'; key: string }
  | { type: 'refund.cancel' }
  | { type: 'refund.confirm' }
  | { type: 'refund.retry' }
  | { type: 'refund.retryFailed'; refundId: string }
  | { type: 'refund.another' }
  | { type: 'refund.reload' }
  | { type: 'refund.markPaidOut'; refundId: string };

const AMOUNT = /^\s*\d{1,12}(?:[.,]\d*)?\s*$/;
const isRefundable = (payment: RefundablePayment) => payment.status === 'succeeded' && /[1-9]/.test(payment.refundable);
const FIELD_OF_CODE: Record<string, 'amount' | 'reason'> = { INVALID_AMOUNT: 'amount', REFUND_EXCEEDS_PAID: 'amount', REASON_REQUIRED: 'reason' };

/** The payment asked for when it can still be refunded, else the first that can. */
function chosenPayment(order: OrderRefunds, wanted: string | null): RefundablePayment | undefined {
  return order.payments.find((payment) => payment.id === wanted && isRefundable(payment)) ?? order.payments.find(isRefundable);
}

const formOf = (order: OrderRefunds, wanted: string | null) => {
  const payment = chosenPayment(order, wanted);
  return { order, paymentId: payment?.id ?? null, amount: payment?.refundable ?? '', reason: '', key: null, amountError: null, reasonError: null };
};

export const refundMachine = setup({
  types: {
    context: {} as RefundContext,
    events: {} as RefundEvent,
    input: {} as RefundInput,
  },
  actors: {
    // Defaults that refuse: the app provides the GraphQL calls (src/features/admin/refunds/api).
    loadOrderRefunds: fromPromise<OrderRefunds, { orderIdentifier: string }>(async () => {
      throw new Error('loadOrderRefunds is not provided');
    }),
    refundPayment: fromPromise<{ refund: RefundRecord; order: OrderRefunds }, RefundRequest>(async () => {
      throw new Error('refundPayment is not provided');
    }),
    markRefundPaidOut: fromPromise<OrderRefunds, { refundId: string }>(async () => {
      throw new Error('markRefundPaidOut is not provided');
    }),
    retryRefund: fromPromise<{ refund: RefundRecord; order: OrderRefunds }, { refundId: string }>(async () => {
      throw new Error('retryRefund is not provided');
    }),
  },
  actions: {
    storeLoaded: assign(({ context }, order: OrderRefunds) => ({ ...formOf(order, context.paymentId), formError: null })),
    storeOrder: assign({ order: (_, order: OrderRefunds) => order, formError: null }),
    choosePayment: assign(({ context }, paymentId: string) => {
      const payment = context.order?.payments.find((candidate) => candidate.id === paymentId);
      return { paymentId, amount: payment?.refundable ?? '', key: null, amountError: null };
    }),
    storeAmount: assign({ amount: (_, value: string) => value, key: null, amountError: null }),
    storeReason: assign({ reason: (_, value: string) => value, reasonError: null }),
    storeKey: assign({ key: ({ context }, key: string) => context.key ?? key, retryingId: null }),
    storeRetrying: assign({ retryingId: (_, refundId: string) => refundId, formError: null }),
    showValidation: assign(({ context }) => ({
      amountError: AMOUNT.test(context.amount) && /[1-9]/.test(context.amount) ? null : 'Enter the amount to refund, more than zero, e.g. 12.50.',
      reasonError: context.reason.trim() === '' ? 'Give the reason for the refund.' : null,
      formError: null,
    })),
    // A refusal wrote nothing, so the next submit is a new request; without an answer (the network) the refund may
    // have been made, so the key stays and sending again is the same refund.
    showSubmitError: assign(({ context }, error: unknown) => {
      const code = errorCode(error);
      const { message } = submitErrorOf(error);
      const field = FIELD_OF_CODE[code ?? ''];
      return field === 'amount' ? { amountError: message, key: null }
        : field === 'reason' ? { reasonError: message, key: null }
        : { formError: message, key: code === null ? context.key : null };
    }),
    showLoadError: assign({ formError: (_, error: FormSubmitError) => error.message }),
    storeRefund: assign((_, output: { refund: RefundRecord; order: OrderRefunds }) => ({ order: output.order, lastRefund: output.refund })),
    startAnother: assign(({ context }) => ({ ...(context.order ? formOf(context.order, context.paymentId) : {}), lastRefund: null, formError: null, retryingId: null })),
    showRetryError: assign({ formError: (_, error: unknown) => submitErrorOf(error).message, retryingId: null }),
  },
  guards: {
    isFormValid: ({ context }) => context.paymentId !== null && AMOUNT.test(context.amount) && /[1-9]/.test(context.amount) && context.reason.trim() !== '',
    isRetryingListed: ({ context }) => context.retryingId !== null,
    hasRefundFailed: ({ event }) => 'output' in event && (event.output as { refund: RefundRecord }).refund.status === 'failed',
  },
}).createMachine({
  id: 'refund',
  context: ({ input }) => ({
    orderIdentifier: input.orderIdentifier,
    order: null,
    paymentId: input.paymentId ?? null,
    amount: '',
    reason: '',
    key: null,
    amountError: null,
    reasonError: null,
    formError: null,
    lastRefund: null,
    retryingId: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOrderRefunds',
        src: 'loadOrderRefunds',
        input: ({ context }) => ({ orderIdentifier: context.orderIdentifier }),
        onDone: { target: 'editing', actions: { type: 'storeLoaded', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'showLoadError', params: ({ event }) => submitErrorOf(event.error) } },
      },
    },
    loadFailed: {
      on: { 'refund.reload': 'loading' },
    },
    editing: {
      on: {
        'refund.choosePayment': { actions: { type: 'choosePayment', params: ({ event }) => event.paymentId } },
        'refund.setAmount': { actions: { type: 'storeAmount', params: ({ event }) => event.value } },
        'refund.setReason': { actions: { type: 'storeReason', params: ({ event }) => event.value } },
        'refund.submit': [
          { guard: 'isFormValid', target: 'confirming', actions: ['showValidation', { type: 'storeKey', params: ({ event }) => event.key }] },
          { actions: 'showValidation' },
        ],
        'refund.markPaidOut': 'markingPaidOut',
        'refund.retryFailed': { target: 'retrying', actions: { type: 'storeRetrying', params: ({ event }) => event.refundId } },
      },
    },
    retrying: {
      tags: ['busy'],
      invoke: {
        id: 'retryRefund',
        src: 'retryRefund',
        input: ({ context }) => ({ refundId: context.retryingId ?? '' }),
        onDone: [
          { guard: 'hasRefundFailed', target: 'failed', actions: { type: 'storeRefund', params: ({ event }) => event.output } },
          { target: 'done', actions: { type: 'storeRefund', params: ({ event }) => event.output } },
        ],
        onError: { target: 'editing', actions: { type: 'showRetryError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    confirming: {
      on: {
        'refund.confirm': 'refunding',
        'refund.cancel': 'editing',
      },
    },
    refunding: {
      tags: ['busy'],
      invoke: {
        id: 'refundPayment',
        src: 'refundPayment',
        input: ({ context }) => ({ orderIdentifier: context.orderIdentifier, paymentId: context.paymentId ?? '', amount: context.amount.trim(), reason: context.reason.trim(), idempotencyKey: context.key ?? '' }),
        onDone: [
          { guard: 'hasRefundFailed', target: 'failed', actions: { type: 'storeRefund', params: ({ event }) => event.output } },
          { target: 'done', actions: { type: 'storeRefund', params: ({ event }) => event.output } },
        ],
        onError: { target: 'editing', actions: { type: 'showSubmitError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    failed: {
      on: {
        'refund.retry': [{ guard: 'isRetryingListed', target: 'retrying' }, { target: 'refunding' }],
        'refund.another': { target: 'editing', actions: 'startAnother' },
      },
    },
    done: {
      on: { 'refund.another': { target: 'editing', actions: 'startAnother' } },
    },
    markingPaidOut: {
      tags: ['busy'],
      invoke: {
        id: 'markRefundPaidOut',
        src: 'markRefundPaidOut',
        input: ({ event }: { event: RefundEvent }) => ({ refundId: event.type === 'refund.markPaidOut' ? event.refundId : '' }),
        onDone: { target: 'editing', actions: { type: 'storeOrder', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'showLoadError', params: ({ event }) => submitErrorOf(event.error) } },
      },
    },
  },
});
