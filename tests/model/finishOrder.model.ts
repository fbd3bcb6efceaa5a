/**
 * The finish flow's paths run against the actor (the checkout screen invokes it; its steps act on the network
 * and the browser's location, held here): each invoked call waits until the path answers it, the 500 ms warning
 * highlight runs on XState's SimulatedClock, and navigation, scrolling and highlighting are recorded.
 * Read by finishOrder.test.ts; one model per kind of order: complete, and one missing personal data.
 */
import { expect } from 'vitest';
import { createActor, SimulatedClock, type AnyActorRef, type EventObject } from 'xstate';
import { WARNING_HIGHLIGHT_MS } from '../../contracts/checkout';
import type { CheckoutOrder, CheckoutPaymentMethod } from '../../contracts/checkout';
import { finishOrderMachine } from '../../machines/finishOrder';
import type { FinishOrderInput } from '../../machines/finishOrder';
import { INIT_EVENT, type ViewModel } from './harness';
import { HeldActors, settle } from './held-actors';

const ACTORS = ['sendOrder', 'reloadPayments', 'requestSecurePayment', 'confirmCardPayment', 'submitPaymentForm'] as const;
const HIGHLIGHT_DONE = finishOrderMachine.root.states.highlightingMissingData?.after[0]?.eventType ?? 'xstate.after';

const chosen: CheckoutPaymentMethod = {
  name: 'chosen',
  type: 'gateway',
  elementId: 'payment-method-chosen',
  oppositeElementId: null,
  url: '/payments/gateway',
  inputs: [
    { name: 'MerchantTransactionID', value: 'TX-1' },
    { name: 'MethodID', value: 'chosen' },
  ],
  open: true,
};

type OrderKind = 'complete' | 'missingPersonalData' | 'sentBefore';

function orderOf(kind: OrderKind): CheckoutOrder {
  return {
    identifier: 'ORD-PATH0001',
    status: kind === 'sentBefore' ? 'AWAITING_PAYMENT' : 'DRAFT',
    integrityToken: '1.token',
    paymentSuccessUrl: '/checkout/ORD-PATH0001/success',
    paymentFailUrl: '/checkout/ORD-PATH0001/failed',
    coveredByVoucher: false,
    contactInputs: [],
    items: [
      { type: 'package', hash: 'item-package', checked: true, period: 12 },
      { type: 'private_registration', hash: 'item-private', domain: 'example.com', checked: true, period: 12, missingAnyPersonalData: kind === 'missingPersonalData' },
    ],
  };
}

const inputOf = (kind: OrderKind): FinishOrderInput => ({
  order: orderOf(kind),
  project: 'demo-blog',
  method: chosen,
  contact: { firstname: 'Jana', surname: '', email: 'jana@example.test' },
  ref: 'pricelist',
  token: 'purchase-token',
  measuringId: 'm-1',
});

interface FinishDriver {
  clock: SimulatedClock;
  held: HeldActors;
  actor: AnyActorRef | null;
  navigated: string[];
  /** The orders the orderFinished hook (step 6's callback) was called with, by integrity token. */
  finished: string[];
  scrolled: string[];
  highlighted: string[];
  cleared: number;
}

const failure = (code: string | null, message: string, fieldErrors: Record<string, string> | null = null) => Object.assign(new Error(message), { code, fieldErrors });

