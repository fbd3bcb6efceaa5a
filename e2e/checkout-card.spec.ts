/**
 * Paying by card in Chromium through the real server. Stripe is replaced only at the network boundary: the page
 * gets a stand-in of Stripe.js (page.route), the server's real Stripe SDK talks to a stand-in of Stripe's API, and
 * the payment is confirmed to the server by a webhook signed as Stripe signs it (e2e/support/stripe.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sendPaymentSucceeded, serveStripeJs } from './support/stripe';

const DEMO = { email: 'demo@hosting-portal.test', password: 'demo-portal-2026' };

async function openNewOrder(page: Page): Promise<void> {
  await page.goto('/pricelist');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await dialog.getByLabel('Password').fill(DEMO.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.goto('/pricelist?project=demo-blog');
  await page.getByRole('article', { name: 'Standard' }).getByRole('button').last().click();
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/?]+\?/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  await page.getByRole('textbox', { name: /^First name/ }).fill('Dana');
  await page.getByRole('textbox', { name: /^Surname/ }).fill('Demo');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('demo@hosting-portal.test');
  await page.getByRole('textbox', { name: /^Street and number/ }).fill('Karlova 1');
  await page.getByRole('textbox', { name: /^City/ }).fill('Praha');
  await page.getByRole('textbox', { name: /^Postcode/ }).fill('11000');
}

/** react-aria keeps the native radio visually hidden: a pointer user clicks its label. */
async function chooseCard(page: Page): Promise<Locator> {
  await page.getByRole('radio', { name: /Card/ }).locator('xpath=ancestor::label[1]').click();
  const card = page.getByRole('textbox', { name: 'Card number' });
  await expect(card).toBeVisible();
  return card;
}

test.beforeEach(async ({ page }) => {
  await serveStripeJs(page);
});

test('paying by card: the card is confirmed with the server\'s client secret, and Stripe\'s webhook makes the order paid', async ({ page, request }) => {
  await openNewOrder(page);
  const card = await chooseCard(page);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
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
  await openNewOrder(page);
  const card = await chooseCard(page);
  await card.fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Finish and pay' }).click();
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/failed$/);
  await expect(page.getByText(/Nothing was charged for order ORD-/)).toBeVisible();
});
