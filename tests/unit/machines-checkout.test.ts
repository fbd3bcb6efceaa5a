import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CheckoutOrder, CheckoutPayments } from '../../contracts/checkout';
import { checkoutMachine } from '../../machines/checkout';
import type { CheckoutErrorEvent, CheckoutEvent } from '../../machines/checkout';
import { finishOrderMachine } from '../../machines/finishOrder';
import type { SendOrderInput } from '../../machines/finishOrder';
import { failure, method, order, payments } from './checkout-fixtures';

type Call = { actor: string; input: Record<string, unknown> };

function start(options: { fetched?: () => Promise<{ order: CheckoutOrder; payments: CheckoutPayments }>; change?: (actor: string, input: Record<string, unknown>) => Promise<CheckoutOrder>; reload?: () => Promise<CheckoutPayments>; finish?: typeof finishOrderMachine } = {}) {
  const calls: Call[] = [];
  const tracked: string[] = [];
  const reloadPage = vi.fn();
  const continueToPayment = vi.fn();
  let version = 1;
  const change = <I extends object>(name: string) =>
    fromPromise<CheckoutOrder, I>(async ({ input }) => {
      const given = { ...input } as Record<string, unknown>;
      calls.push({ actor: name, input: given });
      if (options.change) return options.change(name, given);
      version += 1;
      return order({ integrityToken: `${version}.token` });
    });
  const machine = checkoutMachine.provide({
    actors: {
      fetchOrder: fromPromise(async () => (options.fetched ? options.fetched() : { order: order(), payments: payments() })),
      loadPayments: fromPromise(async ({ input }: { input: { orderIdentifier: string } }) => {
        calls.push({ actor: 'loadPayments', input });
        return options.reload ? options.reload() : payments();
      }),
      updateServicePeriod: change('updateServicePeriod'),
      updatePrivateRegistration: change('updatePrivateRegistration'),
      toggleAddon: change('toggleAddon'),
      updateVoucher: change('updateVoucher'),
      updateBillingData: change('updateBillingData'),
      updateRegistrantContact: change('updateRegistrantContact'),
      ...(options.finish ? { finishOrder: options.finish } : {}),
    },
    actions: {
      track: (_, params) => void tracked.push(params.event),
      reloadPage,
      continueToPayment,
    },
  });
  const actor = createActor(machine, { input: { orderIdentifier: 'ORD-TEST0001', project: 'demo-blog', ref: 'pricelist', token: 'purchase-token', measuringId: 'm-1' } }).start();
  const send = async (event: CheckoutEvent, settle: (value: ReturnType<typeof actor.getSnapshot>) => boolean = (snapshot) => snapshot.matches({ ready: 'idle' }) || snapshot.status === 'done') => {
    actor.send(event);
    return waitFor(actor, settle);
  };
  return { actor, calls, tracked, reloadPage, continueToPayment, send };
}

const ready = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));

