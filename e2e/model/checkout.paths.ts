/**
 * Which of the checkout's generated paths run in Chromium through the real server (checkout.spec.ts replays
 * them). The graph is the checkout machine's own, walked with `xstate/graph` by the same code as the Vitest
 * paths (tests/model/paths.ts); what differs is which events a shopper and the real server can produce here.
 *
 * Produced for real, each by what a shopper does or what the server really answers:
 * - the shopper: opening the checkout, Retry, a billing period, an add-on's switch, applying and removing a
 *   voucher, the company-billing switch (billing.recalculateVat), the country, typing a field (billing.change),
 *   choosing Bank transfer, Finish and pay;
 * - the server: every done (the call goes through); a stale token (the order is changed first by a direct
 *   GraphQL call with the page's cookies); a refused voucher (EXPIRED); field errors (an invalid e-mail typed
 *   before the call, or the required billing details left empty when finishing); a network failure (page.route
 *   aborts that one request).
 *
 * Not produced here (the actor-level paths in tests/model/checkout.test.ts walk them):
 * - order.updated, payment.error, billing.error: sent by other components (the card field, the finish flow's
 *   caller), no control of the checkout screen sends them alone;
 * - billing.toggleCompany alone: the company switch always sends it together with billing.recalculateVat, so it
 *   is walked inside that step, never as a step of its own;
 * - item.togglePrivateRegistration: an order made from the price list has no domain, so no private registration;
 * - the status screens (awaitingPayment, awaitingTransfer, paid, closed), Pay now and Show the order after a
 *   refused finish: each path starts from a fresh draft; e2e/order-status.spec.ts opens orders in those statuses;
 * - done: fetchOrder without payment methods, and order.finish with no method chosen: the real server always
 *   offers methods and the checkout chooses the open one;
 * - a refused change other than the voucher (INVALID_PERIOD): the screen offers only valid periods; its branch is
 *   walked by a network failure, which takes the same transition;
 * - signInNeeded: each path's page is signed in; e2e/checkout.spec.ts opens a draft signed out and signs in;
 * - done: finishOrder with missing personal data (needs a domain) or a refused card (needs Stripe's API down), and
 *   error: finishOrder (the finish flow does not fail as an actor). Their way back to the checkout is walked by the
 *   actor-level paths; the 'field errors' answer goes back by the branch of a finish the server refused, which
 *   also raises the finish's error event.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { CheckoutOrder, CheckoutPayments } from '../../contracts/checkout';
import { checkoutMachine, type CheckoutContext } from '../../machines/checkout';
import { transitionKey, stateKeysOf } from '../../scripts/paths/machine';
import { describePath, modelPaths, type ModelPath, type PathModel } from '../../tests/model/paths';

/** The graph's stand-in of an order: only its shape matters to the machine; the browser uses the real one. */
const order: CheckoutOrder = {
  identifier: 'ORD-BROWSER',
  integrityToken: '1.token',
  paymentSuccessUrl: '/checkout/ORD-BROWSER/success',
  paymentFailUrl: '/checkout/ORD-BROWSER/failed',
  coveredByVoucher: false,
  contactInputs: [{ name: 'country', value: 'CZ' }],
  items: [{ type: 'package', hash: 'item-package', checked: true, period: 12 }],
};

const payments: CheckoutPayments = {
  goStraightOn: false,
  methods: [
    { name: 'gateway', type: 'gateway', elementId: 'payment-method-gateway', oppositeElementId: null, url: '/payments/gateway', inputs: [], open: true },
    { name: 'bank-transfer', type: 'transfer', elementId: 'payment-method-bank-transfer', oppositeElementId: null, url: null, inputs: [], open: false },
  ],
};

const failure = (code: string | null, message: string, fieldErrors: Record<string, string> | null = null) => Object.assign(new Error(message), { code, fieldErrors });
const staleToken = { $name: 'stale token', error: failure('INVALID_INTEGRITY_TOKEN', 'Your order has changed in the meantime. Please reload the page.') };
const networkFailure = { $name: 'network failure', error: failure(null, 'Failed to fetch') };
const fieldErrors = { $name: 'field errors: invalid e-mail', error: failure('INVALID_CONTACT', 'Please check the highlighted billing details.', { email: 'Please enter a valid e-mail address' }) };
const changed = { output: { ...order, integrityToken: '2.token' } };
const withVoucher = { output: { ...order, integrityToken: '2.token', voucher: { code: 'WELCOME10', text: '10 % off your whole order' } } };
const hasVoucher = (context: CheckoutContext) => Boolean((context.order as (CheckoutOrder & { voucher?: unknown }) | null)?.voucher);

/** Only what the screen offers: a voucher is removed once applied, the form to apply one is there only before. */
function offeredOnScreen(context: CheckoutContext, event: EventObject): boolean {
  if (event.type === 'voucher.delete') return hasVoucher(context);
  if (event.type === 'voucher.submit') return !hasVoucher(context);
  // Pressing the method already chosen sends nothing.
  if (event.type === 'payment.choose') return context.chosenMethod?.name !== (event as EventObject & { name: string }).name;
  // Shown only beside a refused finish, which these paths do not produce.
  if (event.type === 'checkout.reload') return false;
  return true;
}

