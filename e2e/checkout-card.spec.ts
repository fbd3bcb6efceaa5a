/**
 * Paying by card in Chromium through the real server. Stripe is replaced only at the network boundary: the page
 * gets a stand-in of Stripe.js (page.route), the server's real Stripe SDK talks to a stand-in of Stripe's API, and
 * the payment is confirmed to the server by a webhook signed as Stripe signs it (e2e/support/stripe.ts).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, fillBilling, openNewOrder, press } from './support/checkout';
import { sendPaymentSucceeded, serveStripeJs } from './support/stripe';

async function openNewOrderWithBilling(page: Page): Promise<void> {
  await openNewOrder(page);
  await fillBilling(page);
}

async function chooseCard(page: Page): Promise<Locator> {
  await press(page.getByRole('radio', { name: /Card/ }));
  const card = page.getByRole('textbox', { name: 'Card number' });
  await expect(card).toBeVisible();
  return card;
}

test.beforeEach(async ({ page }) => {
  await serveStripeJs(page);
});

test('paying by card: the card is confirmed with the server\'s client secret, and Stripe\'s webhook makes the order paid', async ({ page, request }) => {
  await openNewOrderWithBilling(page);
  const card = await chooseCard(page);
  await expectNoAxeViolations(page);
  await card.fill('4242 4242 4242 4242');
  // The server's answer passes through unchanged; the test keeps the client secret to name the intent to Stripe's
  // webhook (the page navigates away before a response body could be read afterwards).
  let clientSecret = '';
  await page.route('**/api/payments/secure', async (route) => {
    const response = await route.fetch();
    clientSecret = ((await response.json()) as { clientSecret: string }).clientSecret;
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'Finish and pay' }).click();

  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
  // Stripe tells the server; the same notification again (a replay) changes nothing.
  expect(await sendPaymentSucceeded(request, clientSecret)).toBe(200);
  expect(await sendPaymentSucceeded(request, clientSecret)).toBe(200);
  await page.reload();
  await expect(page.getByText(/Order ORD-\S+ is paid\./)).toBeVisible();
});

test('a declined card goes to the fail page and charges nothing', async ({ page }) => {
  await openNewOrderWithBilling(page);
  const card = await chooseCard(page);
  await card.fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Finish and pay' }).click();
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/failed$/);
  await expect(page.getByText(/Nothing was charged for order ORD-/)).toBeVisible();
});