function finishModel(kind: OrderKind): ViewModel<typeof finishOrderMachine, FinishDriver> {
  const input = inputOf(kind);
  // The order as finishOrder answered it; an order sent before is paid with as it is.
  const paidOrder = kind === 'sentBefore' ? input.order : { ...input.order, integrityToken: '2.token' };
  const outputOf = (driver: FinishDriver) => (driver.actor?.getSnapshot() as { output?: unknown }).output;
  const answer = (name: (typeof ACTORS)[number]) => ({
    [`xstate.done.actor.${name}`]: (driver: FinishDriver, event: EventObject) => driver.held.answer(name, (event as EventObject & { output: unknown }).output),
    [`xstate.error.actor.${name}`]: (driver: FinishDriver, event: EventObject) => driver.held.fail(name, (event as EventObject & { error: unknown }).error),
  });
  return {
    machine: finishOrderMachine,
    input,
    strategy: 'simple',
    eventCases: {
      'xstate.done.actor.sendOrder': [{ output: { ...input.order, integrityToken: '2.token' } }],
      'xstate.error.actor.sendOrder': [
        { $name: 'field errors', error: failure('INVALID_CONTACT', 'Please check the highlighted billing details.', { ic: 'Please enter a valid Business ID' }) },
        { $name: 'stale token', error: failure('INVALID_INTEGRITY_TOKEN', 'Your order has changed in the meantime.') },
      ],
      'xstate.done.actor.reloadPayments': [
        { $name: 'straight on', output: { methods: [chosen], goStraightOn: true } },
        { $name: 'card', output: { methods: [{ ...chosen, type: 'stripe' }], goStraightOn: false } },
        { $name: 'gateway', output: { methods: [chosen], goStraightOn: false } },
      ],
      'xstate.done.actor.requestSecurePayment': [{ output: { clientSecret: 'pi_1_secret_x', billingDetails: { name: 'Jana' } } }],
      'xstate.error.actor.requestSecurePayment': [{ error: failure('PAYMENT_PROVIDER_UNAVAILABLE', 'The card payment could not be started.') }],
      'xstate.error.actor.confirmCardPayment': [{ error: new Error('Your card was declined.') }],
      'xstate.error.actor.submitPaymentForm': [{ error: new Error('The form could not be sent.') }],
      'xstate.error.actor.reloadPayments': [{ error: new Error('Failed to fetch') }],
    },
    createDriver: () => ({ clock: new SimulatedClock(), held: new HeldActors(), actor: null, navigated: [], finished: [], scrolled: [], highlighted: [], cleared: 0 }),
    dispose: (driver) => driver.actor?.stop(),
    states: {
      // Eventless: the flow leaves at once, so no check ever sees it; its two ways out are transitions to cover.
      checkingPersonalData: async () => {},
      choosingWayToPay: async () => {},
      highlightingMissingData: async (driver) => {
        expect([driver.scrolled, driver.highlighted, driver.cleared]).toEqual([['item-private'], ['item-private'], 0]);
        // One millisecond short of the highlight it is still on.
        driver.clock.increment(WARNING_HIGHLIGHT_MS - 1);
        await settle();
        expect(driver.cleared).toBe(0);
      },
      stoppedForPersonalData: async (driver) => {
        expect(driver.cleared).toBe(1);
        expect(driver.held.calls).toEqual([]);
        expect(outputOf(driver)).toEqual({ outcome: 'missingPersonalData', itemHash: 'item-private' });
      },
      sendingOrder: async (driver) => {
        expect(driver.held.input('sendOrder')).toEqual({
          orderIdentifier: 'ORD-PATH0001',
          integrityToken: '1.token',
          contact: [
            { name: 'firstname', value: 'Jana' },
            { name: 'email', value: 'jana@example.test' },
          ],
          paymentServiceName: 'chosen',
        });
      },
      orderRefused: async (driver) => {
        expect(outputOf(driver)).toMatchObject({ outcome: 'orderRefused', failure: { code: expect.any(String) } });
        expect(driver.navigated).toEqual([]);
      },
      reloadingPayments: async (driver) => {
        // An order sent before (its payment declined) is not sent again.
        expect(driver.held.calls.filter((call) => call.name === 'sendOrder')).toHaveLength(kind === 'sentBefore' ? 0 : 1);
        expect(driver.held.input('reloadPayments')).toEqual({ orderIdentifier: 'ORD-PATH0001', lastReloadBeforeSubmit: true, merchantTransactionId: 'TX-1', methodId: 'chosen', ref: 'pricelist', token: 'purchase-token' });
      },
      requestingSecurePayment: async (driver) => {
        expect(driver.held.input('requestSecurePayment')).toEqual({ project: 'demo-blog', orderId: 'ORD-PATH0001', inputs: chosen.inputs });
      },
      cardRefused: async (driver) => {
        expect(outputOf(driver)).toEqual({ outcome: 'cardRefused', failure: { code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'The card payment could not be started.', fieldErrors: null } });
        expect(driver.navigated).toEqual([]);
      },
      confirmingCardPayment: async (driver) => {
        expect(driver.held.input('confirmCardPayment')).toEqual({ clientSecret: 'pi_1_secret_x', billingDetails: { name: 'Jana' } });
      },
      submittingPaymentForm: async (driver) => {
        expect(driver.finished).toEqual([]);
        expect(driver.held.input('submitPaymentForm')).toMatchObject({ order: { integrityToken: paidOrder.integrityToken }, method: { name: 'chosen', url: '/payments/gateway' } });
      },
      leftForPayment: async (driver) => {
        expect(driver.navigated).toEqual([]);
        expect(outputOf(driver)).toEqual({ outcome: 'left', to: 'payment' });
        expect(driver.finished).toEqual([paidOrder.integrityToken]);
      },
      goingToSuccessUrl: async (driver) => {
        expect(driver.navigated).toEqual(['/checkout/ORD-PATH0001/success?mid=m-1']);
        expect(driver.finished).toEqual([paidOrder.integrityToken]);
        expect(outputOf(driver)).toEqual({ outcome: 'left', to: 'success' });
      },
      goingToFailUrl: async (driver) => {
        expect(driver.navigated).toEqual(['/checkout/ORD-PATH0001/failed?mid=m-1']);
        // Issue 12: a flow ending at the fail URL finished nothing.
        expect(driver.finished).toEqual([]);
        expect(outputOf(driver)).toEqual({ outcome: 'left', to: 'fail' });
      },
    },
    events: {
      [INIT_EVENT]: async (driver, _event, run) => {
        const actors = Object.fromEntries(ACTORS.map((name) => [name, driver.held.actor(name)]));
        const machine = finishOrderMachine.provide({
          actors,
          actions: {
            navigate: (_, params) => void driver.navigated.push(params.url),
            orderFinished: (_, params) => void driver.finished.push(params.order.integrityToken),
            scrollToFlaggedItem: (_, params) => void driver.scrolled.push(params.itemHash),
            highlightWarning: (_, params) => void driver.highlighted.push(params.itemHash),
            clearWarningHighlight: () => {
              driver.cleared += 1;
            },
          },
        });
        driver.actor = createActor(machine, { input, clock: driver.clock, inspect: run.inspect }).start();
        await settle();
      },
      [HIGHLIGHT_DONE]: async (driver) => {
        driver.clock.increment(1);
        await settle();
      },
      ...answer('sendOrder'),
      ...answer('reloadPayments'),
      ...answer('requestSecurePayment'),
      ...answer('confirmCardPayment'),
      ...answer('submitPaymentForm'),
    },
  };
}

export const completeOrderModel = finishModel('complete');
export const missingPersonalDataModel = finishModel('missingPersonalData');
export const sentBeforeModel = finishModel('sentBefore');
