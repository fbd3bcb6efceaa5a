/**
 * The checkout's paths against its actor, with every server call held until the path answers it (the finish flow
 * included, whose own paths are in finishOrder.model.ts), and the analytics events and page reloads recorded.
 * Read by checkout.test.ts.
 */
import { expect } from 'vitest';
import { createActor, type AnyActorRef, type EventObject, type SnapshotFrom } from 'xstate';
import { CHECKOUT_SIGNED_OUT_MESSAGE, type CheckoutOrder, type CheckoutPayments } from '../../contracts/checkout';
import { checkoutMachine } from '../../machines/checkout';
import type { finishOrderMachine } from '../../machines/finishOrder';
import type { CheckoutContext, CheckoutTrackedEvent } from '../../machines/checkout';
import { INIT_EVENT, type ViewModel } from './harness';
import { HeldActors, settle } from './held-actors';

/** Each invocation of the machine (its id) and the provided actor that answers it. */
const INVOKED = {
  fetchOrder: 'fetchOrder',
  changeVariant: 'updateServicePeriod',
  togglePrivateRegistration: 'updatePrivateRegistration',
  toggleAddon: 'toggleAddon',
  submitVoucher: 'updateVoucher',
  deleteVoucher: 'updateVoucher',
  recalculateVat: 'updateBillingData',
  changeCountry: 'updateBillingData',
  reloadPayments: 'loadPayments',
  finishOrder: 'finishOrder',
  payOrder: 'finishOrder',
  saveRegistrant: 'updateRegistrantContact',
} as const;

const USER_EVENTS = [
  'checkout.retry',
  'item.changePeriod',
  'item.togglePrivateRegistration',
  'item.toggleAddon',
  'voucher.submit',
  'voucher.delete',
  'billing.recalculateVat',
  'billing.changeCountry',
  'billing.change',
  'billing.toggleCompany',
  'payment.choose',
  'payment.error',
  'billing.error',
  'order.updated',
  'order.finish',
  'order.pay',
  'checkout.reload',
  'registrant.save',
] as const;

const order = (token: string): CheckoutOrder => ({
  identifier: 'ORD-PATH0001',
  integrityToken: token,
  paymentSuccessUrl: '/checkout/ORD-PATH0001/success',
  paymentFailUrl: '/checkout/ORD-PATH0001/failed',
  coveredByVoucher: false,
  contactInputs: [
    { name: 'firstname', value: 'Jana' },
    { name: 'country', value: 'CZ' },
  ],
  items: [{ type: 'package', hash: 'item-package', checked: true, period: 12 }],
});

/** The order as fetched in each status the checkout shows its own screen for. */
const withStatus = (status: string, change: Partial<CheckoutOrder> = {}): CheckoutOrder => ({ ...order('1.token'), status, ...change });
const INSTRUCTIONS = { accountName: 'Hosting Portal s.r.o.', iban: 'CZ6508000000192000145399', bic: 'GIBACZPX', reference: '0000001001', amount: '€131.62' };

const payments: CheckoutPayments = {
  goStraightOn: false,
  methods: [
    { name: 'gateway', type: 'gateway', elementId: 'payment-method-gateway', oppositeElementId: null, url: '/payments/gateway', inputs: [], open: true },
    { name: 'bank-transfer', type: 'transfer', elementId: 'payment-method-bank-transfer', oppositeElementId: null, url: null, inputs: [], open: false },
  ],
};

const failure = (code: string | null, message: string, fieldErrors: Record<string, string> | null = null) => Object.assign(new Error(message), { code, fieldErrors });
const changed = { output: order('2.token') };
const changeFailures = [
  { $name: 'stale token', error: failure('INVALID_INTEGRITY_TOKEN', 'Your order has changed in the meantime. Please reload the page.') },
  { $name: 'refused', error: failure('INVALID_PERIOD', 'This billing period is not available for the item.') },
];
const holder = (domain: string) => ({
  domain,
  contact: { address: 'Karlova 1', city: 'Praha', company: '', countryCode: 'CZ', dic: '', email: 'jana@example.com', firstname: 'Jana', ico: '', phone: '', state: '', surname: 'Demo', zip: '11000' },
});
const billingFailures = [...changeFailures, { $name: 'field errors', error: failure('INVALID_CONTACT', 'Please check the highlighted billing details.', { dic: 'server message' }) }];

