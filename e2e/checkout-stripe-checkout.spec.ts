/**
 * Paying on Stripe Checkout, Stripe's hosted page, in Chromium through the real server, by keyboard. Stripe is
 * replaced only at the network boundary: the server's real Stripe SDK talks to the stand-in of Stripe's API, whose
 * hosted page (on its own address, as Stripe's is on checkout.stripe.com) pays or cancels and sends the signed
 * webhook events to the portal as Stripe does (e2e/support/stripe.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, fact, fillBilling, openNewOrder, orderCard, orderIdentifierOf, tabTo } from './support/checkout';
import { STRIPE_SERVER_ENV, serveStripeJs } from './support/stripe';

const STRIPE_PAGE = new RegExp(`^${STRIPE_SERVER_ENV.STRIPE_API_URL}/c/pay/cs_test_[0-9a-f]+$`);

/** Chooses Stripe Checkout among the payment methods with the arrow keys, as a keyboard user does. */
async function chooseStripeCheckout(page: Page): Promise<void> {
  const method = page.getByRole('radio', { name: /Stripe Checkout/ });
  await tabTo(page, page.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { checked: true }));
  for (let step = 0; step < 4 && !(await method.isChecked()); step += 1) await page.keyboard.press('ArrowDown');
  await expect(method).toBeChecked();
  await expect(method).toBeFocused();
}

/** Presses a button by keyboard: Tab to it, then Enter. */
async function pressByKeyboard(page: Page, name: string | RegExp): Promise<void> {
  const button = page.getByRole('button', { name });
  await tabTo(page, button);
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Sends the order to Stripe's page from its checkout: answers the page's address. */
async function leaveForStripe(page: Page, button: string): Promise<string> {
  await chooseStripeCheckout(page);
  await expectNoAxeViolations(page);
  await pressByKeyboard(page, button);
  await expect(page).toHaveURL(STRIPE_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: /^Pay €\d/ })).toBeVisible();
  await expectNoAxeViolations(page);
  return page.url();
}

test.beforeEach(async ({ page }) => {
  // The card form is listed first and loads Stripe.js; the page gets the stand-in of it.
  await serveStripeJs(page);
});

test('paying on Stripe Checkout: back on the success page the order is paid, and stays so at its address and in My orders', async ({ page }) => {
  await openNewOrder(page);
  await fillBilling(page);
  await leaveForStripe(page, 'Finish and pay');
  await pressByKeyboard(page, /^Pay €/);

  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText(/Order ORD-\S+ is paid\./)).toBeVisible();
  await expectNoAxeViolations(page);
  const order = orderIdentifierOf(page);

  // The order's own address shows it paid, with the focus on what it is now.
  await page.goto(`/checkout/${order}`);
  const status = page.getByRole('heading', { level: 2, name: 'Paid' });
  await expect(status).toBeVisible();
  await expect(status).toBeFocused();
  await expectNoAxeViolations(page);

  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  const card = orderCard(page, order);
  await expect(fact(card, 'Status')).toHaveText('Paid');
  await expect(fact(card, 'Payment method')).toHaveText('Stripe Checkout');
  await expectNoAxeViolations(page);
});

test('cancelling on Stripe Checkout comes back to a payable order, whose next payment page is the same open session', async ({ page }) => {
  await openNewOrder(page);
  await fillBilling(page);
  const stripePage = await leaveForStripe(page, 'Finish and pay');
  await pressByKeyboard(page, 'Cancel');

  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+$/);
  const status = page.getByRole('heading', { level: 2, name: 'Waiting for payment' });
  await expect(status).toBeVisible();
  await expect(status).toBeFocused();
  await expectNoAxeViolations(page);

  // Paying again: the payment page already open for the order is the one shown, so it can take the money only once.
  expect(await leaveForStripe(page, 'Pay now')).toBe(stripePage);
  await pressByKeyboard(page, /^Pay €/);
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/success$/);
  await expect(page.getByText(/Order ORD-\S+ is paid\./)).toBeVisible();
});
