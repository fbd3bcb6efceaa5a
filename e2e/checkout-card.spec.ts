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

/** The names of the analytics events the page sends to the portal's collector, as they leave the page. */
function sentEvents(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/events')) return;
    const body = request.postDataJSON() as { events?: { name: string }[] } | null;
    for (const event of body?.events ?? []) names.push(event.name);
  });
  return names;
}

/** A visitor who accepted 'Marketing/third party': the checkout's analytics events are sent. */
async function acceptAnalytics(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'ac', value: '{%22essential%22:true%2C%22functional%22:true}', domain: '127.0.0.1', path: '/' }]);
}

test('a declined card goes to the fail page and charges nothing; no finished order is recorded', async ({ page }) => {
  await acceptAnalytics(page);
  const events = sentEvents(page);
  await openNewOrderWithBilling(page);
  const card = await chooseCard(page);
  await card.fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Finish and pay' }).click();
  // With the analytics consent, the fail URL carries the visitor's measuring id.
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/failed\?mid=[\w-]+$/);
  await expect(page.getByText(/Nothing was charged for order ORD-/)).toBeVisible();
  // The checkout's analytics are sent (the step viewed), but the order did not finish.
  await expect.poll(() => events).toContain('Checkout Step Viewed');
  expect(events).not.toContain('Order Finished');
});

test('a card payment records the finished order once it succeeds', async ({ page }) => {
  await acceptAnalytics(page);
  const events = sentEvents(page);
  await openNewOrderWithBilling(page);
  const card = await chooseCard(page);
  await card.fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Finish and pay' }).click();
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/success\?mid=[\w-]+$/);
  await expect.poll(() => events.filter((name) => name === 'Order Finished')).toEqual(['Order Finished']);
});
