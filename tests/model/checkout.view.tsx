/**
 * How the checkout machine shows on the real checkout screen (/checkout/ORD-1001?ref=pricelist&token=page-token):
 * each state's visible signature and, for each event, what the shopper does or how the server answers. Every
 * GraphQL request waits in MSW until the path answers it (checkout.network.ts): with data, an error carrying
 * extensions.code (INVALID_INTEGRITY_TOKEN, INVALID_CONTACT with extensions.errors) or a network failure. The
 * finish flow runs for real inside the screen (its own steps are finishOrder.view.tsx's); leaving the page and
 * reloading it are watched on src/features/checkout/browser.ts, and the 500 ms warning highlight runs on the
 * actors' simulated clock. Read by checkout.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, vi, type MockInstance } from 'vitest';
import { SimulatedClock, type EventObject, type SnapshotFrom } from 'xstate';
import { CHECKOUT_GENERAL_ERROR, CHECKOUT_SIGNED_OUT_MESSAGE, WARNING_HIGHLIGHT_MS, nonEmptyContact } from '../../contracts/checkout';
import { checkoutMachine, type CheckoutContext } from '../../machines/checkout';
import { toOrderView } from '../../src/features/checkout/api/order-fields';
import { toPayments } from '../../src/features/checkout/api/payment-fields';
import { browser } from '../../src/features/checkout/browser';
import { renderApp } from '../fixtures/app';
import { checkoutError, orderFixture, paymentsFixture, privateRegistrationItem, type OrderFixture, type PaymentsFixture } from '../msw/checkout';
import { errorBody, server } from '../msw/server';
import { actorClock, HeldCheckout, type CheckoutOperation } from './checkout.network';
import { INIT_EVENT, type ViewModel } from './harness';
import { TRANSFER_INSTRUCTIONS } from '../fixtures/transfer';

// The checkout is a lazy route; importing it once here keeps a first path from waiting on it.
await import('../../src/features/checkout/CheckoutPage');

export const CHECKOUT_URL = '/checkout/ORD-1001?ref=pricelist&token=page-token';
const SUCCESS_URL = '/checkout/ORD-1001/success';
const [PACKAGE, STORAGE] = orderFixture().items;

/** A domain with a package: billing periods, an offered add-on and the domain's private registration. */
export function checkoutOrder(change: Partial<OrderFixture> = {}, missingPersonalData = false): OrderFixture {
  const items = [PACKAGE, STORAGE, { ...privateRegistrationItem, missingAnyPersonalData: missingPersonalData }].filter((item) => item !== undefined);
  return orderFixture({ type: 'DOMAIN_WITH_PACKAGE', domainNames: ['my-site.com'], items: items as OrderFixture['items'], ...change });
}

const COMPLETE = checkoutOrder();
const MISSING_DATA = checkoutOrder({}, true);
/** What every accepted change answers: the order with a new token and a new total. */
const CHANGED = checkoutOrder({ integrityToken: 'token-2', priceWithVat: { formatted: '€140.00' } });
const WITH_VOUCHER = checkoutOrder({ integrityToken: 'token-2', voucher: { code: 'WELCOME10', text: '10 % off everything' }, originalPriceFormatted: '€146.24', priceWithVat: { formatted: '€118.46' } });
/** The order in each status the checkout shows its own screen for. */
const INSTRUCTIONS = TRANSFER_INSTRUCTIONS;
const AWAITING_ONLINE = checkoutOrder({ status: 'AWAITING_PAYMENT' });
const AWAITING_TRANSFER = checkoutOrder({ status: 'AWAITING_PAYMENT', paymentInstructions: INSTRUCTIONS, payBy: '2026-12-05T10:00:00.000Z' });
const PAID = checkoutOrder({ status: 'PAID', paidAt: '2026-11-21T10:00:00.000Z' });
const EXPIRED = checkoutOrder({ status: 'AWAITING_PAYMENT', paymentInstructions: INSTRUCTIONS, payBy: '2026-11-20T10:00:00.000Z', expired: true });
const ALREADY_PAID = { code: 'ORDER_ALREADY_PAID', message: 'This order is already paid, so nothing was sent and nothing more will be charged. Show the order to see it.' };
const PAYMENTS = paymentsFixture();
const NO_METHODS: PaymentsFixture = { goStraightOn: false, methods: [] };
const TITLES: Record<string, string> = Object.fromEntries(PAYMENTS.methods.map((method) => [method.name, method.title]));

