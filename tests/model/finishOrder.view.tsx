/**
 * The finish flow on the real checkout screen: the path opens a loaded checkout (ORD-1001, the gateway chosen) and
 * presses 'Finish and pay'; each call of the flow then waits until the path answers it: FinishOrder and the last
 * payment methods reload through MSW (checkout.network.ts), the secure card payment (POST /api/payments/secure)
 * through MSW, and the card confirmation through the fake of src/features/card-payment/stripe-card.ts. Leaving for
 * the success or fail URL is watched on src/features/checkout/browser.ts, and the 500 ms warning highlight runs
 * on the actors' simulated clock. Read by finishOrder.test.tsx.
 *
 * Not on screen: posting the gateway's form (submittingPaymentForm, leftForPayment) happens in the same tick as the
 * reload's answer, so no screen state lies between; those steps are the actor models' (finishOrder.model.ts).
 */
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { WARNING_HIGHLIGHT_MS, nonEmptyContact, type CheckoutPaymentMethod } from '../../contracts/checkout';
import { finishOrderMachine, type FinishOrderInput } from '../../machines/finishOrder';
import { renderApp } from '../fixtures/app';
import { checkoutError, paymentsFixture, type OrderFixture } from '../msw/checkout';
import { errorBody } from '../msw/server';
import { cardConfirmations } from './checkout.network';
import { CHECKOUT_URL, checkoutOrder, expectSettled, openCheckoutDriver, type CheckoutScreenDriver } from './checkout.view';
import { INIT_EVENT, type ViewModel } from './harness';
import { holdRequests, type HeldRequests } from './network';

const HIGHLIGHT_DONE = finishOrderMachine.root.states.highlightingMissingData?.after[0]?.eventType ?? 'xstate.after';
const PAYMENTS = paymentsFixture();
const GATEWAY = PAYMENTS.methods[0] as CheckoutPaymentMethod;
const SUCCESS_URL = '/checkout/ORD-1001/success';
const FAIL_URL = '/checkout/ORD-1001/failed';
const SECURE = { clientSecret: 'pi_1_secret_x', billingDetails: { name: 'Dana' } };
const SECURE_REFUSED = { code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'The card payment could not be started.' };

const failure = (code: string | null, message: string, fieldErrors: Record<string, string> | null = null) => Object.assign(new Error(message), { code, fieldErrors });

type OrderKind = 'complete' | 'missingPersonalData';

interface FinishScreenDriver extends CheckoutScreenDriver {
  secure: HeldRequests;
}

const billingOf = (order: OrderFixture) => Object.fromEntries(order.contactInputs.map((input) => [input.name, input.value]));
const finishButton = () => screen.getByRole('button', { name: 'Finish and pay' });
const warningIcon = () => screen.getByRole('img', { name: 'Warning' });
const outputOf = (event: EventObject) => (event as EventObject & { output: unknown }).output;
const errorOf = (event: EventObject) => (event as EventObject & { error: { code: string | null; message: string; fieldErrors: Record<string, string> | null } }).error;

async function expectLeftFor(driver: CheckoutScreenDriver, url: string): Promise<void> {
  await waitFor(() => expect(driver.assign).toHaveBeenCalledTimes(1));
  expect(driver.assign).toHaveBeenCalledWith(url);
  expect(driver.reload).not.toHaveBeenCalled();
}