interface CheckoutDriver {
  held: HeldActors;
  /** The order's token when the shopper asked for the change being made. */
  tokenAtStart: string | undefined;
  actor: AnyActorRef | null;
  tracked: CheckoutTrackedEvent[];
  reloads: number;
  /** The billing details kept for the reloaded page. */
  kept: unknown[];
}

type Snapshot = SnapshotFrom<typeof checkoutMachine>;
const contextOf = (driver: CheckoutDriver) => (driver.actor?.getSnapshot() as Snapshot).context as CheckoutContext;

/** A change waits for the server with the order's current token. */
function changing(actor: string, expected: Record<string, unknown>) {
  return async (driver: CheckoutDriver) => {
    expect(driver.held.waitingNames()).toEqual([actor]);
    expect(driver.held.input(actor)).toMatchObject({ orderIdentifier: 'ORD-PATH0001', integrityToken: driver.tokenAtStart, ...expected });
  };
}

export const checkoutModel: ViewModel<typeof checkoutMachine, CheckoutDriver> = {
  machine: checkoutMachine,
  input: { orderIdentifier: 'ORD-PATH0001', project: 'demo-blog', ref: 'pricelist', token: 'purchase-token', measuringId: 'm-1' },
  // Which state the checkout is in and whether a method is chosen is what tells its states apart.
  serializeContext: (context) => ({ chosen: context.chosenMethod !== null, holdersLeft: context.pendingHolders.length, finishRequested: context.finishRequested }),
  eventCases: {
    'xstate.done.actor.fetchOrder': [
      { $name: 'with methods', output: { order: order('1.token'), payments } },
      { $name: 'no methods', output: { order: order('1.token'), payments: { methods: [], goStraightOn: false } } },
      { $name: 'awaiting an online payment', output: { order: withStatus('AWAITING_PAYMENT'), payments } },
      { $name: 'awaiting an online payment, no methods', output: { order: withStatus('AWAITING_PAYMENT'), payments: { methods: [], goStraightOn: false } } },
      { $name: 'awaiting a bank transfer', output: { order: withStatus('AWAITING_PAYMENT', { paymentInstructions: INSTRUCTIONS }), payments } },
      { $name: 'paid', output: { order: withStatus('PAID'), payments } },
      { $name: 'cancelled', output: { order: withStatus('CANCELLED'), payments } },
      { $name: 'bank transfer expired', output: { order: withStatus('AWAITING_PAYMENT', { paymentInstructions: INSTRUCTIONS, expired: true }), payments } },
    ],
    'xstate.error.actor.fetchOrder': [
      { $name: 'not found', error: failure('ORDER_NOT_FOUND', 'We could not find this order in your account.') },
      { $name: 'nobody signed in', error: failure('UNAUTHENTICATED', 'Please sign in first.') },
    ],
    'xstate.done.actor.changeVariant': [changed],
    'xstate.error.actor.changeVariant': changeFailures,
    'xstate.done.actor.togglePrivateRegistration': [changed],
    'xstate.error.actor.togglePrivateRegistration': changeFailures,
    'xstate.done.actor.toggleAddon': [changed],
    'xstate.error.actor.toggleAddon': changeFailures,
    'xstate.done.actor.submitVoucher': [changed],
    'xstate.error.actor.submitVoucher': changeFailures,
    'xstate.done.actor.deleteVoucher': [changed],
    'xstate.error.actor.deleteVoucher': changeFailures,
    'xstate.done.actor.recalculateVat': [changed],
    'xstate.error.actor.recalculateVat': billingFailures,
    'xstate.done.actor.changeCountry': [changed],
    'xstate.error.actor.changeCountry': billingFailures,
    'xstate.done.actor.reloadPayments': [{ output: payments }],
    'xstate.error.actor.reloadPayments': [{ error: failure(null, 'Failed to fetch') }],
    'xstate.done.actor.finishOrder': [
      { $name: 'left for payment', output: { outcome: 'left', to: 'payment' } },
      { $name: 'missing personal data', output: { outcome: 'missingPersonalData', itemHash: 'item-private' } },
      { $name: 'field errors', output: { outcome: 'orderRefused', failure: { code: 'INVALID_CONTACT', message: 'Please check.', fieldErrors: { ic: 'x' } } } },
      { $name: 'stale token', output: { outcome: 'orderRefused', failure: { code: 'INVALID_INTEGRITY_TOKEN', message: 'Reload.', fieldErrors: null } } },
      { $name: 'card refused', output: { outcome: 'cardRefused', failure: { code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'The card payment could not be started.', fieldErrors: null } } },
      { $name: 'already paid', output: { outcome: 'orderRefused', failure: { code: 'ORDER_ALREADY_PAID', message: 'This order is already paid.', fieldErrors: null } } },
    ],
    'xstate.error.actor.finishOrder': [{ error: new Error('The finish flow stopped.') }],
    'xstate.done.actor.payOrder': [
      { $name: 'left', output: { outcome: 'left' } },
      { $name: 'card refused', output: { outcome: 'cardRefused', failure: { code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'The card payment could not be started.', fieldErrors: null } } },
    ],
    'xstate.error.actor.payOrder': [{ error: new Error('The finish flow stopped.') }],
    'xstate.done.actor.saveRegistrant': [changed],
    'xstate.error.actor.saveRegistrant': billingFailures,
    'registrant.save': [
      { $name: 'nothing changed', holders: [] },
      { $name: 'two holders changed', holders: [holder('example.com'), holder('example.org')] },
    ],
    'item.changePeriod': [{ hash: 'item-package', period: 'month', units: 24 }],
    'item.togglePrivateRegistration': [{ domain: 'example.com', checked: true, period: 1 }],
    'item.toggleAddon': [{ identifier: 'email-plus', hash: 'offer:email-plus', checked: false, period: 12 }],
    'voucher.submit': [{ code: 'WELCOME10' }],
    'billing.changeCountry': [{ country: 'DE' }],
    'billing.change': [{ name: 'ic', value: '25596641' }],
    'billing.toggleCompany': [{ enabled: true }],
    'payment.choose': [{ name: 'bank-transfer' }],
    'payment.error': [{ message: 'Your card number is incomplete.' }],
    'billing.error': [{ errors: { dic: 'server message' } }],
    'order.updated': [{ order: order('3.token'), payments }],
  },
  createDriver: () => ({ held: new HeldActors(), tokenAtStart: undefined, actor: null, tracked: [], reloads: 0, kept: [] }),
  dispose: (driver) => driver.actor?.stop(),
  states: {
    fetching: async (driver) => {
      expect(driver.held.waitingNames()).toEqual(['fetchOrder']);
    },
    fetchFailed: async (driver) => {
      expect(contextOf(driver).errorMessage).toBe('We could not find this order in your account.');
    },
    signInNeeded: async (driver) => {
      expect(contextOf(driver).errorMessage).toBe(CHECKOUT_SIGNED_OUT_MESSAGE);
      expect(driver.held.waitingNames()).toEqual([]);
    },
    'ready.idle': async (driver) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(contextOf(driver).order?.identifier).toBe('ORD-PATH0001');
    },
    'ready.changingVariant': changing('updateServicePeriod', { hash: 'item-package', period: 'month', units: 24 }),
    // enable is the opposite of the item's checked state.
    'ready.togglingPrivateRegistration': changing('updatePrivateRegistration', { domain: 'example.com', enable: false, period: 1 }),
    'ready.togglingAddon': changing('toggleAddon', { identifier: 'email-plus', hash: 'offer:email-plus', checked: false, period: 12 }),
    'ready.submittingVoucher': changing('updateVoucher', { code: 'WELCOME10' }),
    'ready.deletingVoucher': changing('updateVoucher', { code: null }),
    'ready.recalculatingVat': changing('updateBillingData', {}),
    'ready.changingCountry': async (driver) => {
      await changing('updateBillingData', {})(driver);
      expect(driver.held.input('updateBillingData')).toMatchObject({ contact: expect.arrayContaining([{ name: 'country', value: 'DE' }]) });
    },
    'ready.savingRegistrant': async (driver) => {
      // The first holder with the order's token when Continue was pressed, the next with the one its save answered.
      const domain = contextOf(driver).pendingHolders[0]?.domain;
      const integrityToken = domain === 'example.com' ? driver.tokenAtStart : changed.output.integrityToken;
      expect(driver.held.waitingNames()).toEqual(['updateRegistrantContact']);
      expect(driver.held.input('updateRegistrantContact')).toMatchObject({ orderIdentifier: 'ORD-PATH0001', integrityToken, domain, contact: { firstname: 'Jana' } });
    },
    'ready.reloadingPayments': async (driver) => {
      expect(driver.held.waitingNames()).toEqual(['loadPayments']);
      expect(driver.held.input('loadPayments')).toEqual({ orderIdentifier: 'ORD-PATH0001' });
    },
    'ready.finishing': async (driver) => {
      expect(driver.held.waitingNames()).toEqual(['finishOrder']);
      expect(driver.held.input('finishOrder')).toMatchObject({ order: { identifier: 'ORD-PATH0001' }, method: { name: contextOf(driver).chosenMethod?.name }, ref: 'pricelist', token: 'purchase-token', measuringId: 'm-1', project: 'demo-blog' });
    },
    // The order sent for payment by an online method: paid with Pay now, by the finish flow again (which goes on
    // from its reload before paying: the order itself is never sent again).
    'awaitingPayment.idle': async (driver) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(contextOf(driver).order?.status).toBe('AWAITING_PAYMENT');
    },
    'awaitingPayment.paying': async (driver) => {
      expect(driver.held.waitingNames()).toEqual(['finishOrder']);
      expect(driver.held.input('finishOrder')).toMatchObject({ order: { identifier: 'ORD-PATH0001', status: 'AWAITING_PAYMENT' }, method: { name: contextOf(driver).chosenMethod?.name } });
    },
    awaitingTransfer: async (driver) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(contextOf(driver).order).toMatchObject({ status: 'AWAITING_PAYMENT', paymentInstructions: INSTRUCTIONS });
    },
    paid: async (driver) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(contextOf(driver).order?.status).toBe('PAID');
    },
    closed: async (driver) => {
      expect(driver.held.waitingNames()).toEqual([]);
      const closedOrder = contextOf(driver).order;
      expect(closedOrder?.status === 'CANCELLED' || closedOrder?.expired === true).toBe(true);
    },
    integrityLost: async (driver) => {
      expect(driver.tracked.at(-1)).toBe('checkout.integrityTokenInvalid');
      // What was typed is kept for the reloaded page, before it reloads.
      expect(driver.kept).toEqual([{ orderIdentifier: 'ORD-PATH0001', billing: contextOf(driver).billing }]);
      expect(driver.reloads).toBe(1);
    },
    left: async (driver) => {
      // 'Order Finished' is the finish flow's orderFinished hook, which the page provides: the checkout records nothing.
      expect(driver.tracked).not.toContain('checkout.integrityTokenInvalid');
      expect(driver.reloads).toBe(0);
    },
  },
  events: {
    [INIT_EVENT]: async (driver, _event, run) => {
      const { held } = driver;
      const machine = checkoutMachine.provide({
        actors: {
          fetchOrder: held.actor('fetchOrder'),
          loadPayments: held.actor('loadPayments'),
          updateServicePeriod: held.actor('updateServicePeriod'),
          updatePrivateRegistration: held.actor('updatePrivateRegistration'),
          toggleAddon: held.actor('toggleAddon'),
          updateVoucher: held.actor('updateVoucher'),
          updateBillingData: held.actor('updateBillingData'),
          updateRegistrantContact: held.actor('updateRegistrantContact'),
          // The finish flow's own paths are finishOrder.model.ts's; here it is one held call with its outcome.
          finishOrder: held.actor('finishOrder') as unknown as typeof finishOrderMachine,
        },
        actions: {
          track: (_, params) => void driver.tracked.push(params.event),
          keepTyped: (_, kept) => void driver.kept.push(kept),
          reloadPage: () => {
            driver.reloads += 1;
          },
          // Leaving the personal data page is the screen's to show; the unit tests count it.
          continueToPayment: () => {},
        },
      });
      driver.actor = createActor(machine, { input: checkoutModel.input as never, inspect: run.inspect }).start();
      await settle();
    },
    ...Object.fromEntries(
      USER_EVENTS.map((type) => [
        type,
        async (driver: CheckoutDriver, event: EventObject) => {
          if (driver.held.waitingNames().length === 0) driver.tokenAtStart = contextOf(driver).order?.integrityToken;
          driver.actor?.send(event);
          await settle();
        },
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(INVOKED).flatMap(([id, actor]) => [
        [`xstate.done.actor.${id}`, (driver: CheckoutDriver, event: EventObject) => driver.held.answer(actor, (event as EventObject & { output: unknown }).output)],
        [`xstate.error.actor.${id}`, (driver: CheckoutDriver, event: EventObject) => driver.held.fail(actor, (event as EventObject & { error: unknown }).error)],
      ]),
    ),
  },
};