const failure = (code: string | null, message: string, fieldErrors: Record<string, string> | null = null) => Object.assign(new Error(message), { code, fieldErrors });
const STALE = failure('INVALID_INTEGRITY_TOKEN', 'Your order has changed in the meantime. Please reload the page.');
const changeFailures = [
  { $name: 'stale token', error: STALE },
  { $name: 'refused', error: failure('INVALID_PERIOD', 'This billing period is not available for the item.') },
];
const billingFailures = [...changeFailures, { $name: 'field errors', error: failure('INVALID_CONTACT', 'Please check the billing details.', { surname: 'Please enter your surname' }) }];
const BROWSER_REFUSED = new Error('The browser could not open the payment page.');
const SECURE_REFUSED = { code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'The card payment could not be started.' };

/** Each change's invocation id, the operation the page sends for it, and the mutation's field in the answer. */
const CHANGES: Record<string, { operation: CheckoutOperation; field: string }> = {
  changeVariant: { operation: 'UpdateOrderServicePeriod', field: 'updateOrderServicePeriod' },
  togglePrivateRegistration: { operation: 'UpdateOrderPrivateRegistration', field: 'updateOrderPrivateRegistration' },
  // The offered add-on (not in the order) is added by its identifier.
  toggleAddon: { operation: 'AddOrderAdditionalItem', field: 'addOrderAdditionalItem' },
  submitVoucher: { operation: 'UpdateOrderVoucher', field: 'updateOrderVoucher' },
  deleteVoucher: { operation: 'UpdateOrderVoucher', field: 'updateOrderVoucher' },
  recalculateVat: { operation: 'UpdateBillingDataAndRecalculateVat', field: 'updateBillingDataAndRecalculateVat' },
  changeCountry: { operation: 'UpdateBillingDataAndRecalculateVat', field: 'updateBillingDataAndRecalculateVat' },
};

/** What the shopper does; the rest are the server's answers (and the clock). */
const USER_EVENTS = new Set(['checkout.retry', 'checkout.reload', 'order.pay', 'item.changePeriod', 'item.togglePrivateRegistration', 'item.toggleAddon', 'voucher.submit', 'voucher.delete', 'billing.recalculateVat', 'billing.changeCountry', 'billing.change', 'billing.toggleCompany', 'payment.choose', 'payment.error', 'billing.error', 'order.updated', 'order.finish']);
const EVERYWHERE_IN_READY = new Set(['billing.change', 'billing.toggleCompany', 'payment.choose', 'payment.error', 'billing.error', 'order.updated']);

export interface CheckoutScreenDriver {
  network: HeldCheckout;
  clock: SimulatedClock;
  user: UserEvent | null;
  assign: MockInstance<(url: string) => void>;
  reload: MockInstance<() => void>;
  scrolled: string[];
}

type Snapshot = SnapshotFrom<typeof checkoutMachine>;
type CheckoutScreenModel = ViewModel<typeof checkoutMachine, CheckoutScreenDriver>;

function userOf(driver: CheckoutScreenDriver): UserEvent {
  if (!driver.user) throw new Error('The checkout is not open yet');
  return driver.user;
}

/** The order as the path answered it: the server's fixture, or (order.updated) the order as the app maps it. */
const orderOf = (context: CheckoutContext) => context.order as (Omit<OrderFixture, 'priceWithVat'> & { priceWithVat: { formatted: string } | string }) | null;
const totalOf = (context: CheckoutContext) => {
  const price = orderOf(context)?.priceWithVat;
  return typeof price === 'string' ? price : (price?.formatted ?? '');
};
const missesPersonalData = (context: CheckoutContext) => context.order?.items.some((item) => item.missingAnyPersonalData === true) === true;
const finishButton = () => screen.getByRole('button', { name: /^Finish (and pay|order)$/ });
const payButton = () => screen.getByRole('button', { name: 'Pay now' });
/** Beside the checkout's button: why it was refused. */
const refusal = () => document.querySelector('.checkout-finish-refusal [role="alert"]');

