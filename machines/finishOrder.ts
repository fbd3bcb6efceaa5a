/**
 * The finish flow of SPEC.md section 4, invoked by the checkout: exactly its seven steps.
 * 1 no item may miss personal data; 2 send the order with the non-empty contact and the payment service name;
 * 3 reload the payment methods before submitting; 4 go straight on to the success URL when told to; 5 a Stripe card:
 * request the secure payment and confirm the card payment; 6 any other method: call back with the order (the
 * orderFinished hook the app provides) and post a form to the method's url; 7 any failure of that final step goes to
 * the fail URL. The output says where the browser went.
 */
import { assign, fromPromise, setup } from 'xstate';
import { WARNING_HIGHLIGHT_MS, checkoutFailure, nonEmptyContact, withMeasuringId } from '../contracts/checkout';
import type { CheckoutFailure, CheckoutOrder, CheckoutPaymentMethod, CheckoutPayments, PaymentMethodInput } from '../contracts/checkout';

export interface FinishOrderInput {
  order: CheckoutOrder;
  /** The name of the order's website (the secure card payment names it). */
  project: string;
  method: CheckoutPaymentMethod;
  /** The billing contact as typed; empty values are left out when sent. */
  contact: Record<string, string>;
  /** ref and token from the page's query. */
  ref: string;
  token: string;
  /** Appended to the success and fail URLs. */
  measuringId: string;
}

export interface SendOrderInput {
  orderIdentifier: string;
  integrityToken: string;
  contact: PaymentMethodInput[];
  paymentServiceName: string;
}

export interface ReloadPaymentsInput {
  orderIdentifier: string;
  lastReloadBeforeSubmit: true;
  merchantTransactionId: string;
  methodId: string;
  ref: string;
  token: string;
}

export interface SecurePaymentInput {
  project: string;
  orderId: string;
  inputs: PaymentMethodInput[];
}

export interface SecurePayment {
  clientSecret: string;
  billingDetails: Record<string, unknown> | null;
}

/** Where the browser went when the flow left the checkout: the provider's page, the success or the fail URL. */
export type LeftFor = 'payment' | 'success' | 'fail';

/** What the checkout learns when the flow ends. */
export type FinishOrderOutput =
  | { outcome: 'left'; to: LeftFor }
  | { outcome: 'missingPersonalData'; itemHash: string }
  | { outcome: 'orderRefused'; failure: CheckoutFailure }
  | { outcome: 'cardRefused'; failure: CheckoutFailure };

interface FinishOrderContext extends FinishOrderInput {
  /** The order as finishOrder answered it. */
  finished: CheckoutOrder | null;
  payments: CheckoutPayments | null;
  /** The method as the last reload describes it. */
  paying: CheckoutPaymentMethod | null;
  secure: SecurePayment | null;
  failure: CheckoutFailure | null;
  flaggedItem: string | null;
  outcome: FinishOrderOutput;
}

const inputValue = (method: CheckoutPaymentMethod, name: string) => method.inputs.find((input) => input.name === name)?.value ?? '';
const flagged = (order: CheckoutOrder) => order.items.find((item) => item.missingAnyPersonalData === true)?.hash ?? null;

