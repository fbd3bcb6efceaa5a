/**
 * The refund machine's paths against its actor, with the three GraphQL calls provided as requests the path
 * answers. The page that shows it is driven in Chromium by e2e/admin-refunds.spec.ts. Read by refund.test.ts.
 */
import { expect } from 'vitest';
import { createActor, fromPromise, type AnyActorRef, type EventObject } from 'xstate';
import { refundMachine, type OrderRefunds, type RefundContext, type RefundInput, type RefundRecord } from '../../machines/refund';
import { INIT_EVENT, type ViewModel } from './harness';

interface Pending {
  name: string;
  input: unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface RefundDriver {
  actor: AnyActorRef | null;
  pending: Pending[];
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
const refusal = (code: string, message: string) => Object.assign(new Error(message), { code });

const payment = (id: string, refundable: string) => ({
  id,
  provider: 'gateway',
  methodTitle: 'Online payment',
  status: 'succeeded',
  amountFormatted: '€121',
  refundedFormatted: '€0',
  refundable,
  refundableFormatted: `€${refundable}`,
});

const ORDER: OrderRefunds = {
  identifier: 'ORD-TEST',
  status: 'paid',
  currency: 'EUR',
  totalFormatted: '€121',
  customerEmail: 'demo@example.test',
  invoiceNumber: '2026-000001',
  paidTwice: true,
  payments: [payment('pay-1', '121.00'), payment('pay-2', '121.00')],
  refunds: [],
};

const refundRecord = (status: string): RefundRecord => ({
  id: 'refund-1',
  paymentId: 'pay-2',
  provider: 'gateway',
  methodTitle: 'Online payment',
  amountFormatted: '€121',
  reason: 'Paid twice',
  status,
  failure: status === 'failed' ? 'The provider did not refund: Your card was declined.' : null,
  createdAt: '2026-11-24T09:00:00.000Z',
  creditNote: status === 'failed' ? null : { number: 'CN-2026-000001', downloadUrl: '/api/credit-notes/CN-2026-000001.pdf' },
});

function answer(driver: RefundDriver, name: string, settleWith: (pending: Pending) => void): Promise<void> {
  const index = driver.pending.findIndex((pending) => pending.name === name);
  const pending = driver.pending.splice(index, 1)[0];
  if (index < 0 || !pending) throw new Error(`No ${name} request is waiting`);
  settleWith(pending);
  return settle();
}

export function refundModel(input: RefundInput): ViewModel<typeof refundMachine, RefundDriver> {
  const expectContext = (driver: RefundDriver, context: RefundContext) => expect(driver.actor?.getSnapshot().context).toEqual(context);
  const waitingFor = (name: string) => async (driver: RefundDriver, snapshot: { context: RefundContext }) => {
    expect(driver.pending.map((pending) => pending.name)).toEqual([name]);
    expectContext(driver, snapshot.context);
  };
  const idle = async (driver: RefundDriver, snapshot: { context: RefundContext }) => {
    expect(driver.pending).toEqual([]);
    expectContext(driver, snapshot.context);
  };
  return {
    machine: refundMachine,
    input,
    eventCases: {
      'refund.choosePayment': [{ paymentId: 'pay-1' }],
      'refund.setAmount': [{ value: '21.00' }, { value: '' }],
      'refund.setReason': [{ value: 'Paid twice' }],
      'refund.submit': [{ key: 'key-0001-refund' }],
      'refund.markPaidOut': [{ refundId: 'refund-0' }],
      'refund.retryFailed': [{ refundId: 'refund-1' }],
      'xstate.done.actor.loadOrderRefunds': [{ $name: 'loaded', output: ORDER }],
      'xstate.error.actor.loadOrderRefunds': [{ $name: 'offline', error: new TypeError('Failed to fetch') }],
      'xstate.done.actor.refundPayment': [
        { $name: 'refunded', output: { refund: refundRecord('refunded'), order: ORDER } },
        { $name: 'provider failed', output: { refund: refundRecord('failed'), order: ORDER } },
      ],
      'xstate.error.actor.refundPayment': [
        { $name: 'too much', error: refusal('REFUND_EXCEEDS_PAID', 'That is more than is left to refund of this payment.') },
        { $name: 'offline', error: new TypeError('Failed to fetch') },
      ],
      'xstate.done.actor.retryRefund': [
        { $name: 'refunded', output: { refund: refundRecord('refunded'), order: ORDER } },
        { $name: 'provider failed', output: { refund: refundRecord('failed'), order: ORDER } },
      ],
      'xstate.error.actor.retryRefund': [{ $name: 'offline', error: new TypeError('Failed to fetch') }],
      'xstate.done.actor.markRefundPaidOut': [{ $name: 'marked', output: ORDER }],
      'xstate.error.actor.markRefundPaidOut': [{ $name: 'refused', error: refusal('REFUND_NOT_TO_PAY_OUT', 'Only a bank transfer refund waiting to be paid out can be marked paid out.') }],
    },
    serializeContext: (context) => ({
      loaded: context.order !== null,
      paymentId: context.paymentId,
      amount: context.amount,
      reason: context.reason,
      key: context.key !== null,
      errors: [context.amountError !== null, context.reasonError !== null, context.formError !== null],
      last: context.lastRefund?.status ?? null,
      retrying: context.retryingId,
    }),
    createDriver: () => ({ actor: null, pending: [] }),
    dispose: (driver) => driver.actor?.stop(),
    states: {
      loading: waitingFor('loadOrderRefunds'),
      loadFailed: async (driver, snapshot) => {
        await idle(driver, snapshot);
        expect(snapshot.context.formError).not.toBeNull();
      },
      editing: idle,
      confirming: async (driver, snapshot) => {
        await idle(driver, snapshot);
        // The key is fixed before anything is sent: a retry of this refund is the same request.
        expect(snapshot.context.key).not.toBeNull();
      },
      refunding: waitingFor('refundPayment'),
      failed: async (driver, snapshot) => {
        await idle(driver, snapshot);
        expect(snapshot.context.lastRefund?.status).toBe('failed');
        // Try again repeats the same request: the form's key, or the listed refund's id.
        expect(snapshot.context.key ?? snapshot.context.retryingId).not.toBeNull();
      },
      done: async (driver, snapshot) => {
        await idle(driver, snapshot);
        expect(snapshot.context.lastRefund?.creditNote?.number).toBe('CN-2026-000001');
      },
      markingPaidOut: waitingFor('markRefundPaidOut'),
      retrying: waitingFor('retryRefund'),
    },
    events: {
      [INIT_EVENT]: async (driver, _event, run) => {
        const request = <TOutput, TInput>(name: string) =>
          fromPromise<TOutput, TInput>(({ input: requestInput }) => new Promise((resolve, reject) => driver.pending.push({ name, input: requestInput, resolve: resolve as (value: unknown) => void, reject })));
        const logic = refundMachine.provide({
          actors: {
            loadOrderRefunds: request('loadOrderRefunds'),
            refundPayment: request('refundPayment'),
            markRefundPaidOut: request('markRefundPaidOut'),
            retryRefund: request('retryRefund'),
          },
        });
        driver.actor = createActor(logic, { input, inspect: run.inspect }).start();
        await settle();
      },
      'refund.choosePayment': async (driver, event) => driver.actor?.send(event),
      'refund.setAmount': async (driver, event) => driver.actor?.send(event),
      'refund.setReason': async (driver, event) => driver.actor?.send(event),
      'refund.submit': async (driver, event) => driver.actor?.send(event),
      'refund.cancel': async (driver, event) => driver.actor?.send(event),
      'refund.another': async (driver, event) => driver.actor?.send(event),
      'refund.reload': async (driver, event) => {
        driver.actor?.send(event);
        await settle();
      },
      'refund.confirm': async (driver, event) => {
        driver.actor?.send(event);
        await settle();
      },
      'refund.retry': async (driver, event) => {
        driver.actor?.send(event);
        await settle();
      },
      'refund.retryFailed': async (driver, event) => {
        driver.actor?.send(event);
        await settle();
      },
      'refund.markPaidOut': async (driver, event) => {
        driver.actor?.send(event);
        await settle();
      },
      'xstate.done.actor.loadOrderRefunds': (driver, event) => answer(driver, 'loadOrderRefunds', (pending) => pending.resolve((event as EventObject & { output: unknown }).output)),
      'xstate.error.actor.loadOrderRefunds': (driver, event) => answer(driver, 'loadOrderRefunds', (pending) => pending.reject((event as EventObject & { error: unknown }).error)),
      'xstate.done.actor.refundPayment': (driver, event) => answer(driver, 'refundPayment', (pending) => pending.resolve((event as EventObject & { output: unknown }).output)),
      'xstate.error.actor.refundPayment': (driver, event) => answer(driver, 'refundPayment', (pending) => pending.reject((event as EventObject & { error: unknown }).error)),
      'xstate.done.actor.retryRefund': (driver, event) => answer(driver, 'retryRefund', (pending) => pending.resolve((event as EventObject & { output: unknown }).output)),
      'xstate.error.actor.retryRefund': (driver, event) => answer(driver, 'retryRefund', (pending) => pending.reject((event as EventObject & { error: unknown }).error)),
      'xstate.done.actor.markRefundPaidOut': (driver, event) => answer(driver, 'markRefundPaidOut', (pending) => pending.resolve((event as EventObject & { output: unknown }).output)),
      'xstate.error.actor.markRefundPaidOut': (driver, event) => answer(driver, 'markRefundPaidOut', (pending) => pending.reject((event as EventObject & { error: unknown }).error)),
    },
  };
}