/** A read-only order: no control changes it, and no button finishes it. */
function expectReadOnly(): void {
  expect(screen.queryByRole('button', { name: /^Finish/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  expect(screen.queryByRole('radiogroup', { name: /Billing period/ })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Your order' })).toBeInTheDocument();
}

/** The order's status screen, and no call waiting or made to finish it again. */
async function expectStatusScreen(driver: CheckoutScreenDriver, heading: string): Promise<void> {
  expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  expectReadOnly();
  expect(driver.network.waitingOperations()).toEqual([]);
  expect(driver.network.calls.map((call) => call.operation)).not.toContain('FinishOrder');
}
const warningIcon = () => screen.getByRole('img', { name: 'Warning' });

/** The answer to a failed request: a GraphQL error with its code (and field errors), or no answer at all. */
function errorResponse(error: unknown): Response {
  const { code, message, fieldErrors } = error as { code: string | null; message: string; fieldErrors: Record<string, string> | null };
  return code === null ? HttpResponse.error() : checkoutError(message, code, fieldErrors ?? undefined);
}

/** Opens the checkout with every checkout request held, the browser's leaving watched and the actors on a simulated clock. */
export function openCheckoutDriver(): CheckoutScreenDriver {
  const clock = new SimulatedClock();
  actorClock.current = clock;
  const scrolled: string[] = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this.id);
  };
  return {
    network: new HeldCheckout(),
    clock,
    user: null,
    assign: vi.spyOn(browser, 'assign').mockImplementation(() => {}),
    reload: vi.spyOn(browser, 'reload').mockImplementation(() => {}),
    scrolled,
  };
}

/** Nothing is under way: no request waits, the page says no update, and Finish can be pressed. */
export async function expectSettled(driver: CheckoutScreenDriver): Promise<void> {
  await waitFor(() => expect(finishButton()).not.toHaveAttribute('data-pending'));
  expect(screen.queryByText('Updating your order…')).not.toBeInTheDocument();
  expect(driver.network.waitingOperations()).toEqual([]);
}

/** The order, its messages and the chosen payment method as the context holds them. */
function expectOrderShown(context: CheckoutContext): void {
  const order = orderOf(context);
  expect(screen.getByRole('heading', { level: 2, name: 'Your order' })).toBeInTheDocument();
  expect(screen.getByText('Price with VAT').nextSibling).toHaveTextContent(totalOf(context));
  expect(document.querySelector('.checkout-error')).toHaveTextContent(context.errorMessage ?? '', { normalizeWhitespace: true });
  expect(refusal()).toHaveTextContent(context.finishError ?? '', { normalizeWhitespace: true });
  if (order?.voucher) expect(screen.getByRole('button', { name: `Remove voucher ${order.voucher.code}` })).toBeInTheDocument();
  else expect(screen.getByRole('textbox', { name: 'Voucher code' })).toHaveAccessibleDescription(context.voucherError ?? '');
  const payment = screen.getByRole('region', { name: 'Payment' });
  if (context.paymentError) expect(within(payment).getByRole('alert')).toHaveTextContent(context.paymentError);
  else expect(within(payment).getByRole('alert')).toBeEmptyDOMElement();
  const chosen = context.chosenMethod;
  if (chosen) expect(within(payment).getByRole('radio', { name: new RegExp(TITLES[chosen.name] ?? chosen.name) })).toBeChecked();
  else expect(within(payment).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
  for (const [field, message] of Object.entries(context.billingErrors)) {
    expect(screen.getByRole('textbox', { name: new RegExp(field === 'surname' ? 'Surname' : field) })).toHaveAccessibleDescription(message);
  }
}

/** An order change waits for the server with the token of the order on screen. */
function changing(id: string, expected: Record<string, unknown>) {
  const change = CHANGES[id];
  if (!change) throw new Error(`No change ${id}`);
  return async (driver: CheckoutScreenDriver, snapshot: Snapshot) => {
    expect(await screen.findByText('Updating your order…')).toBeInTheDocument();
    await waitFor(() => expect(driver.network.waitingOperations()).toEqual([change.operation]));
    expect(driver.network.variables(change.operation)).toMatchObject({ orderIdentifier: 'ORD-1001', integrityToken: snapshot.context.order?.integrityToken, ...expected });
    expectOrderShown(snapshot.context);
  };
}

const answerChange = (id: string) => {
  const change = CHANGES[id];
  if (!change) throw new Error(`No change ${id}`);
  return {
    [`xstate.done.actor.${id}`]: (driver: CheckoutScreenDriver, event: EventObject) => driver.network.data(change.operation, { [change.field]: (event as EventObject & { output: unknown }).output }),
    [`xstate.error.actor.${id}`]: (driver: CheckoutScreenDriver, event: EventObject) => driver.network.answer(change.operation, errorResponse((event as EventObject & { error: unknown }).error)),
  };
};

/** Pay now's answers: the finish flow goes on from its reload before paying (FinishOrder is not sent again). */
async function payWith(driver: CheckoutScreenDriver, outcome: string | undefined): Promise<void> {
  switch (outcome) {
    case 'left':
      return driver.network.data('CheckoutPaymentMethods', { paymentMethods: { ...PAYMENTS, goStraightOn: true } });
    case 'card refused':
      server.use(http.post('*/api/payments/secure', () => HttpResponse.json(errorBody(SECURE_REFUSED.message, SECURE_REFUSED.code), { status: 502 })));
      return driver.network.data('CheckoutPaymentMethods', { paymentMethods: { ...PAYMENTS, methods: PAYMENTS.methods.map((method) => ({ ...method, type: 'stripe' })) } });
    default:
      throw new Error(`No pay outcome ${String(outcome)}`);
  }
}

/** The finish flow's own answers, for the outcome the path gives it (its steps are finishOrder.view.tsx's paths). */
async function finishWith(driver: CheckoutScreenDriver, outcome: string | undefined): Promise<void> {
  const sent = { finishOrder: { ...COMPLETE, status: 'AWAITING_PAYMENT' } };
  switch (outcome) {
    case 'left':
      await driver.network.data('FinishOrder', sent);
      await driver.network.data('CheckoutPaymentMethods', { paymentMethods: { ...PAYMENTS, goStraightOn: true } });
      return;
    case 'missing personal data':
      driver.clock.increment(WARNING_HIGHLIGHT_MS);
      return;
    case 'field errors':
      return driver.network.answer('FinishOrder', checkoutError('Please check the billing details.', 'INVALID_CONTACT', { surname: 'Please enter your surname' }));
    case 'stale token':
      return driver.network.answer('FinishOrder', errorResponse(STALE));
    case 'already paid':
      return driver.network.answer('FinishOrder', checkoutError(ALREADY_PAID.message, ALREADY_PAID.code));
    case 'card refused':
      server.use(http.post('*/api/payments/secure', () => HttpResponse.json(errorBody(SECURE_REFUSED.message, SECURE_REFUSED.code), { status: 502 })));
      await driver.network.data('FinishOrder', sent);
      await driver.network.data('CheckoutPaymentMethods', { paymentMethods: { ...PAYMENTS, methods: PAYMENTS.methods.map((method) => ({ ...method, type: 'stripe' })) } });
      return;
    default:
      throw new Error(`No finish outcome ${String(outcome)}`);
  }
}

export const checkoutScreenModel: CheckoutScreenModel = {
  machine: checkoutMachine,
  input: { orderIdentifier: 'ORD-1001', project: '', ref: 'pricelist', token: 'page-token', measuringId: '' },
  // What the screen shows differently: whether a method is chosen, a voucher applied, an item misses personal data.
  serializeContext: (context) => ({ chosen: context.chosenMethod !== null, voucher: orderOf(context)?.voucher != null, missing: missesPersonalData(context), finishRequested: context.finishRequested }),
  filterEvents: (snapshot, event) => {
    const { context } = snapshot;
    // The holders are saved on the personal data page (tests/checkout-personal-data.test.tsx); this is the payment step.
    if (event.type === 'registrant.save') return false;
    const name = '$name' in event ? event.$name : undefined;
    // An order missing personal data is only finished (and stopped): its other ways are the complete order's.
    if (missesPersonalData(context)) return event.type === 'order.finish' || (event.type === 'xstate.done.actor.finishOrder' && name === 'missing personal data');
    if (event.type === 'xstate.done.actor.finishOrder') return name !== 'missing personal data';
    // Show the order as it is now: offered beside the button after a refused finish.
    if (event.type === 'checkout.reload') return context.finishError !== null;
    // Without payment methods the shopper can only try to finish (the other ways are walked with methods).
    if (snapshot.matches('ready') && context.chosenMethod === null) return event.type === 'order.finish' || !USER_EVENTS.has(event.type);
    // A voucher is applied on the empty field and removed by its own button; with one applied, only its removal
    // is walked (every other change is walked without it).
    if (orderOf(context)?.voucher != null) return event.type === 'voucher.delete' || !USER_EVENTS.has(event.type);
    if (event.type === 'voucher.delete') return false;
    // Typing, choosing and the events sent to the actor are one transition of 'ready' each, whatever the child
    // state: walked from idle, they need not multiply every change's paths.
    if (EVERYWHERE_IN_READY.has(event.type)) return snapshot.matches({ ready: 'idle' }) && (event.type !== 'payment.choose' || context.chosenMethod?.name !== 'bank-transfer');
    // Finish pressed while a change is saved is one transition of 'ready': walked while the VAT is recalculated (the
    // tax ID's blur), where a customer meets it, and not again once requested.
    if (event.type === 'order.finish' && snapshot.matches('ready') && !snapshot.matches({ ready: 'idle' })) return snapshot.matches({ ready: 'recalculatingVat' }) && !context.finishRequested;
    return true;
  },
  // No control sends these alone: the company switch sends billing.toggleCompany together with billing.recalculateVat;
  // order.updated, payment.error and billing.error come from nowhere on this screen (yet).
  sentToActor: ['billing.toggleCompany', 'order.updated', 'payment.error', 'billing.error'],
  eventCases: {
    'xstate.done.actor.fetchOrder': [
      { $name: 'with methods', output: { order: COMPLETE, payments: PAYMENTS } },
      { $name: 'no methods', output: { order: COMPLETE, payments: NO_METHODS } },
      { $name: 'missing personal data', output: { order: MISSING_DATA, payments: PAYMENTS } },
      { $name: 'awaiting an online payment', output: { order: AWAITING_ONLINE, payments: PAYMENTS } },
      { $name: 'awaiting a bank transfer', output: { order: AWAITING_TRANSFER, payments: PAYMENTS } },
      { $name: 'paid', output: { order: PAID, payments: PAYMENTS } },
      { $name: 'bank transfer expired', output: { order: EXPIRED, payments: PAYMENTS } },
    ],
    'xstate.error.actor.fetchOrder': [
      { $name: 'not found', error: failure('ORDER_NOT_FOUND', 'We could not find this order in your account.') },
      { $name: 'nobody signed in', error: failure('UNAUTHENTICATED', 'Please sign in first.') },
    ],
    'xstate.done.actor.changeVariant': [{ output: CHANGED }],
    'xstate.error.actor.changeVariant': changeFailures,
    'xstate.done.actor.togglePrivateRegistration': [{ output: CHANGED }],
    'xstate.error.actor.togglePrivateRegistration': changeFailures,
    'xstate.done.actor.toggleAddon': [{ output: CHANGED }],
    'xstate.error.actor.toggleAddon': changeFailures,
    'xstate.done.actor.submitVoucher': [{ output: WITH_VOUCHER }],
    'xstate.error.actor.submitVoucher': changeFailures,
    'xstate.done.actor.deleteVoucher': [{ output: CHANGED }],
    'xstate.error.actor.deleteVoucher': changeFailures,
    'xstate.done.actor.recalculateVat': [{ output: CHANGED }],
    'xstate.error.actor.recalculateVat': billingFailures,
    'xstate.done.actor.changeCountry': [{ output: CHANGED }],
    'xstate.error.actor.changeCountry': billingFailures,
    'xstate.done.actor.reloadPayments': [{ output: PAYMENTS }],
    // No answer at all: the page says what a shopper can act on, not 'Failed to fetch'.
    'xstate.error.actor.reloadPayments': [{ $name: 'network down', error: failure(null, CHECKOUT_GENERAL_ERROR) }],
    'xstate.done.actor.finishOrder': [
      { $name: 'left', output: { outcome: 'left', to: 'success' } },
      { $name: 'missing personal data', output: { outcome: 'missingPersonalData', itemHash: 'item-private' } },
      { $name: 'field errors', output: { outcome: 'orderRefused', failure: { code: 'INVALID_CONTACT', message: 'Please check the billing details.', fieldErrors: { surname: 'Please enter your surname' } } } },
      { $name: 'stale token', output: { outcome: 'orderRefused', failure: { code: 'INVALID_INTEGRITY_TOKEN', message: STALE.message, fieldErrors: null } } },
      { $name: 'card refused', output: { outcome: 'cardRefused', failure: { ...SECURE_REFUSED, fieldErrors: null } } },
      { $name: 'already paid', output: { outcome: 'orderRefused', failure: { ...ALREADY_PAID, fieldErrors: null } } },
    ],
    // The finish flow itself fails: the browser refuses the address it is sent to.
    'xstate.error.actor.finishOrder': [{ $name: 'browser refuses to leave', error: BROWSER_REFUSED }],
    'xstate.done.actor.payOrder': [
      { $name: 'left', output: { outcome: 'left' } },
      { $name: 'card refused', output: { outcome: 'cardRefused', failure: { ...SECURE_REFUSED, fieldErrors: null } } },
    ],
    'xstate.error.actor.payOrder': [{ $name: 'browser refuses to leave', error: BROWSER_REFUSED }],
    'item.changePeriod': [{ hash: 'item-package', period: 'month', units: 24 }],
    'item.togglePrivateRegistration': [{ domain: 'my-site.com', checked: true, period: 1 }],
    'item.toggleAddon': [{ identifier: 'extra-storage', hash: 'offer:extra-storage', checked: false, period: 12 }],
    'voucher.submit': [{ code: 'WELCOME10' }],
    'billing.changeCountry': [{ country: 'SK' }],
    'billing.change': [{ name: 'surname', value: 'Demo' }],
    'billing.toggleCompany': [{ enabled: true }],
    'payment.choose': [{ name: 'bank-transfer' }],
    'payment.error': [{ message: 'Your card number is incomplete.' }],
    'billing.error': [{ errors: { surname: 'Please enter your surname' } }],
    'registrant.save': [{ holders: [] }],
    // Sent to the actor as the app would send it: the order and methods mapped from the server's answer.
    'order.updated': [{ $name: 'elsewhere', order: toOrderView(checkoutOrder({ integrityToken: 'token-3', priceWithVat: { formatted: '€150.00' } }) as never), payments: toPayments(PAYMENTS as never) }],
  },
  createDriver: () => openCheckoutDriver(),
  dispose: () => {
    actorClock.current = undefined;
  },
  states: {
    fetching: async (driver, snapshot) => {
      expect(await screen.findByText('Loading your order…')).toHaveAttribute('role', 'status');
      await waitFor(() => expect(driver.network.waitingOperations()).toEqual(['CheckoutOrder']));
      expect(driver.network.variables('CheckoutOrder')).toEqual({ orderIdentifier: 'ORD-1001' });
      // Loaded again after a refused finish, the order stays on screen until it is replaced.
      if (snapshot.context.order === null) expect(screen.queryByRole('heading', { level: 2, name: 'Your order' })).not.toBeInTheDocument();
      else expect(screen.getByRole('heading', { level: 2, name: 'Your order' })).toBeInTheDocument();
    },
    fetchFailed: async (driver, snapshot) => {
      expect(await screen.findByText(snapshot.context.errorMessage ?? '')).toHaveAttribute('role', 'alert');
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
      expect(screen.queryByText('Loading your order…')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 2, name: 'Your order' })).not.toBeInTheDocument();
      expect(driver.network.waitingOperations()).toEqual([]);
    },
    // The path's visitor is signed out: Log in beside Retry (tests/checkout-sign-in.test.tsx signs in from it).
    signInNeeded: async (driver) => {
      expect(await screen.findByText(CHECKOUT_SIGNED_OUT_MESSAGE)).toHaveAttribute('role', 'alert');
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 2, name: 'Your order' })).not.toBeInTheDocument();
      expect(driver.network.waitingOperations()).toEqual([]);
    },
    'ready.idle': async (driver, snapshot) => {
      await screen.findByRole('heading', { level: 2, name: 'Your order' });
      await expectSettled(driver);
      await waitFor(() => expectOrderShown(snapshot.context));
      if (missesPersonalData(snapshot.context)) expect(warningIcon()).not.toHaveClass('warning-icon--highlight');
      // Still on the checkout: it left for no payment page (an address the browser refused does not count).
      expect(driver.assign.mock.results.filter((result) => result.type === 'return')).toEqual([]);
      expect(driver.reload).not.toHaveBeenCalled();
    },
    'ready.changingVariant': changing('changeVariant', { hash: 'item-package', period: 'month', units: 24 }),
    // enable is the opposite of the switch's state.
    'ready.togglingPrivateRegistration': changing('togglePrivateRegistration', { domain: 'my-site.com', enable: false, period: 1 }),
    'ready.togglingAddon': changing('toggleAddon', { itemIdentifier: 'extra-storage', period: 12 }),
    'ready.submittingVoucher': changing('submitVoucher', { code: 'WELCOME10' }),
    'ready.deletingVoucher': changing('deleteVoucher', { code: null }),
    'ready.recalculatingVat': async (driver, snapshot) => {
      await changing('recalculateVat', {})(driver, snapshot);
      // The company switch prices the order again with company billing on.
      expect(driver.network.variables('UpdateBillingDataAndRecalculateVat')['contact']).toContainEqual({ name: 'companyBilling', value: 'true' });
    },
    'ready.changingCountry': async (driver, snapshot) => {
      await changing('changeCountry', {})(driver, snapshot);
      expect(driver.network.variables('UpdateBillingDataAndRecalculateVat')['contact']).toContainEqual({ name: 'country', value: 'SK' });
    },
    'ready.savingRegistrant': async () => {
      throw new Error('The payment step saves no holder');
    },
    'ready.reloadingPayments': async (driver, snapshot) => {
      expect(await screen.findByText('Updating your order…')).toBeInTheDocument();
      await waitFor(() => expect(driver.network.waitingOperations()).toEqual(['CheckoutPaymentMethods']));
      expect(driver.network.variables('CheckoutPaymentMethods')).toEqual({ orderIdentifier: 'ORD-1001', lastReloadBeforeSubmit: false });
      // The changed order is on screen already.
      expect(screen.getByText('Price with VAT').nextSibling).toHaveTextContent(totalOf(snapshot.context));
    },
    'ready.finishing': async (driver, snapshot) => {
      await waitFor(() => expect(finishButton()).toHaveAttribute('data-pending', 'true'));
      expect(screen.queryByText('Updating your order…')).not.toBeInTheDocument();
      if (missesPersonalData(snapshot.context)) {
        // Nothing is sent: the item is scrolled to and its warning highlighted until the clock moves on.
        await waitFor(() => expect(warningIcon()).toHaveClass('warning-icon--highlight'));
        expect(driver.scrolled).toEqual(['checkout-item-item-private']);
        expect(driver.network.waitingOperations()).toEqual([]);
        return;
      }
      await waitFor(() => expect(driver.network.waitingOperations()).toEqual(['FinishOrder']));
      const { billing, chosenMethod } = snapshot.context;
      expect(driver.network.variables('FinishOrder')).toMatchObject({ orderIdentifier: 'ORD-1001', integrityToken: snapshot.context.order?.integrityToken, paymentServiceName: chosenMethod?.name });
      // The contact as typed, empty fields left out (company billing is the switch's, which the path may have pressed).
      expect(driver.network.variables('FinishOrder')['contact']).toEqual(expect.arrayContaining(nonEmptyContact({ ...billing, companyBilling: '' })));
    },
    'awaitingPayment.idle': async (driver, snapshot) => {
      await waitFor(() => expect(payButton()).not.toHaveAttribute('data-pending'));
      expect(screen.getByText(/is waiting for payment\. It was sent for payment and can no longer be changed/)).toBeInTheDocument();
      expectReadOnly();
      const payment = screen.getByRole('region', { name: 'Payment' });
      const chosen = snapshot.context.chosenMethod;
      if (chosen) expect(within(payment).getByRole('radio', { name: new RegExp(TITLES[chosen.name] ?? chosen.name) })).toBeChecked();
      expect(within(payment).getByRole('alert')).toHaveTextContent(snapshot.context.paymentError ?? '');
      expect(refusal()).toHaveTextContent(snapshot.context.finishError ?? '', { normalizeWhitespace: true });
      expect(driver.network.waitingOperations()).toEqual([]);
      expect(driver.network.calls.map((call) => call.operation)).not.toContain('FinishOrder');
      expect(driver.assign.mock.results.filter((result) => result.type === 'return')).toEqual([]);
    },
    'awaitingPayment.paying': async (driver, snapshot) => {
      await waitFor(() => expect(payButton()).toHaveAttribute('data-pending', 'true'));
      // The order is not sent again: the flow asks for the methods just before paying, with the chosen one.
      await waitFor(() => expect(driver.network.waitingOperations()).toEqual(['CheckoutPaymentMethods']));
      expect(driver.network.variables('CheckoutPaymentMethods')).toMatchObject({ orderIdentifier: 'ORD-1001', lastReloadBeforeSubmit: true, methodId: snapshot.context.chosenMethod?.name });
      expect(driver.network.calls.map((call) => call.operation)).not.toContain('FinishOrder');
    },
    awaitingTransfer: async (driver) => {
      await expectStatusScreen(driver, 'Waiting for your bank transfer');
      expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
      for (const [term, value] of [['Amount', '€131.62'], ['Account holder', 'Hosting Portal s.r.o.'], ['IBAN', 'CZ6508000000192000145399'], ['BIC', 'GIBACZPX'], ['Payment reference', '0000001001']]) {
        expect(screen.getByText(term as string, { selector: 'dt' }).nextSibling).toHaveTextContent(value as string);
      }
      expect(screen.getByText(/Please put the payment reference on the transfer/)).toBeInTheDocument();
      expect(screen.getByText(/Please pay by December \d+, 2026/)).toBeInTheDocument();
    },
    paid: async (driver) => {
      await expectStatusScreen(driver, 'Paid');
      expect(screen.getByText(/Your order ORD-1001 is paid\. Paid on November 21, 2026\./)).toBeInTheDocument();
      expect(screen.getByText('Your services are set up under My websites.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
      expect(screen.queryByText('How to pay')).not.toBeInTheDocument();
    },
    closed: async (driver) => {
      await expectStatusScreen(driver, 'No longer payable');
      expect(screen.getByText(/Your order ORD-1001 has expired: no payment arrived by November 20, 2026/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
      expect(screen.queryByText('How to pay')).not.toBeInTheDocument();
    },
    integrityLost: async (driver) => {
      // The order changed elsewhere: the page is reloaded (the analytics event is the actor model's to check).
      await waitFor(() => expect(driver.reload).toHaveBeenCalledTimes(1));
      expect(driver.assign).not.toHaveBeenCalled();
    },
    left: async (driver) => {
      await waitFor(() => expect(driver.assign).toHaveBeenCalledWith(SUCCESS_URL));
      expect(driver.assign).toHaveBeenCalledTimes(1);
      expect(driver.reload).not.toHaveBeenCalled();
    },
  },
  events: {
    [INIT_EVENT]: async (driver) => {
      driver.user = renderApp(CHECKOUT_URL).user;
    },
    'xstate.done.actor.fetchOrder': (driver, event) => {
      const { order, payments } = (event as EventObject & { output: { order: OrderFixture; payments: PaymentsFixture } }).output;
      return driver.network.data('CheckoutOrder', { order, paymentMethods: payments });
    },
    'xstate.error.actor.fetchOrder': (driver, event) => driver.network.answer('CheckoutOrder', errorResponse((event as EventObject & { error: unknown }).error)),
    'checkout.retry': (driver) => userOf(driver).click(screen.getByRole('button', { name: 'Retry' })),
    'item.changePeriod': (driver) => userOf(driver).click(screen.getByRole('radio', { name: /24 months/ })),
    'item.togglePrivateRegistration': (driver) => userOf(driver).click(screen.getByRole('switch', { name: 'Private registration of my-site.com' })),
    'item.toggleAddon': (driver) => userOf(driver).click(screen.getByRole('switch', { name: 'Add Extra storage 10 GB to the order' })),
    'voucher.submit': async (driver) => {
      const field = screen.getByRole('textbox', { name: 'Voucher code' });
      await userOf(driver).clear(field);
      await userOf(driver).type(field, 'WELCOME10');
      await userOf(driver).click(screen.getByRole('button', { name: 'Apply' }));
    },
    'voucher.delete': (driver) => userOf(driver).click(screen.getByRole('button', { name: 'Remove voucher WELCOME10' })),
    // The company switch: company billing on (billing.toggleCompany) and the order priced again.
    'billing.recalculateVat': (driver) => userOf(driver).click(screen.getByRole('switch', { name: 'I am buying for a company' })),
    'billing.changeCountry': (driver) => userOf(driver).selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'SK'),
    'billing.change': async (driver) => {
      const field = screen.getByRole('textbox', { name: /Surname/ });
      await userOf(driver).clear(field);
      await userOf(driver).type(field, 'Demo');
    },
    'payment.choose': (driver) => userOf(driver).click(screen.getByRole('radio', { name: /Bank transfer/ })),
    'order.finish': (driver) => userOf(driver).click(finishButton()),
    'order.pay': (driver) => userOf(driver).click(payButton()),
    'checkout.reload': (driver) => userOf(driver).click(screen.getByRole('button', { name: 'Show the order as it is now' })),
    ...answerChange('changeVariant'),
    ...answerChange('togglePrivateRegistration'),
    ...answerChange('toggleAddon'),
    ...answerChange('submitVoucher'),
    ...answerChange('deleteVoucher'),
    ...answerChange('recalculateVat'),
    ...answerChange('changeCountry'),
    'xstate.done.actor.reloadPayments': (driver, event) => driver.network.data('CheckoutPaymentMethods', { paymentMethods: (event as EventObject & { output: unknown }).output }),
    'xstate.error.actor.reloadPayments': (driver, event) => driver.network.answer('CheckoutPaymentMethods', errorResponse((event as EventObject & { error: unknown }).error)),
    'xstate.done.actor.finishOrder': (driver, event) => finishWith(driver, '$name' in event ? String(event.$name) : undefined),
    'xstate.done.actor.payOrder': (driver, event) => payWith(driver, '$name' in event ? String(event.$name) : undefined),
    'xstate.error.actor.payOrder': async (driver) => {
      driver.assign.mockImplementationOnce(() => {
        throw BROWSER_REFUSED;
      });
      await payWith(driver, 'left');
    },
    'registrant.save': async () => {
      throw new Error('The payment step saves no holder');
    },
    'xstate.done.actor.saveRegistrant': async () => {},
    'xstate.error.actor.saveRegistrant': async () => {},
    'xstate.error.actor.finishOrder': async (driver) => {
      driver.assign.mockImplementationOnce(() => {
        throw BROWSER_REFUSED;
      });
      await finishWith(driver, 'left');
    },
  },
};
