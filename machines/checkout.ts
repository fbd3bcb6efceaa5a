/**
 * The checkout of one order (SPEC.md section 4): the fetch, then the screen that fits the order's status: a draft
 * (`ready`: every order action, each start -> complete | error; after each change the payment methods are reloaded
 * for the returned order and the chosen method stays chosen, matched by elementId or oppositeElementId; finishing
 * invokes the finishOrder machine), an order awaiting an online payment (`awaitingPayment`: read-only, Pay now
 * once, never a second finish), awaiting a bank transfer (`awaitingTransfer`: its instructions again), `paid`, or
 * `closed` (cancelled, or a bank transfer's 14 days over). INVALID_INTEGRITY_TOKEN records an analytics event,
 * keeps the billing details typed and reloads the page, which says why; any other failure of an action shows its
 * message and raises the action's error event (CheckoutErrorEvent, emitted for the app to observe). The personal
 * data step saves the changed domain holders one after another (updateRegistrantContact), each with the token the
 * previous save answered. An order that cannot be read because nobody is signed in (`signInNeeded`) says so, for the
 * page to offer signing in and load it again.
 */
import { and, assign, emit, fromPromise, not, setup, stateIn } from 'xstate';
import { CHECKOUT_SIGNED_OUT_MESSAGE, INVALID_INTEGRITY_TOKEN, SIGN_IN_NEEDED, billingFieldErrors, checkoutFailure, findChosenMethod, isClosedOrder, nonEmptyContact } from '../contracts/checkout';
import type { CheckoutFailure, CheckoutOrder, CheckoutPaymentMethod, CheckoutPayments, PaymentMethodInput, RegistrantChange } from '../contracts/checkout';
import { finishOrderMachine } from './finishOrder';
import type { FinishOrderOutput } from './finishOrder';

export interface CheckoutInput {
  orderIdentifier: string;
  /** The website the order is for (the secure card payment names it). */
  project: string;
  /** ref and token from the page's query. */
  ref: string;
  token: string;
  /** Appended to the success and fail URLs. */
  measuringId: string;
  /** What the customer had typed when the page was reloaded for a stale token (kept in session storage). */
  kept?: KeptBilling | null;
}

/** Billing details typed before a stale-token reload, for the reloaded page to start from. */
export interface KeptBilling {
  orderIdentifier: string;
  billing: Record<string, string>;
}

/** Why the page was refreshed, shown on the reloaded checkout. */
export const REFRESHED_NOTICE = 'This order was changed in another tab or window, so the page was refreshed to show it as it is now. The billing details you had typed are kept.';

export interface CheckoutContext extends CheckoutInput {
  order: CheckoutOrder | null;
  payments: CheckoutPayments | null;
  chosenMethod: Pick<CheckoutPaymentMethod, 'name' | 'elementId' | 'oppositeElementId'> | null;
  /** Billing contact values as typed. */
  billing: Record<string, string>;
  /** The message of the last failure, shown above the order. */
  errorMessage: string | null;
  /** Why finishing or paying was refused, shown beside the button that was pressed. */
  finishError: string | null;
  /**
   * Finish was pressed while a change was being saved (typing the tax ID and pressing Finish at once saves the
   * billing details on the way): the order is finished as soon as the change is saved, not lost.
   */
  finishRequested: boolean;
  /** Why the page was refreshed (REFRESHED_NOTICE), once after a stale-token reload. */
  notice: string | null;
  voucherError: string | null;
  /** Contact input name -> message, shown on the billing form. */
  billingErrors: Record<string, string>;
  /** Shown on the payment methods (the card field). */
  paymentError: string | null;
  /** The changed holders not saved yet, the one being saved first. */
  pendingHolders: RegistrantChange[];
  /** Domain -> holder field -> message, shown on the personal data form. */
  registrantErrors: Record<string, Record<string, string>>;
}

export interface OrderChange {
  orderIdentifier: string;
  integrityToken: string;
}