function finishScreenModel(kind: OrderKind): ViewModel<typeof finishOrderMachine, FinishScreenDriver> {
  const order = checkoutOrder({}, kind === 'missingPersonalData');
  const sent = { ...order, status: 'AWAITING_PAYMENT', integrityToken: 'token-2' };
  const input: FinishOrderInput = { order, project: 'my-site', method: GATEWAY, contact: billingOf(order), ref: 'pricelist', token: 'page-token', measuringId: '' };
  return {
    machine: finishOrderMachine,
    input,
    // The gateway's form is posted in the reload's own tick: no screen state to check in between (see above).
    filterEvents: (_snapshot, event) => !(event.type === 'xstate.done.actor.reloadPayments' && '$name' in event && event.$name === 'gateway'),
    eventCases: {
      'xstate.done.actor.sendOrder': [{ output: sent }],
      'xstate.error.actor.sendOrder': [
        { $name: 'field errors', error: failure('INVALID_CONTACT', 'Please check the billing details.', { surname: 'Please enter your surname' }) },
        { $name: 'stale token', error: failure('INVALID_INTEGRITY_TOKEN', 'Your order has changed in the meantime.') },
      ],
      'xstate.done.actor.reloadPayments': [
        { $name: 'straight on', output: { ...PAYMENTS, goStraightOn: true } },
        { $name: 'card', output: { ...PAYMENTS, methods: [{ ...GATEWAY, type: 'stripe' }] } },
        { $name: 'gateway', output: PAYMENTS },
      ],
      'xstate.error.actor.reloadPayments': [{ $name: 'network down', error: new Error('Failed to fetch') }],
      'xstate.done.actor.requestSecurePayment': [{ output: SECURE }],
      'xstate.error.actor.requestSecurePayment': [{ error: failure(SECURE_REFUSED.code, SECURE_REFUSED.message) }],
      'xstate.error.actor.confirmCardPayment': [{ error: new Error('Your card was declined.') }],
      'xstate.error.actor.submitPaymentForm': [{ error: new Error('The form could not be sent.') }],
    },
    createDriver: () => {
      cardConfirmations.length = 0;
      return { ...openCheckoutDriver(), secure: holdRequests('post', '/api/payments/secure') };
    },
    states: {
      // Eventless: the flow leaves at once, so no step ends in them.
      checkingPersonalData: async () => {},
      choosingWayToPay: async () => {},
      highlightingMissingData: async (driver) => {
        await waitFor(() => expect(warningIcon()).toHaveClass('warning-icon--highlight'));
        expect(driver.scrolled).toEqual(['checkout-item-item-private']);
        expect(finishButton()).toHaveAttribute('data-pending', 'true');
        // One millisecond short of the highlight it is still on.
        driver.clock.increment(WARNING_HIGHLIGHT_MS - 1);
        expect(warningIcon()).toHaveClass('warning-icon--highlight');
      },
      stoppedForPersonalData: async (driver) => {
        await waitFor(() => expect(warningIcon()).not.toHaveClass('warning-icon--highlight'));
        await expectSettled(driver);
        // Nothing was sent: the shopper completes the personal data first.
        expect(driver.network.calls.map((call) => call.operation)).toEqual(['CheckoutOrder']);
      },
      sendingOrder: async (driver) => {
        await waitFor(() => expect(driver.network.waitingOperations()).toEqual(['FinishOrder']));
        expect(finishButton()).toHaveAttribute('data-pending', 'true');
        expect(driver.network.variables('FinishOrder')).toEqual({ orderIdentifier: 'ORD-1001', integrityToken: 'token-1', contact: nonEmptyContact(input.contact), paymentServiceName: 'gateway' });
      },
      orderRefused: async (driver, snapshot) => {
        const refusal = snapshot.context.failure;
        if (refusal?.code === 'INVALID_INTEGRITY_TOKEN') {
          // The order changed elsewhere: the checkout reloads the page.
          await waitFor(() => expect(driver.reload).toHaveBeenCalledTimes(1));
          return;
        }
        await expectSettled(driver);
        expect(screen.getByRole('textbox', { name: /Surname/ })).toHaveAccessibleDescription('Please enter your surname');
        expect(driver.assign).not.toHaveBeenCalled();
      },
      reloadingPayments: async (driver) => {
        await waitFor(() => expect(driver.network.waitingOperations()).toEqual(['CheckoutPaymentMethods']));
        expect(finishButton()).toHaveAttribute('data-pending', 'true');
        expect(driver.network.variables('CheckoutPaymentMethods')).toEqual({ orderIdentifier: 'ORD-1001', lastReloadBeforeSubmit: true, merchantTransactionId: 'TX-1', methodId: 'gateway', ref: 'pricelist', token: 'page-token' });
      },
      requestingSecurePayment: async (driver) => {
        await waitFor(() => expect(driver.secure.waiting).toBe(1));
        expect(driver.secure.bodies).toEqual([{ project: 'my-site', orderId: 'ORD-1001', inputs: GATEWAY.inputs }]);
        expect(finishButton()).toHaveAttribute('data-pending', 'true');
      },
      cardRefused: async (driver) => {
        await expectSettled(driver);
        expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent(SECURE_REFUSED.message);
        expect(driver.assign).not.toHaveBeenCalled();
      },
      confirmingCardPayment: async () => {
        await waitFor(() => expect(cardConfirmations).toHaveLength(1));
        expect(cardConfirmations[0]?.input).toEqual(SECURE);
        expect(finishButton()).toHaveAttribute('data-pending', 'true');
      },
      // Not reached on screen (see above); what they would show is the form posted and the page left.
      submittingPaymentForm: async (driver) => expect(driver.assign).not.toHaveBeenCalled(),
      leftForPayment: async (driver) => expect(driver.assign).not.toHaveBeenCalled(),
      goingToSuccessUrl: (driver) => expectLeftFor(driver, SUCCESS_URL),
      goingToFailUrl: (driver) => expectLeftFor(driver, FAIL_URL),
    },
    events: {
      [INIT_EVENT]: async (driver) => {
        driver.user = renderApp(CHECKOUT_URL).user;
        await driver.network.data('CheckoutOrder', { order, paymentMethods: PAYMENTS });
        await driver.user.click(await screen.findByRole('button', { name: 'Finish and pay' }));
      },
      [HIGHLIGHT_DONE]: async (driver) => {
        driver.clock.increment(1);
      },
      'xstate.done.actor.sendOrder': (driver, event) => driver.network.data('FinishOrder', { finishOrder: outputOf(event) }),
      'xstate.error.actor.sendOrder': (driver, event) => {
        const { message, code, fieldErrors } = errorOf(event);
        return driver.network.answer('FinishOrder', checkoutError(message, code ?? 'INTERNAL', fieldErrors ?? undefined));
      },
      'xstate.done.actor.reloadPayments': (driver, event) => driver.network.data('CheckoutPaymentMethods', { paymentMethods: outputOf(event) }),
      'xstate.error.actor.reloadPayments': (driver) => driver.network.answer('CheckoutPaymentMethods', HttpResponse.error()),
      'xstate.done.actor.requestSecurePayment': (driver) => driver.secure.answer(200, SECURE),
      'xstate.error.actor.requestSecurePayment': (driver) => driver.secure.answer(502, errorBody(SECURE_REFUSED.message, SECURE_REFUSED.code)),
      'xstate.done.actor.confirmCardPayment': async () => cardConfirmations.shift()?.resolve(),
      'xstate.error.actor.confirmCardPayment': async (_driver, event) => cardConfirmations.shift()?.reject(errorOf(event)),
      'xstate.done.actor.submitPaymentForm': () => Promise.reject(new Error('The form post has no step of its own on screen')),
      'xstate.error.actor.submitPaymentForm': () => Promise.reject(new Error('The form post has no step of its own on screen')),
    },
  };
}

export const completeOrderScreenModel = finishScreenModel('complete');
export const missingPersonalDataScreenModel = finishScreenModel('missingPersonalData');
