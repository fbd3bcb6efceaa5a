import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, toPromise } from 'xstate';
import type { CheckoutOrder, CheckoutPayments } from '../../contracts/checkout';
import { finishOrderMachine } from '../../machines/finishOrder';
import type { FinishOrderInput, ReloadPaymentsInput, SecurePayment, SecurePaymentInput, SendOrderInput } from '../../machines/finishOrder';
import { failure, method, order, payments } from './checkout-fixtures';

interface Fakes {
  sendOrder?: (input: SendOrderInput) => Promise<CheckoutOrder>;
  reloadPayments?: (input: ReloadPaymentsInput) => Promise<CheckoutPayments>;
  requestSecurePayment?: (input: SecurePaymentInput) => Promise<SecurePayment>;
  confirmCardPayment?: (input: SecurePayment) => Promise<void>;
  submitPaymentForm?: (input: { order: CheckoutOrder; method: ReturnType<typeof method> }) => Promise<void>;
}

function run(input: Partial<FinishOrderInput>, fakes: Fakes, clock?: SimulatedClock) {
  const calls: string[] = [];
  const navigate = vi.fn();
  const highlight = vi.fn();
  const scroll = vi.fn();
  const clear = vi.fn();
  const finished = vi.fn();
  const record =
    <I, O>(name: string, fake: ((input: I) => Promise<O>) | undefined) =>
    async ({ input: given }: { input: I }) => {
      calls.push(name);
      if (!fake) throw new Error(`${name} was not expected`);
      return fake(given);
    };
  const machine = finishOrderMachine.provide({
    actors: {
      sendOrder: fromPromise(record('sendOrder', fakes.sendOrder)),
      reloadPayments: fromPromise(record('reloadPayments', fakes.reloadPayments)),
      requestSecurePayment: fromPromise(record('requestSecurePayment', fakes.requestSecurePayment)),
      confirmCardPayment: fromPromise(record('confirmCardPayment', fakes.confirmCardPayment)),
      submitPaymentForm: fromPromise(record('submitPaymentForm', fakes.submitPaymentForm)),
    },
    actions: {
      navigate: (_, params) => navigate(params.url),
      highlightWarning: (_, params) => highlight(params.itemHash),
      scrollToFlaggedItem: (_, params) => scroll(params.itemHash),
      clearWarningHighlight: () => clear(),
      orderFinished: (_, params) => finished(params.order.integrityToken, params.method.name),
    },
  });
  const actor = createActor(machine, {
    input: { order: order(), method: method('gateway'), contact: { firstname: 'Jana', surname: ' ', email: 'jana@example.test' }, ref: 'pricelist', token: 'purchase-token', measuringId: 'm-1', project: 'demo-blog', ...input },
    ...(clock ? { clock } : {}),
  });
  actor.start();
  return { actor, calls, navigate, highlight, scroll, clear, finished };
}