export type CheckoutEvent =
  | { type: 'checkout.retry' }
  | { type: 'item.changePeriod'; hash: string; period: 'month' | 'year'; units: number }
  /** period: the years of private registration (its domain's). */
  | { type: 'item.togglePrivateRegistration'; domain: string; checked: boolean; period: number }
  /** period: the months the add-on is added for (the period it is offered for). */
  | { type: 'item.toggleAddon'; identifier: string; hash: string; checked: boolean; period: number }
  | { type: 'voucher.submit'; code: string }
  | { type: 'voucher.delete' }
  | { type: 'billing.recalculateVat' }
  | { type: 'billing.changeCountry'; country: string }
  | { type: 'billing.change'; name: string; value: string }
  | { type: 'billing.toggleCompany'; enabled: boolean }
  | { type: 'payment.choose'; name: string }
  | { type: 'payment.error'; message: string }
  | { type: 'billing.error'; errors: Record<string, string> }
  | { type: 'order.updated'; order: CheckoutOrder; payments: CheckoutPayments }
  | { type: 'order.finish' }
  /** Awaiting an online payment: pay the order that was sent for payment (no second finish). */
  | { type: 'order.pay' }
  /** After a refused finish: show the order as it is now. */
  | { type: 'checkout.reload' }
  /** The personal data step's Continue: the holders the shopper changed (none: straight on to the payment). */
  | { type: 'registrant.save'; holders: RegistrantChange[] };

/** The order actions of SPEC.md section 4 that end in complete or error. */
export type CheckoutAction =
  | 'order.fetch'
  | 'item.changePeriod'
  | 'item.togglePrivateRegistration'
  | 'item.toggleAddon'
  | 'voucher.submit'
  | 'voucher.delete'
  | 'billing.recalculateVat'
  | 'billing.changeCountry'
  | 'registrant.save'
  /** Also Pay now, which runs the finish flow from its reload before paying. */
  | 'order.finish';

/**
 * SPEC.md section 8: an action that fails for any reason but a stale token raises its error event
 * ('item.changePeriodFailed' ...), with the code and the message the page shows.
 */
export interface CheckoutErrorEvent {
  type: `${CheckoutAction}Failed`;
  code: string | null;
  message: string;
}

/** What the checkout tells analytics (issue 6's events). */
export type CheckoutTrackedEvent = 'checkout.voucherApplied' | 'checkout.paymentMethodChosen' | 'checkout.integrityTokenInvalid';

const COMPANY_BILLING = 'companyBilling';

function billingOf(order: CheckoutOrder): Record<string, string> {
  return Object.fromEntries(order.contactInputs.map((input) => [input.name, input.value]));
}

/** The order as fetched; what decides which screen it gets. */
type Fetched = { order: CheckoutOrder; payments: CheckoutPayments };

/** The order's status as the schema writes it. */
const statusOf = (fetched: Fetched) => fetched.order.status ?? 'DRAFT';