export const finishOrderMachine = setup({
  types: {
    input: {} as FinishOrderInput,
    context: {} as FinishOrderContext,
    output: {} as FinishOrderOutput,
  },
  actors: {
    // The app provides the real calls; without them the flow fails instead of pretending to pay.
    sendOrder: fromPromise<CheckoutOrder, SendOrderInput>(async () => {
      throw new Error('sendOrder is not provided');
    }),
    reloadPayments: fromPromise<CheckoutPayments, ReloadPaymentsInput>(async () => {
      throw new Error('reloadPayments is not provided');
    }),
    requestSecurePayment: fromPromise<SecurePayment, SecurePaymentInput>(async () => {
      throw new Error('requestSecurePayment is not provided');
    }),
    confirmCardPayment: fromPromise<void, SecurePayment>(async () => {
      throw new Error('confirmCardPayment is not provided');
    }),
    /** Step 6: the callback with the order, then the form posted to the method's url (the browser leaves). */
    submitPaymentForm: fromPromise<void, { order: CheckoutOrder; method: CheckoutPaymentMethod }>(async () => {
      throw new Error('submitPaymentForm is not provided');
    }),
  },
  actions: {
    // Harmless defaults: the app scrolls, highlights and navigates.
    scrollToFlaggedItem: (_, _params: { itemHash: string }) => {},
    highlightWarning: (_, _params: { itemHash: string }) => {},
    clearWarningHighlight: () => {},
    navigate: (_, _params: { url: string }) => {},
    /**
     * Step 6's callback with the order, the app's hook for an order finished and handed over for payment (called
     * once its form is on the way); also called when the order goes straight on to the success URL (paid, or
     * nothing to pay at a provider). Never for a flow that ends at the fail URL.
     */
    orderFinished: (_, _params: { order: CheckoutOrder; method: CheckoutPaymentMethod }) => {},
    storeFailure: assign({ failure: (_, params: { error: unknown }) => checkoutFailure(params.error) }),
    settle: assign({ outcome: (_, outcome: FinishOrderOutput) => outcome }),
  },
  guards: {
    missesPersonalData: ({ context }) => flagged(context.order) !== null,
    alreadySent: ({ context }) => context.order.status === 'AWAITING_PAYMENT',
    goesStraightOn: ({ context }) => context.payments?.goStraightOn === true,
    paysByCard: ({ context }) => context.paying?.type === 'stripe',
  },
}).createMachine({
  id: 'finishOrder',
  context: ({ input }) => ({ ...input, finished: null, payments: null, paying: null, secure: null, failure: null, flaggedItem: flagged(input.order), outcome: { outcome: 'left', to: 'fail' } }),
  initial: 'checkingPersonalData',
  states: {
    // 1. An item missing personal data stops the flow: scroll to it and highlight its warning icon for 500 ms.
    checkingPersonalData: {
      always: [
        { guard: 'missesPersonalData', target: 'highlightingMissingData' },
        // Paying again after a declined payment: the order was sent already, so the flow goes on from step 3.
        { guard: 'alreadySent', target: 'reloadingPayments' },
        { target: 'sendingOrder' },
      ],
    },
    highlightingMissingData: {
      entry: [
        { type: 'scrollToFlaggedItem', params: ({ context }) => ({ itemHash: context.flaggedItem ?? '' }) },
        { type: 'highlightWarning', params: ({ context }) => ({ itemHash: context.flaggedItem ?? '' }) },
      ],
      after: { [WARNING_HIGHLIGHT_MS]: { target: 'stoppedForPersonalData', actions: 'clearWarningHighlight' } },
    },
    stoppedForPersonalData: {
      type: 'final',
      entry: { type: 'settle', params: ({ context }) => ({ outcome: 'missingPersonalData' as const, itemHash: context.flaggedItem ?? '' }) },
    },
    // 2. The order with the non-empty contact fields and the payment service name.
    sendingOrder: {
      invoke: {
        id: 'sendOrder',
        src: 'sendOrder',
        input: ({ context }) => ({
          orderIdentifier: context.order.identifier,
          integrityToken: context.order.integrityToken,
          contact: nonEmptyContact(context.contact),
          paymentServiceName: context.method.name,
        }),
        onDone: { target: 'reloadingPayments', actions: assign({ finished: ({ event }) => event.output }) },
        onError: { target: 'orderRefused', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    orderRefused: {
      type: 'final',
      entry: { type: 'settle', params: ({ context }) => ({ outcome: 'orderRefused' as const, failure: context.failure ?? checkoutFailure(null) }) },
    },
    // 3. The methods again, just before paying, with the chosen method's transaction and the page's ref and token.
    reloadingPayments: {
      invoke: {
        id: 'reloadPayments',
        src: 'reloadPayments',
        input: ({ context }) => ({
          orderIdentifier: context.order.identifier,
          lastReloadBeforeSubmit: true as const,
          merchantTransactionId: inputValue(context.method, 'MerchantTransactionID'),
          methodId: inputValue(context.method, 'MethodID') || context.method.name,
          ref: context.ref,
          token: context.token,
        }),
        onDone: {
          target: 'choosingWayToPay',
          actions: assign({
            payments: ({ event }) => event.output,
            paying: ({ context, event }) => event.output.methods.find((method) => method.name === context.method.name) ?? context.method,
          }),
        },
        onError: { target: 'goingToFailUrl' },
      },
    },
    choosingWayToPay: {
      always: [
        // 4. Nothing to pay at a provider (bank transfer, or the voucher covers it).
        { guard: 'goesStraightOn', target: 'goingToSuccessUrl' },
        // 5. A card through Stripe.
        { guard: 'paysByCard', target: 'requestingSecurePayment' },
        // 6. Any other method: a form posted to its url.
        { target: 'submittingPaymentForm' },
      ],
    },
    requestingSecurePayment: {
      invoke: {
        id: 'requestSecurePayment',
        src: 'requestSecurePayment',
        input: ({ context }) => ({
          project: context.project,
          orderId: context.order.identifier,
          inputs: context.paying?.inputs ?? [],
        }),
        onDone: { target: 'confirmingCardPayment', actions: assign({ secure: ({ event }) => event.output }) },
        // SPEC.md section 8: the message is shown on the card field; the shopper can correct and try again.
        onError: { target: 'cardRefused', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    cardRefused: {
      type: 'final',
      entry: { type: 'settle', params: ({ context }) => ({ outcome: 'cardRefused' as const, failure: context.failure ?? checkoutFailure(null) }) },
    },
    confirmingCardPayment: {
      invoke: {
        id: 'confirmCardPayment',
        src: 'confirmCardPayment',
        input: ({ context }) => context.secure ?? { clientSecret: '', billingDetails: null },
        onDone: { target: 'goingToSuccessUrl' },
        // 7. A failed confirmation goes to the fail URL.
        onError: { target: 'goingToFailUrl' },
      },
    },
    submittingPaymentForm: {
      invoke: {
        id: 'submitPaymentForm',
        src: 'submitPaymentForm',
        input: ({ context }) => ({ order: context.finished ?? context.order, method: context.paying ?? context.method }),
        onDone: { target: 'leftForPayment' },
        onError: { target: 'goingToFailUrl' },
      },
    },
    // The form is on its way: step 6's callback, once the order really left for payment (a form the browser
    // refused goes to the fail URL instead, step 7).
    leftForPayment: {
      type: 'final',
      entry: [
        { type: 'orderFinished', params: ({ context }) => ({ order: context.finished ?? context.order, method: context.paying ?? context.method }) },
        { type: 'settle', params: { outcome: 'left' as const, to: 'payment' as const } },
      ],
    },
    goingToSuccessUrl: {
      entry: [
        { type: 'orderFinished', params: ({ context }) => ({ order: context.finished ?? context.order, method: context.paying ?? context.method }) },
        { type: 'settle', params: { outcome: 'left' as const, to: 'success' as const } },
        { type: 'navigate', params: ({ context }) => ({ url: withMeasuringId((context.finished ?? context.order).paymentSuccessUrl, context.measuringId) }) },
      ],
      type: 'final',
    },
    goingToFailUrl: {
      entry: [
        { type: 'settle', params: { outcome: 'left' as const, to: 'fail' as const } },
        { type: 'navigate', params: ({ context }) => ({ url: withMeasuringId((context.finished ?? context.order).paymentFailUrl, context.measuringId) }) },
      ],
      type: 'final',
    },
  },
  output: ({ context }) => context.outcome,
});