describe('checkout machine (SPEC.md section 4)', () => {
  it('fetches the order and its payment methods, keeping the billing values and opening the method the server marks open', async () => {
    const { actor } = start();
    const snapshot = await ready(actor);
    expect(snapshot.context.billing).toEqual({ firstname: 'Jana', surname: '', country: 'CZ' });
    expect(snapshot.context.chosenMethod?.name).toBe('gateway');
  });

  it('shows a failed fetch\'s message and fetches again on retry', async () => {
    let attempts = 0;
    const { actor } = start({
      fetched: async () => {
        attempts += 1;
        if (attempts === 1) throw failure('ORDER_NOT_FOUND', 'We could not find this order in your account.');
        return { order: order(), payments: payments() };
      },
    });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('fetchFailed'));
    expect(failed.context.errorMessage).toBe('We could not find this order in your account.');
    actor.send({ type: 'checkout.retry' });
    await ready(actor);
  });

  it('changes an item\'s period with the current token, then reloads the payment methods and keeps the chosen one', async () => {
    const { actor, calls, send } = start();
    await ready(actor);
    await send({ type: 'payment.choose', name: 'bank-transfer' });
    const after = await send({ type: 'item.changePeriod', hash: 'item-package', period: 'month', units: 24 });
    expect(calls).toEqual([
      { actor: 'updateServicePeriod', input: { orderIdentifier: 'ORD-TEST0001', integrityToken: '1.token', hash: 'item-package', period: 'month', units: 24 } },
      { actor: 'loadPayments', input: { orderIdentifier: 'ORD-TEST0001' } },
    ]);
    expect([after.context.order?.integrityToken, after.context.chosenMethod?.name]).toEqual(['2.token', 'bank-transfer']);
  });

  it('finishes an order whose Finish was pressed while the VAT was recalculated (the tax ID left by that very press), once the change is saved', async () => {
    let release: (() => void) | undefined;
    const { actor, calls } = start({
      change: (_name, input) =>
        new Promise((resolve) => {
          release = () => resolve(order({ integrityToken: `2.${String(input.integrityToken)}` }));
        }),
      // The finish flow's first call never answers: the order stays being finished.
      finish: finishOrderMachine.provide({ actors: { sendOrder: fromPromise<CheckoutOrder, SendOrderInput>(() => new Promise(() => {})) } }),
    });
    await ready(actor);
    actor.send({ type: 'billing.recalculateVat' });
    actor.send({ type: 'order.finish' });
    expect(actor.getSnapshot().matches({ ready: 'recalculatingVat' })).toBe(true);
    expect(actor.getSnapshot().context.finishRequested).toBe(true);
    release?.();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'finishing' }) || snapshot.status === 'done');
    expect(calls.map((call) => call.actor)).toEqual(['updateBillingData', 'loadPayments']);
    expect(actor.getSnapshot().context.finishRequested).toBe(false);
  });

  it('drops a Finish pressed during a change that fails: the failure is shown, nothing is finished', async () => {
    const { actor, send } = start({ change: async () => Promise.reject(failure(null, 'Failed to fetch')) });
    await ready(actor);
    actor.send({ type: 'billing.recalculateVat' });
    const after = await send({ type: 'order.finish' });
    expect(after.matches({ ready: 'idle' })).toBe(true);
    expect([after.context.errorMessage, after.context.finishRequested]).toEqual(['Failed to fetch', false]);
  });

  it('keeps the chosen method by its opposite element id when the reloaded list names it differently', async () => {
    const renamed = payments({ methods: [method('gateway'), method('card-3ds', { type: 'stripe', elementId: 'payment-method-card-3ds', oppositeElementId: 'payment-method-stripe-card' })] });
    const { actor, send } = start({ reload: async () => renamed });
    await ready(actor);
    await send({ type: 'payment.choose', name: 'stripe-card' });
    const after = await send({ type: 'voucher.submit', code: 'WELCOME10' });
    expect(after.context.chosenMethod?.name).toBe('card-3ds');
  });

  it('toggles private registration with enable the opposite of checked, and add-ons by their state, each with its period (SPEC.md section 7)', async () => {
    const { actor, calls, send } = start();
    await ready(actor);
    await send({ type: 'item.togglePrivateRegistration', domain: 'example.com', checked: true, period: 2 });
    await send({ type: 'item.toggleAddon', identifier: 'email-plus', hash: 'offer:email-plus', checked: false, period: 12 });
    expect(calls.filter((call) => call.actor !== 'loadPayments').map((call) => [call.actor, call.input.enable ?? call.input.checked, call.input.period])).toEqual([
      ['updatePrivateRegistration', false, 2],
      ['toggleAddon', false, 12],
    ]);
  });

  it('applies and removes a voucher, recording the voucher applied; a refused voucher shows its message by the voucher box', async () => {
    const { actor, calls, tracked, send } = start({
      change: async (_name, input) => {
        if (input.code === 'EXPIRED') throw failure('VOUCHER_EXPIRED', 'This voucher has expired.');
        return order({ integrityToken: '2.token' });
      },
    });
    await ready(actor);
    const refused = await send({ type: 'voucher.submit', code: 'EXPIRED' });
    expect([refused.context.voucherError, refused.context.errorMessage]).toEqual(['This voucher has expired.', null]);
    await send({ type: 'voucher.submit', code: 'WELCOME10' });
    const removed = await send({ type: 'voucher.delete' });
    expect(removed.context.voucherError).toBeNull();
    expect(calls.filter((call) => call.actor === 'updateVoucher').map((call) => call.input.code)).toEqual(['EXPIRED', 'WELCOME10', null]);
    expect(tracked).toEqual(['checkout.voucherApplied']);
  });

  it('changes the country with the non-empty billing values and shows field errors with the business and tax ID messages', async () => {
    const { actor, calls, send } = start({ change: async () => Promise.reject(failure('INVALID_CONTACT', 'Please check the highlighted billing details.', { ic: 'server says no', email: 'Please enter a valid e-mail address' })) });
    await ready(actor);
    await send({ type: 'billing.change', name: 'ic', value: '1234' });
    const after = await send({ type: 'billing.changeCountry', country: 'DE' });
    expect(calls[0]?.input.contact).toEqual([{ name: 'firstname', value: 'Jana' }, { name: 'country', value: 'DE' }, { name: 'ic', value: '1234' }]);
    expect(after.context.billingErrors).toEqual({ ic: 'Please enter a valid Business ID', email: 'Please enter a valid e-mail address' });
    // Typing into a field clears its error.
    const typed = await send({ type: 'billing.change', name: 'ic', value: '25596641' });
    expect(typed.context.billingErrors).toEqual({ email: 'Please enter a valid e-mail address' });
  });

  it('records a stale integrity token and reloads the page', async () => {
    const { actor, tracked, reloadPage, send } = start({ change: async () => Promise.reject(failure('INVALID_INTEGRITY_TOKEN', 'Your order has changed in the meantime.')) });
    await ready(actor);
    const after = await send({ type: 'billing.recalculateVat' });
    expect(after.value).toBe('integrityLost');
    expect(tracked).toEqual(['checkout.integrityTokenInvalid']);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('shows any other failed change\'s message', async () => {
    const { actor, send } = start({ change: async () => Promise.reject(failure('INVALID_PERIOD', 'This billing period is not available for the item.')) });
    await ready(actor);
    const after = await send({ type: 'item.changePeriod', hash: 'item-package', period: 'month', units: 7 });
    expect(after.context.errorMessage).toBe('This billing period is not available for the item.');
  });

  it('finishes through the finishOrder machine: field errors land on the billing form, leaving ends the checkout', async () => {
    const refusing = finishOrderMachine.provide({ actors: { sendOrder: fromPromise(async () => Promise.reject(failure('INVALID_CONTACT', 'Please check the highlighted billing details.', { dic: 'x' }))) } });
    const refused = start({ finish: refusing });
    await ready(refused.actor);
    const after = await refused.send({ type: 'order.finish' });
    expect(after.context.billingErrors).toEqual({ dic: 'Please enter a valid DIČ' });

    const navigate = vi.fn();
    const leaving = finishOrderMachine.provide({
      actors: { sendOrder: fromPromise(async () => order()), reloadPayments: fromPromise(async () => payments({ goStraightOn: true })) },
      actions: { navigate: (_, params) => navigate(params.url) },
    });
    const left = start({ finish: leaving });
    await ready(left.actor);
    const done = await left.send({ type: 'order.finish' });
    expect(done.value).toBe('left');
    expect(navigate).toHaveBeenCalledWith('/checkout/ORD-TEST0001/success?mid=m-1');
    // 'Order Finished' is the finish flow's orderFinished hook, provided by the page: the checkout records nothing.
    expect(left.tracked).toEqual([]);
  });

  it('asks for a payment method before finishing when none is chosen', async () => {
    const { actor, send } = start({ fetched: async () => ({ order: order(), payments: payments({ methods: [] }) }) });
    await ready(actor);
    const after = await send({ type: 'order.finish' });
    expect([after.value, after.context.paymentError]).toEqual([{ ready: 'idle' }, 'Please choose a payment method.']);
  });
});