function chosenAfterReload(context: CheckoutContext, payments: CheckoutPayments): CheckoutContext['chosenMethod'] {
  const kept = findChosenMethod(payments.methods, context.chosenMethod);
  const method = kept ?? payments.methods.find((candidate) => candidate.open) ?? payments.methods[0] ?? null;
  return method && { name: method.name, elementId: method.elementId, oppositeElementId: method.oppositeElementId };
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is not provided`);
};

export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutErrorEvent,
  },
  actors: {
    // The app provides the real GraphQL calls (src/features/checkout/api/).
    fetchOrder: fromPromise<{ order: CheckoutOrder; payments: CheckoutPayments }, { orderIdentifier: string }>(notProvided('fetchOrder')),
    loadPayments: fromPromise<CheckoutPayments, { orderIdentifier: string }>(notProvided('loadPayments')),
    updateServicePeriod: fromPromise<CheckoutOrder, OrderChange & { hash: string; period: 'month' | 'year'; units: number }>(notProvided('updateServicePeriod')),
    updatePrivateRegistration: fromPromise<CheckoutOrder, OrderChange & { domain: string; enable: boolean; period: number }>(notProvided('updatePrivateRegistration')),
    /** Checked: deleteOrderAdditionalItem by hash; unchecked: addOrderAdditionalItem by identifier for its period. */
    toggleAddon: fromPromise<CheckoutOrder, OrderChange & { identifier: string; hash: string; checked: boolean; period: number }>(notProvided('toggleAddon')),
    updateVoucher: fromPromise<CheckoutOrder, OrderChange & { code: string | null }>(notProvided('updateVoucher')),
    updateBillingData: fromPromise<CheckoutOrder, OrderChange & { contact: PaymentMethodInput[] }>(notProvided('updateBillingData')),
    updateRegistrantContact: fromPromise<CheckoutOrder, OrderChange & RegistrantChange>(notProvided('updateRegistrantContact')),
    finishOrder: finishOrderMachine,
  },
  actions: {
    storeFetched: assign(({ context }, fetched: Fetched) => ({
      order: fetched.order,
      payments: fetched.payments,
      // After a stale-token reload, the billing details typed before it win over the stored ones, once.
      billing: { ...billingOf(fetched.order), ...(context.kept?.orderIdentifier === fetched.order.identifier ? context.kept.billing : {}) },
      kept: null,
      chosenMethod: chosenAfterReload(context, fetched.payments),
      finishError: null,
    })),
    storeOrder: assign({ order: (_, order: CheckoutOrder) => order, errorMessage: null }),
    storePayments: assign(({ context }, payments: CheckoutPayments) => ({ payments, chosenMethod: chosenAfterReload(context, payments) })),
    showError: assign({ errorMessage: (_, failure: CheckoutFailure) => failure.message }),
    // The server's "sign in first", in the page's words: the order is the signed-in account's to see.
    showSignInNeeded: assign({ errorMessage: CHECKOUT_SIGNED_OUT_MESSAGE }),
    // Why the order was not loaded is no error of the order once it loads.
    clearError: assign({ errorMessage: null }),
    raiseError: emit((_, params: { action: CheckoutAction; failure: CheckoutFailure }) => ({ type: `${params.action}Failed` as const, code: params.failure.code, message: params.failure.message })),
    showVoucherError: assign({ voucherError: (_, failure: CheckoutFailure) => failure.message }),
    clearVoucherError: assign({ voucherError: null }),
    showBillingErrors: assign({ billingErrors: (_, errors: Record<string, string>) => billingFieldErrors(errors) }),
    showPaymentError: assign({ paymentError: (_, message: string) => message }),
    queueHolders: assign({ pendingHolders: (_, holders: RegistrantChange[]) => holders, registrantErrors: {} }),
    dropSavedHolder: assign({ pendingHolders: ({ context }) => context.pendingHolders.slice(1) }),
    showRegistrantErrors: assign({
      registrantErrors: ({ context }, errors: Record<string, string>) => ({ ...context.registrantErrors, [context.pendingHolders[0]?.domain ?? '']: billingFieldErrors(errors) }),
      pendingHolders: [],
    }),
    setBillingValue: assign({
      billing: ({ context }, params: { name: string; value: string }) => ({ ...context.billing, [params.name]: params.value }),
      billingErrors: ({ context }, params: { name: string; value: string }) => Object.fromEntries(Object.entries(context.billingErrors).filter(([field]) => field !== params.name)),
    }),
    choosePayment: assign({
      chosenMethod: ({ context }, name: string) => {
        const method = context.payments?.methods.find((candidate) => candidate.name === name);
        return method ? { name: method.name, elementId: method.elementId, oppositeElementId: method.oppositeElementId } : context.chosenMethod;
      },
      paymentError: null,
    }),
    // A refusal is shown where the customer is looking: field errors on their fields, the card's on the card,
    // anything else beside the button that was pressed.
    settleFinish: assign(({ context }, output: FinishOrderOutput) => {
      if (output.outcome === 'orderRefused') {
        const errors = output.failure.fieldErrors;
        return errors && Object.keys(errors).length > 0 ? { billingErrors: billingFieldErrors(errors), finishError: null } : { finishError: output.failure.message };
      }
      if (output.outcome === 'cardRefused') return { paymentError: output.failure.message };
      return { finishError: context.finishError };
    }),
    showFinishError: assign({ finishError: (_, failure: CheckoutFailure) => failure.message }),
    clearFinishError: assign({ finishError: null }),
    requestFinish: assign({ finishRequested: true, finishError: null }),
    // Entering the finish flow, or a change failing (its error is what the customer must see first).
    dropFinishRequest: assign({ finishRequested: false }),
    // Harmless defaults: the app records the analytics event and reloads the page.
    track: (_, _params: { event: CheckoutTrackedEvent }) => {},
    /** Keeps the billing details typed for the reloaded page (the app: session storage). */
    keepTyped: (_, _params: KeptBilling) => {},
    reloadPage: () => {},
    // Harmless default: the personal data page goes on to the payment step.
    continueToPayment: () => {},
  },
  guards: {
    isIntegrityError: (_, failure: CheckoutFailure) => failure.code === INVALID_INTEGRITY_TOKEN,
    isSignInNeeded: (_, failure: CheckoutFailure) => failure.code === SIGN_IN_NEEDED,
    hasFieldErrors: (_, failure: CheckoutFailure) => failure.fieldErrors !== null && Object.keys(failure.fieldErrors).length > 0,
    hasChosenMethod: ({ context }) => context.chosenMethod !== null,
    finishRequested: ({ context }) => context.finishRequested,
    hasNoHolders: (_, holders: RegistrantChange[]) => holders.length === 0,
    hasMoreHolders: ({ context }) => context.pendingHolders.length > 1,
    notPaying: not(stateIn({ ready: 'finishing' })),
    finishLeft: (_, output: FinishOrderOutput) => output.outcome === 'left',
    finishRefusedForToken: (_, output: FinishOrderOutput) => output.outcome === 'orderRefused' && output.failure.code === INVALID_INTEGRITY_TOKEN,
    finishRefused: (_, output: FinishOrderOutput) => output.outcome === 'orderRefused',
    isPaid: (_, fetched: Fetched) => statusOf(fetched) === 'PAID',
    // Cancelled, or a bank transfer's time is over (the server decides: Order.expired).
    isClosed: (_, fetched: Fetched) => isClosedOrder(fetched.order),
    awaitsTransfer: (_, fetched: Fetched) => statusOf(fetched) === 'AWAITING_PAYMENT' && Boolean(fetched.order.paymentInstructions),
    awaitsPayment: (_, fetched: Fetched) => statusOf(fetched) === 'AWAITING_PAYMENT',
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    ...input,
    kept: input.kept ?? null,
    order: null,
    payments: null,
    chosenMethod: null,
    billing: {},
    errorMessage: null,
    finishError: null,
    finishRequested: false,
    notice: input.kept ? REFRESHED_NOTICE : null,
    voucherError: null,
    billingErrors: {},
    paymentError: null,
    pendingHolders: [],
    registrantErrors: {},
  }),
  initial: 'fetching',
  states: {
    fetching: {
      tags: ['loading'],
      invoke: {
        id: 'fetchOrder',
        src: 'fetchOrder',
        input: ({ context }) => ({ orderIdentifier: context.orderIdentifier }),
        // The screen that fits the order's status.
        onDone: [
          { guard: { type: 'isPaid', params: ({ event }) => event.output }, target: 'paid', actions: { type: 'storeFetched', params: ({ event }) => event.output } },
          { guard: { type: 'isClosed', params: ({ event }) => event.output }, target: 'closed', actions: { type: 'storeFetched', params: ({ event }) => event.output } },
          { guard: { type: 'awaitsTransfer', params: ({ event }) => event.output }, target: 'awaitingTransfer', actions: { type: 'storeFetched', params: ({ event }) => event.output } },
          { guard: { type: 'awaitsPayment', params: ({ event }) => event.output }, target: 'awaitingPayment', actions: { type: 'storeFetched', params: ({ event }) => event.output } },
          { target: 'ready', actions: { type: 'storeFetched', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: { type: 'isSignInNeeded', params: ({ event }) => checkoutFailure(event.error) }, target: 'signInNeeded', actions: ['showSignInNeeded', raise('order.fetch')] },
          { target: 'fetchFailed', actions: [{ type: 'showError', params: ({ event }) => checkoutFailure(event.error) }, raise('order.fetch')] },
        ],
      },
    },
    // Sent for payment by an online method and not paid yet: read-only, paid with Pay now (the finish flow goes
    // on from its reload before paying: the order is never sent a second time).
    awaitingPayment: {
      initial: 'idle',
      on: {
        'payment.choose': { guard: not(stateIn({ awaitingPayment: 'paying' })), actions: [{ type: 'choosePayment', params: ({ event }) => event.name }, { type: 'track', params: { event: 'checkout.paymentMethodChosen' } }] },
        'payment.error': { actions: { type: 'showPaymentError', params: ({ event }) => event.message } },
      },
      states: {
        idle: {
          on: {
            'order.pay': [
              { guard: 'hasChosenMethod', target: 'paying', actions: 'clearFinishError' },
              { actions: { type: 'showPaymentError', params: 'Please choose a payment method.' } },
            ],
          },
        },
        paying: {
          tags: ['busy'],
          invoke: {
            id: 'payOrder',
            src: 'finishOrder',
            input: ({ context }) => finishInput(context),
            onDone: [
              // 'Order Finished' is the finish flow's orderFinished hook (step 6's callback), which the page provides.
              { guard: { type: 'finishLeft', params: ({ event }) => event.output }, target: '#checkout.left' },
              { target: 'idle', actions: { type: 'settleFinish', params: ({ event }) => event.output } },
            ],
            onError: { target: 'idle', actions: [{ type: 'showFinishError', params: ({ event }) => checkoutFailure(event.error) }, raise('order.finish')] },
          },
        },
      },
    },
    // Sent for payment by bank transfer: its instructions again, and nothing to pay here.
    awaitingTransfer: { type: 'final' },
    paid: { type: 'final' },
    // Cancelled, or a bank transfer that did not arrive within its 14 days.
    closed: { type: 'final' },
    fetchFailed: {
      tags: ['unloaded'],
      on: { 'checkout.retry': { target: 'fetching', actions: 'clearError' } },
    },
    // Nobody is signed in for the server (signed out, or the session ran out): the page offers Log in, and loads the
    // order again once signed in.
    signInNeeded: {
      tags: ['unloaded'],
      on: { 'checkout.retry': { target: 'fetching', actions: 'clearError' } },
    },
    ready: {
      initial: 'idle',
      on: {
        // Typing and choosing never wait for the server; while the order is being paid, what it is paid with
        // and for stays as it was sent.
        'billing.change': { guard: 'notPaying', actions: { type: 'setBillingValue', params: ({ event }) => ({ name: event.name, value: event.value }) } },
        'billing.toggleCompany': { guard: 'notPaying', actions: { type: 'setBillingValue', params: ({ event }) => ({ name: COMPANY_BILLING, value: event.enabled ? 'true' : '' }) } },
        'payment.choose': { guard: 'notPaying', actions: [{ type: 'choosePayment', params: ({ event }) => event.name }, { type: 'track', params: { event: 'checkout.paymentMethodChosen' } }] },
        'payment.error': { actions: { type: 'showPaymentError', params: ({ event }) => event.message } },
        'billing.error': { actions: { type: 'showBillingErrors', params: ({ event }) => event.errors } },
        'order.updated': { guard: 'notPaying', actions: { type: 'storeFetched', params: ({ event }) => ({ order: event.order, payments: event.payments }) } },
        // Pressed while a change is saved: finished once the change is (idle takes it from there). Without a chosen
        // method there is nothing to finish with: idle says so when pressed again.
        'order.finish': { guard: and(['hasChosenMethod', 'notPaying']), actions: 'requestFinish' },
      },
      states: {
        idle: {
          always: { guard: 'finishRequested', target: 'finishing' },
          on: {
            'item.changePeriod': 'changingVariant',
            'item.togglePrivateRegistration': 'togglingPrivateRegistration',
            'item.toggleAddon': 'togglingAddon',
            'voucher.submit': { target: 'submittingVoucher', actions: 'clearVoucherError' },
            'voucher.delete': { target: 'deletingVoucher', actions: 'clearVoucherError' },
            'billing.recalculateVat': 'recalculatingVat',
            'billing.changeCountry': {
              target: 'changingCountry',
              actions: { type: 'setBillingValue', params: ({ event }) => ({ name: 'country', value: event.country }) },
            },
            'order.finish': [
              { guard: 'hasChosenMethod', target: 'finishing', actions: 'clearFinishError' },
              { actions: { type: 'showPaymentError', params: 'Please choose a payment method.' } },
            ],
            'checkout.reload': '#checkout.fetching',
            'registrant.save': [
              { guard: { type: 'hasNoHolders', params: ({ event }) => event.holders }, actions: 'continueToPayment' },
              { target: 'savingRegistrant', actions: { type: 'queueHolders', params: ({ event }) => event.holders } },
            ],
          },
        },
        // One holder at a time, each with the token the previous save answered; the last one goes on to payment.
        savingRegistrant: {
          invoke: {
            id: 'saveRegistrant',
            src: 'updateRegistrantContact',
            input: ({ context }) => {
              const holder = context.pendingHolders[0];
              if (!holder) throw new Error('saving a holder needs a changed holder');
              return { ...token(context), ...holder };
            },
            onDone: [
              { guard: 'hasMoreHolders', target: 'savingRegistrant', reenter: true, actions: [{ type: 'storeOrder', params: ({ event }) => event.output }, 'dropSavedHolder'] },
              { target: 'reloadingPayments', actions: [{ type: 'storeOrder', params: ({ event }) => event.output }, 'dropSavedHolder', 'continueToPayment'] },
            ],
            onError: contactFailed('showRegistrantErrors', 'registrant.save'),
          },
        },
        changingVariant: {
          invoke: {
            id: 'changeVariant',
            src: 'updateServicePeriod',
            input: ({ context, event }) => {
              const change = event as Extract<CheckoutEvent, { type: 'item.changePeriod' }>;
              return { ...token(context), hash: change.hash, period: change.period, units: change.units };
            },
            onDone: { target: 'reloadingPayments', actions: { type: 'storeOrder', params: ({ event }) => event.output } },
            onError: failed('showError', 'item.changePeriod'),
          },
        },
        togglingPrivateRegistration: {
          invoke: {
            id: 'togglePrivateRegistration',
            src: 'updatePrivateRegistration',
            // SPEC.md section 4: enable is the opposite of the item's current checked state.
            input: ({ context, event }) => {
              const toggle = event as Extract<CheckoutEvent, { type: 'item.togglePrivateRegistration' }>;
              return { ...token(context), domain: toggle.domain, enable: !toggle.checked, period: toggle.period };
            },
            onDone: { target: 'reloadingPayments', actions: { type: 'storeOrder', params: ({ event }) => event.output } },
            onError: failed('showError', 'item.togglePrivateRegistration'),
          },
        },
        togglingAddon: {
          invoke: {
            id: 'toggleAddon',
            src: 'toggleAddon',
            input: ({ context, event }) => {
              const toggle = event as Extract<CheckoutEvent, { type: 'item.toggleAddon' }>;
              return { ...token(context), identifier: toggle.identifier, hash: toggle.hash, checked: toggle.checked, period: toggle.period };
            },
            onDone: { target: 'reloadingPayments', actions: { type: 'storeOrder', params: ({ event }) => event.output } },
            onError: failed('showError', 'item.toggleAddon'),
          },
        },
        submittingVoucher: {
          invoke: {
            id: 'submitVoucher',
            src: 'updateVoucher',
            input: ({ context, event }) => ({ ...token(context), code: (event as Extract<CheckoutEvent, { type: 'voucher.submit' }>).code }),
            onDone: {
              target: 'reloadingPayments',
              actions: [{ type: 'storeOrder', params: ({ event }) => event.output }, { type: 'track', params: { event: 'checkout.voucherApplied' } }],
            },
            onError: failed('showVoucherError', 'voucher.submit'),
          },
        },
        deletingVoucher: {
          invoke: {
            id: 'deleteVoucher',
            src: 'updateVoucher',
            input: ({ context }) => ({ ...token(context), code: null }),
            onDone: { target: 'reloadingPayments', actions: { type: 'storeOrder', params: ({ event }) => event.output } },
            onError: failed('showVoucherError', 'voucher.delete'),
          },
        },
        recalculatingVat: {
          invoke: {
            id: 'recalculateVat',
            src: 'updateBillingData',
            input: ({ context }) => ({ ...token(context), contact: nonEmptyContact(context.billing) }),
            onDone: { target: 'reloadingPayments', actions: { type: 'storeOrder', params: ({ event }) => event.output } },
            onError: contactFailed('showBillingErrors', 'billing.recalculateVat'),
          },
        },
        changingCountry: {
          invoke: {
            id: 'changeCountry',
            src: 'updateBillingData',
            input: ({ context }) => ({ ...token(context), contact: nonEmptyContact(context.billing) }),
            onDone: { target: 'reloadingPayments', actions: { type: 'storeOrder', params: ({ event }) => event.output } },
            onError: contactFailed('showBillingErrors', 'billing.changeCountry'),
          },
        },
        // After every change: the payment methods of the returned order, the chosen one kept.
        reloadingPayments: {
          invoke: {
            id: 'reloadPayments',
            src: 'loadPayments',
            input: ({ context }) => ({ orderIdentifier: context.orderIdentifier }),
            onDone: { target: 'idle', actions: { type: 'storePayments', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: ['dropFinishRequest', { type: 'showError', params: ({ event }) => checkoutFailure(event.error) }] },
          },
        },
        finishing: {
          tags: ['busy'],
          entry: 'dropFinishRequest',
          invoke: {
            id: 'finishOrder',
            src: 'finishOrder',
            input: ({ context }) => finishInput(context),
            onDone: [
              // 'Order Finished' is the finish flow's orderFinished hook (step 6's callback), which the page provides.
              { guard: { type: 'finishLeft', params: ({ event }) => event.output }, target: '#checkout.left' },
              { guard: { type: 'finishRefusedForToken', params: ({ event }) => event.output }, target: '#checkout.integrityLost' },
              { guard: { type: 'finishRefused', params: ({ event }) => event.output }, target: 'idle', actions: showRefusal('order.finish') },
              { target: 'idle', actions: { type: 'settleFinish', params: ({ event }) => event.output } },
            ],
            onError: { target: 'idle', actions: [{ type: 'showFinishError', params: ({ event }) => checkoutFailure(event.error) }, raise('order.finish')] },
          },
        },
      },
    },
    // SPEC.md section 8: the order changed elsewhere; record it, keep what was typed and reload the page.
    integrityLost: {
      type: 'final',
      entry: [
        { type: 'track', params: { event: 'checkout.integrityTokenInvalid' } },
        { type: 'keepTyped', params: ({ context }) => ({ orderIdentifier: context.orderIdentifier, billing: context.billing }) },
        'reloadPage',
      ],
    },
    left: { type: 'final' },
  },
});

/** What the finish flow is given, to finish a draft or to pay an order awaiting payment. */
function finishInput(context: CheckoutContext) {
  const method = context.payments?.methods.find((candidate) => candidate.name === context.chosenMethod?.name);
  if (!context.order || !method) throw new Error('finishing needs an order and a chosen payment method');
  return { order: context.order, method, contact: context.billing, ref: context.ref, token: context.token, measuringId: context.measuringId, project: context.order.project ?? context.project };
}

function token(context: CheckoutContext): OrderChange {
  return { orderIdentifier: context.orderIdentifier, integrityToken: context.order?.integrityToken ?? '' };
}

/** The action's error event, raised with the failure it shows. */
function raise(action: CheckoutAction) {
  return { type: 'raiseError' as const, params: ({ event }: { event: { error: unknown } }) => ({ action, failure: checkoutFailure(event.error) }) };
}

/** The finish flow ended with the server's refusal: shown where the customer looks, and the action's error event raised. */
function showRefusal(action: CheckoutAction) {
  type Done = { event: { output: FinishOrderOutput } };
  return [
    { type: 'settleFinish' as const, params: ({ event }: Done) => event.output },
    { type: 'raiseError' as const, params: ({ event }: Done) => ({ action, failure: event.output.outcome === 'orderRefused' ? event.output.failure : checkoutFailure(null) }) },
  ];
}

/** A failed change: a stale token reloads the page; anything else shows the first error's message and raises the action's error event. */
function failed(show: 'showError' | 'showVoucherError', action: CheckoutAction) {
  return [
    { guard: { type: 'isIntegrityError' as const, params: ({ event }: { event: { error: unknown } }) => checkoutFailure(event.error) }, target: '#checkout.integrityLost' },
    { target: 'idle', actions: ['dropFinishRequest' as const, { type: show, params: ({ event }: { event: { error: unknown } }) => checkoutFailure(event.error) }, raise(action)] },
  ];
}

/**
 * A refused contact: a stale token reloads the page; field errors go on their form's fields, anything else above the
 * order, and either raises the action's error event.
 */
function contactFailed(showFieldErrors: 'showBillingErrors' | 'showRegistrantErrors', action: CheckoutAction) {
  return [
    { guard: { type: 'isIntegrityError' as const, params: ({ event }: { event: { error: unknown } }) => checkoutFailure(event.error) }, target: '#checkout.integrityLost' },
    {
      guard: { type: 'hasFieldErrors' as const, params: ({ event }: { event: { error: unknown } }) => checkoutFailure(event.error) },
      target: 'idle',
      actions: ['dropFinishRequest' as const, { type: showFieldErrors, params: ({ event }: { event: { error: unknown } }) => checkoutFailure(event.error).fieldErrors ?? {} }, raise(action)],
    },
    { target: 'idle', actions: ['dropFinishRequest' as const, { type: 'showError' as const, params: ({ event }: { event: { error: unknown } }) => checkoutFailure(event.error) }, raise(action)] },
  ];
}

