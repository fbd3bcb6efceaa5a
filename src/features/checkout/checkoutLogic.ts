/**
 * The checkout machine with the real calls: every order action's GraphQL call, and finishOrder's calls and
 * browser effects (scrolling to and highlighting an item missing personal data, leaving for the payment).
 * The card (Stripe Elements) is confirmed by src/features/card-payment, loaded only when the card is chosen.
 */
import { fromPromise } from 'xstate';
import type { CheckoutOrder, CheckoutPaymentMethod } from '../../../contracts/checkout';
import { checkoutMachine } from '../../../machines/checkout';
import { finishOrderMachine } from '../../../machines/finishOrder';
import { fetchOrder } from './api/fetch-order';
import { loadPayments } from './api/load-payments';
import { reloadPayments } from './api/reload-payments';
import { requestSecurePayment } from './api/request-secure-payment';
import { sendOrder } from './api/send-order';
import { submitPaymentForm } from './api/submit-payment-form';
import { toggleAddon } from './api/toggle-addon';
import { updateBillingData } from './api/update-billing-data';
import { updatePrivateRegistration } from './api/update-private-registration';
import { updateRegistrantContact } from './api/update-registrant-contact';
import { updateServicePeriod } from './api/update-service-period';
import { updateVoucher } from './api/update-voucher';
import { browser } from './browser';
import { keepBilling } from './kept-billing';
import { trackCheckout } from './track';

/** The element of an order item, for scrolling to it. */
export const itemElementId = (hash: string) => `checkout-item-${hash.replace(/[^A-Za-z0-9_-]/g, '-')}`;

export interface CheckoutEffects {
  /** The item whose warning icon is highlighted, or null. */
  setHighlightedItem: (hash: string | null) => void;
  /** The personal data step is done: on to the payment step. */
  continueToPayment?: () => void;
  /** Step 6's callback: the order was finished and handed over for payment, or paid at once (the checkout page). */
  onOrderFinished?: (order: CheckoutOrder, method: CheckoutPaymentMethod) => void;
}

export function createCheckoutLogic({ setHighlightedItem, continueToPayment = () => {}, onOrderFinished = () => {} }: CheckoutEffects) {
  const finishOrder = finishOrderMachine.provide({
    actors: {
      sendOrder: fromPromise(({ input }) => sendOrder(input)),
      reloadPayments: fromPromise(({ input }) => reloadPayments(input)),
      requestSecurePayment: fromPromise(({ input }) => requestSecurePayment(input)),
      // Stripe.js is loaded by the card field; by the time the shopper pays, this module is loaded too.
      confirmCardPayment: fromPromise(async ({ input }) => (await import('../card-payment/stripe-card')).confirmCardPayment(input)),
      submitPaymentForm: fromPromise(async ({ input }) => {
        submitPaymentForm(input.method);
      }),
    },
    actions: {
      scrollToFlaggedItem: (_, { itemHash }) => document.getElementById(itemElementId(itemHash))?.scrollIntoView({ behavior: 'smooth', block: 'center' }),
      highlightWarning: (_, { itemHash }) => setHighlightedItem(itemHash),
      clearWarningHighlight: () => setHighlightedItem(null),
      navigate: (_, { url }) => browser.assign(url),
      orderFinished: (_, { order, method }) => onOrderFinished(order, method),
    },
  });
  return checkoutMachine.provide({
    actors: {
      // No abort signals: React's StrictMode stops and restores the actor on mount (see docs/frontend.md).
      fetchOrder: fromPromise(({ input }) => fetchOrder(input)),
      loadPayments: fromPromise(({ input }) => loadPayments(input)),
      updateServicePeriod: fromPromise(({ input }) => updateServicePeriod(input)),
      updatePrivateRegistration: fromPromise(({ input }) => updatePrivateRegistration(input)),
      toggleAddon: fromPromise(({ input }) => toggleAddon(input)),
      updateVoucher: fromPromise(({ input }) => updateVoucher(input)),
      updateBillingData: fromPromise(({ input }) => updateBillingData(input)),
      updateRegistrantContact: fromPromise(({ input }) => updateRegistrantContact(input)),
      finishOrder,
    },
    actions: {
      track: ({ context }, { event }) => trackCheckout(event, context),
      keepTyped: (_, kept) => keepBilling(kept),
      reloadPage: () => browser.reload(),
      continueToPayment,
    },
  });
}

export type CheckoutLogic = ReturnType<typeof createCheckoutLogic>;