describe('checkout machine: error events (SPEC.md section 8)', () => {
  /** The error events the actor emits, as the app would observe them. */
  function observe(actor: ReturnType<typeof start>['actor']) {
    const raised: CheckoutErrorEvent[] = [];
    actor.on('*', (event) => void raised.push(event));
    return raised;
  }

  it('raises each failed order action\'s error event with the message it shows', async () => {
    const refusal = failure('INVALID_PERIOD', 'This billing period is not available for the item.');
    const { actor, send } = start({ change: async () => Promise.reject(refusal) });
    const raised = observe(actor);
    await ready(actor);
    const actions: [CheckoutEvent, CheckoutErrorEvent['type']][] = [
      [{ type: 'item.changePeriod', hash: 'item-package', period: 'month', units: 7 }, 'item.changePeriodFailed'],
      [{ type: 'item.togglePrivateRegistration', domain: 'example.com', checked: true, period: 1 }, 'item.togglePrivateRegistrationFailed'],
      [{ type: 'item.toggleAddon', identifier: 'email-plus', hash: 'offer:email-plus', checked: false, period: 12 }, 'item.toggleAddonFailed'],
      [{ type: 'voucher.submit', code: 'WELCOME10' }, 'voucher.submitFailed'],
      [{ type: 'voucher.delete' }, 'voucher.deleteFailed'],
      [{ type: 'billing.recalculateVat' }, 'billing.recalculateVatFailed'],
      [{ type: 'billing.changeCountry', country: 'DE' }, 'billing.changeCountryFailed'],
      [{ type: 'registrant.save', holders: [holder('example.com', 'Dana')] }, 'registrant.saveFailed'],
    ];
    for (const [event, type] of actions) {
      raised.length = 0;
      const after = await send(event);
      expect(raised).toEqual([{ type, code: 'INVALID_PERIOD', message: refusal.message }]);
      expect([after.context.errorMessage, after.context.voucherError]).toContain(refusal.message);
    }
  });

  it('raises the error event of a change refused with field errors, of a refused finish and of a failed fetch', async () => {
    const fields = failure('INVALID_CONTACT', 'Please check the highlighted billing details.', { dic: 'x' });
    const refusing = finishOrderMachine.provide({ actors: { sendOrder: fromPromise(async () => Promise.reject(failure('ORDER_EXPIRED', 'The time to pay this order by bank transfer is over.'))) } });
    const { actor, send } = start({ change: async () => Promise.reject(fields), finish: refusing });
    const raised = observe(actor);
    await ready(actor);
    await send({ type: 'billing.recalculateVat' });
    const after = await send({ type: 'order.finish' });
    expect(after.context.finishError).toBe('The time to pay this order by bank transfer is over.');
    expect(raised).toEqual([
      { type: 'billing.recalculateVatFailed', code: 'INVALID_CONTACT', message: fields.message },
      { type: 'order.finishFailed', code: 'ORDER_EXPIRED', message: 'The time to pay this order by bank transfer is over.' },
    ]);

    const unfetched = start({ fetched: async () => Promise.reject(failure('ORDER_NOT_FOUND', 'We could not find this order in your account.')) });
    const fetchRaised = observe(unfetched.actor);
    await waitFor(unfetched.actor, (snapshot) => snapshot.matches('fetchFailed'));
    expect(fetchRaised).toEqual([{ type: 'order.fetchFailed', code: 'ORDER_NOT_FOUND', message: 'We could not find this order in your account.' }]);
  });

  it('raises none for a stale token: the page reloads instead', async () => {
    const stale = start({ change: async () => Promise.reject(failure('INVALID_INTEGRITY_TOKEN', 'Your order has changed in the meantime.')) });
    const raised = observe(stale.actor);
    await ready(stale.actor);
    expect((await stale.send({ type: 'voucher.submit', code: 'WELCOME10' })).value).toBe('integrityLost');
    expect(raised).toEqual([]);
  });
});