export const checkoutBrowserModel: PathModel<typeof checkoutMachine> = {
  machine: checkoutMachine,
  input: { orderIdentifier: 'ORD-BROWSER', project: 'demo-blog', ref: 'pricelist', token: 'purchase-token', measuringId: 'm-1' },
  serializeContext: (context) => ({ chosen: context.chosenMethod?.name ?? null, voucher: hasVoucher(context) }),
  // Finish pressed while a change is saved is walked by the actor's and the screen's paths (tests/model), not again here.
  filterEvents: (snapshot, event) => offeredOnScreen(snapshot.context, event) && (event.type !== 'order.finish' || !snapshot.matches('ready') || snapshot.matches({ ready: 'idle' })),
  eventCases: {
    'xstate.done.actor.fetchOrder': [{ output: { order, payments } }],
    'xstate.error.actor.fetchOrder': [networkFailure],
    'xstate.done.actor.changeVariant': [changed],
    'xstate.error.actor.changeVariant': [staleToken, networkFailure],
    'xstate.done.actor.togglePrivateRegistration': [],
    'xstate.error.actor.togglePrivateRegistration': [],
    'xstate.done.actor.toggleAddon': [changed],
    'xstate.error.actor.toggleAddon': [staleToken, networkFailure],
    'xstate.done.actor.submitVoucher': [{ $name: 'WELCOME10 applied', ...withVoucher }],
    'xstate.error.actor.submitVoucher': [staleToken, { $name: 'EXPIRED refused', error: failure('INVALID_VOUCHER', 'This voucher is not valid.') }],
    'xstate.done.actor.deleteVoucher': [changed],
    'xstate.error.actor.deleteVoucher': [staleToken, networkFailure],
    'xstate.done.actor.recalculateVat': [changed],
    'xstate.error.actor.recalculateVat': [staleToken, fieldErrors, networkFailure],
    'xstate.done.actor.changeCountry': [changed],
    'xstate.error.actor.changeCountry': [staleToken, fieldErrors, networkFailure],
    'xstate.done.actor.reloadPayments': [{ output: payments }],
    'xstate.error.actor.reloadPayments': [networkFailure],
    'xstate.done.actor.finishOrder': [
      { $name: 'left', output: { outcome: 'left', to: 'success' } },
      { $name: 'stale token', output: { outcome: 'orderRefused', failure: { code: 'INVALID_INTEGRITY_TOKEN', message: 'Reload.', fieldErrors: null } } },
      { $name: 'field errors: billing details missing', output: { outcome: 'orderRefused', failure: { code: 'INVALID_CONTACT', message: 'Please check.', fieldErrors: { firstname: 'Required' } } } },
    ],
    'xstate.error.actor.finishOrder': [],
    'xstate.done.actor.payOrder': [],
    'xstate.error.actor.payOrder': [],
    'order.pay': [],
    'item.changePeriod': [{ $name: 'monthly', hash: 'item-package', period: 'month', units: 1 }],
    'item.togglePrivateRegistration': [],
    'item.toggleAddon': [{ $name: 'add the first offered', identifier: 'addon', hash: 'offer:addon', checked: false }],
    'voucher.submit': [{ $name: 'code', code: 'WELCOME10' }],
    'billing.recalculateVat': [{ $name: 'company switch' }],
    'billing.changeCountry': [{ country: 'DE' }],
    'billing.change': [{ $name: 'first name', name: 'firstname', value: 'Dana' }],
    'billing.toggleCompany': [],
    'payment.choose': [{ name: 'bank-transfer' }],
    'payment.error': [],
    'billing.error': [],
    'order.updated': [],
    // The holders are saved on the personal data page, not on the checkout screen these paths drive.
    'registrant.save': [],
    'xstate.done.actor.saveRegistrant': [],
    'xstate.error.actor.saveRegistrant': [],
  },
};

export interface BrowserPath {
  title: string;
  path: ModelPath;
}

function transitionsOf(path: ModelPath): string[] {
  return path.steps.slice(1).flatMap((step, index) => {
    const previous = path.steps[index]?.state as AnyMachineSnapshot;
    return checkoutMachine.getTransitionData(previous as never, step.event as never).map((transition) => transitionKey(transition));
  });
}

/**
 * The shortest generated paths that together reach every state and transition reachable with the events above:
 * shortest first, a path is kept when it reaches a state or transition no kept path reached. Every path in the
 * browser costs a fresh order and a page, so the walk stays within a few minutes.
 */
export function browserPaths(): BrowserPath[] {
  // Shortest first; of equally long paths, those ending in a step that stays (typing, choosing) last.
  const staying = (path: ModelPath) => (['billing.change', 'payment.choose'].includes(path.steps.at(-1)?.event.type ?? '') ? 1 : 0);
  const all = modelPaths(checkoutBrowserModel).sort((a, b) => a.steps.length - b.steps.length || staying(a) - staying(b));
  const states = new Set<string>();
  const transitions = new Set<string>();
  const kept: BrowserPath[] = [];
  for (const path of all) {
    const reached = path.steps.flatMap((step) => stateKeysOf(step.state.value)).filter((key) => !states.has(key));
    const taken = transitionsOf(path).filter((key) => !transitions.has(key));
    if (reached.length === 0 && taken.length === 0) continue;
    for (const key of reached) states.add(key);
    for (const key of taken) transitions.add(key);
    kept.push({ title: describePath('checkout', checkoutMachine, path), path });
  }
  return kept;
}

/** The event after a step, for a shopper's action that depends on the answer the path asks for next. */
export function nextEvent(path: ModelPath, index: number): (EventObject & { $name?: string }) | undefined {
  return path.steps[index + 1]?.event;
}