describe('finishOrder machine (SPEC.md section 4, the seven steps)', () => {
  it('1: stops at an item missing personal data, scrolls to it and highlights its warning for 500 ms, sending nothing', async () => {
    const clock = new SimulatedClock();
    const flagged = order({ items: [...order().items.slice(0, 3), { type: 'private_registration', hash: 'item-private', domain: 'example.com', checked: true, period: 12, missingAnyPersonalData: true }] });
    const { actor, calls, scroll, highlight, clear } = run({ order: flagged }, {}, clock);
    expect(actor.getSnapshot().value).toBe('highlightingMissingData');
    expect([scroll.mock.calls, highlight.mock.calls]).toEqual([[['item-private']], [['item-private']]]);
    clock.increment(499);
    expect(clear).not.toHaveBeenCalled();
    clock.increment(1);
    expect(clear).toHaveBeenCalledTimes(1);
    expect(await toPromise(actor)).toEqual({ outcome: 'missingPersonalData', itemHash: 'item-private' });
    expect(calls).toEqual([]);
  });

  it('2-3-6: sends the non-empty contact with the method, reloads before submitting with the method inputs and page query, then posts the form', async () => {
    const sent: SendOrderInput[] = [];
    const reloads: ReloadPaymentsInput[] = [];
    const submitted: string[] = [];
    const gatewayReady = method('gateway', { inputs: [{ name: 'MerchantTransactionID', value: 'TX-gateway' }, { name: 'Signature', value: 'signed' }] });
    const { actor, calls, navigate, finished } = run(
      {},
      {
        sendOrder: async (input) => {
          sent.push(input);
          return order({ integrityToken: '2.token' });
        },
        reloadPayments: async (input) => {
          reloads.push(input);
          return payments({ methods: [gatewayReady] });
        },
        submitPaymentForm: async ({ order: finished, method: paying }) => {
          submitted.push(`${finished.integrityToken} ${paying.inputs.map((input) => input.name).join(',')}`);
        },
      },
    );
    expect(await toPromise(actor)).toEqual({ outcome: 'left', to: 'payment' });
    expect(calls).toEqual(['sendOrder', 'reloadPayments', 'submitPaymentForm']);
    // Step 6's callback, with the order as finishOrder answered it, once the form is on its way.
    expect(finished.mock.calls).toEqual([['2.token', 'gateway']]);
    expect(sent).toEqual([{ orderIdentifier: 'ORD-TEST0001', integrityToken: '1.token', contact: [{ name: 'firstname', value: 'Jana' }, { name: 'email', value: 'jana@example.test' }], paymentServiceName: 'gateway' }]);
    expect(reloads).toEqual([{ orderIdentifier: 'ORD-TEST0001', lastReloadBeforeSubmit: true, merchantTransactionId: 'TX-gateway', methodId: 'gateway', ref: 'pricelist', token: 'purchase-token' }]);
    expect(submitted).toEqual(['2.token MerchantTransactionID,Signature']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('4: goes straight on to the success URL with the measuring id', async () => {
    const { actor, calls, navigate, finished } = run({ method: method('bank-transfer') }, { sendOrder: async () => order(), reloadPayments: async () => payments({ goStraightOn: true }) });
    expect(await toPromise(actor)).toEqual({ outcome: 'left', to: 'success' });
    expect(finished).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['sendOrder', 'reloadPayments']);
    expect(navigate).toHaveBeenCalledWith('/checkout/ORD-TEST0001/success?mid=m-1');
  });

  it('5: pays by card with the client secret and billing details; success -> success URL, failure -> fail URL', async () => {
    const secure = { clientSecret: 'pi_1_secret', billingDetails: { name: 'Jana' } };
    const confirmed: SecurePayment[] = [];
    const requested: SecurePaymentInput[] = [];
    const base = {
      sendOrder: async () => order(),
      reloadPayments: async () => payments(),
      requestSecurePayment: async (input: SecurePaymentInput) => {
        requested.push(input);
        return secure;
      },
    };
    const paid = run({ method: method('stripe-card') }, { ...base, confirmCardPayment: async (input) => void confirmed.push(input) });
    expect(await toPromise(paid.actor)).toEqual({ outcome: 'left', to: 'success' });
    expect(paid.finished).toHaveBeenCalledTimes(1);
    expect(requested).toEqual([{ project: 'demo-blog', orderId: 'ORD-TEST0001', inputs: method('stripe-card').inputs }]);
    expect(confirmed).toEqual([secure]);
    expect(paid.navigate).toHaveBeenCalledWith('/checkout/ORD-TEST0001/success?mid=m-1');
    const declined = run({ method: method('stripe-card') }, { ...base, confirmCardPayment: async () => Promise.reject(new Error('card_declined')) });
    expect(await toPromise(declined.actor)).toEqual({ outcome: 'left', to: 'fail' });
    // Ending at the fail URL is no finished order: the hook is not called.
    expect(declined.finished).not.toHaveBeenCalled();
    expect(declined.navigate).toHaveBeenCalledWith('/checkout/ORD-TEST0001/failed?mid=m-1');
  });

  it('5: a refused secure payment request is shown on the card field and goes nowhere', async () => {
    const { actor, navigate } = run({ method: method('stripe-card') }, { sendOrder: async () => order(), reloadPayments: async () => payments(), requestSecurePayment: async () => Promise.reject(failure('PAYMENT_PROVIDER_UNAVAILABLE', 'The card payment could not be started.')) });
    expect(await toPromise(actor)).toEqual({ outcome: 'cardRefused', failure: { code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'The card payment could not be started.', fieldErrors: null } });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('7: a failed form post or reload goes to the fail URL', async () => {
    const posted = run({}, { sendOrder: async () => order(), reloadPayments: async () => payments(), submitPaymentForm: async () => Promise.reject(new Error('blocked')) });
    await toPromise(posted.actor);
    expect(posted.navigate).toHaveBeenCalledWith('/checkout/ORD-TEST0001/failed?mid=m-1');
    const reload = run({}, { sendOrder: async () => order(), reloadPayments: async () => Promise.reject(new Error('offline')) });
    await toPromise(reload.actor);
    expect(reload.navigate).toHaveBeenCalledWith('/checkout/ORD-TEST0001/failed?mid=m-1');
  });

  it('2: a refused order comes back with its field errors and goes nowhere', async () => {
    const { actor, calls, navigate } = run({}, { sendOrder: async () => Promise.reject(failure('INVALID_CONTACT', 'Please check the highlighted billing details.', { ic: 'bad' })) });
    expect(await toPromise(actor)).toEqual({ outcome: 'orderRefused', failure: { code: 'INVALID_CONTACT', message: 'Please check the highlighted billing details.', fieldErrors: { ic: 'bad' } } });
    expect(calls).toEqual(['sendOrder']);
    expect(navigate).not.toHaveBeenCalled();
  });
});