const holder = (domain: string, firstname: string) => ({
  domain,
  contact: { address: 'Karlova 1', city: 'Praha', company: '', countryCode: 'CZ', dic: '', email: 'dana@example.com', firstname, ico: '', phone: '+420 601 123 456', state: '', surname: 'Demo', zip: '11000' },
});

describe('checkout machine: the personal data step (registrant.save)', () => {
  it('saves the changed holders one after another, each with the token the previous save answered, then reloads the methods and goes on to payment', async () => {
    const { actor, calls, continueToPayment, send } = start();
    await ready(actor);
    const snapshot = await send({ type: 'registrant.save', holders: [holder('example.com', 'Dana'), holder('example.org', 'Jan')] });
    expect(calls.map((call) => [call.actor, call.input['domain'], call.input['integrityToken']])).toEqual([
      ['updateRegistrantContact', 'example.com', '1.token'],
      ['updateRegistrantContact', 'example.org', '2.token'],
      ['loadPayments', undefined, undefined],
    ]);
    expect(calls[0]?.input).toMatchObject({ orderIdentifier: 'ORD-TEST0001', contact: { firstname: 'Dana', countryCode: 'CZ' } });
    expect(snapshot.context.order?.integrityToken).toBe('3.token');
    expect(snapshot.context.pendingHolders).toEqual([]);
    expect(continueToPayment).toHaveBeenCalledTimes(1);
  });

  it('with no holder changed saves nothing and goes straight on to payment', async () => {
    const { actor, calls, continueToPayment } = start();
    await ready(actor);
    actor.send({ type: 'registrant.save', holders: [] });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(calls).toEqual([]);
    expect(continueToPayment).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's field errors for that domain's form (IČO and DIČ with the product's messages) and stays on the step", async () => {
    const { actor, continueToPayment, send } = start({
      change: async () => {
        throw failure('INVALID_CONTACT', 'Please check the holder.', { email: 'Please enter a valid e-mail address', ico: 'bad', dic: 'bad' });
      },
    });
    await ready(actor);
    const snapshot = await send({ type: 'registrant.save', holders: [holder('example.com', 'Dana')] });
    expect(snapshot.context.registrantErrors).toEqual({ 'example.com': { email: 'Please enter a valid e-mail address', ico: 'Please enter a valid Business ID', dic: 'Please enter a valid DIČ' } });
    expect(snapshot.context.errorMessage).toBeNull();
    expect(continueToPayment).not.toHaveBeenCalled();
    // Saving again starts with the errors cleared.
    actor.send({ type: 'registrant.save', holders: [holder('example.com', 'Dana')] });
    expect(actor.getSnapshot().context.registrantErrors).toEqual({});
  });

  it('shows any other refusal above the form, and a stale token reloads the page like every other order action', async () => {
    const refused = start({
      change: async () => {
        throw failure('ITEM_NOT_FOUND', 'This order has no domain example.com.');
      },
    });
    await ready(refused.actor);
    expect((await refused.send({ type: 'registrant.save', holders: [holder('example.com', 'Dana')] })).context.errorMessage).toBe('This order has no domain example.com.');

    const stale = start({
      change: async () => {
        throw failure('INVALID_INTEGRITY_TOKEN');
      },
    });
    await ready(stale.actor);
    const snapshot = await stale.send({ type: 'registrant.save', holders: [holder('example.com', 'Dana')] });
    expect(snapshot.value).toBe('integrityLost');
    expect(stale.reloadPage).toHaveBeenCalledTimes(1);
    expect(stale.tracked).toContain('checkout.integrityTokenInvalid');
    expect(stale.continueToPayment).not.toHaveBeenCalled();
  });
});
