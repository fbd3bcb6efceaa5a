/**
 * The portal's pages run under their Content-Security-Policy in Chromium with nothing refused: the server-rendered
 * price list taken over by the app, the checkout paying by card with Stripe.js (its stand-in, served at Stripe's
 * address: e2e/support/stripe.ts), and the back office. Every `securitypolicyviolation` event of the page and every
 * console message about the policy is collected from the first script on, and none may appear.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { expectNoAxeViolations, fillBilling, openNewOrder, press } from './support/checkout';
import { useSharedSession } from './support/sessions';
import { serveStripeJs } from './support/stripe';

declare global {
  interface Window {
    policyViolations?: string[];
  }
}

/** Starts collecting the page's policy violations, in every document it loads, before any of its own scripts run. */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    window.policyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.policyViolations?.push(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const consoleMessages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleMessages.push(message.text());
  });
  return consoleMessages;
}

/** Nothing was refused in the current document, and the console said nothing about the policy. */
async function expectNothingRefused(page: Page, consoleMessages: string[]): Promise<void> {
  expect(await page.evaluate(() => window.policyViolations)).toEqual([]);
  expect(consoleMessages).toEqual([]);
}

/** The answer carries the pages' policy: a nonce of its own, and no site may frame it. */
async function expectPagePolicy(response: Response | null): Promise<void> {
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src [^;]*'nonce-[0-9a-f]{32}'/);
  expect(policy).toContain("frame-ancestors 'none'");
}

test('the server-rendered price list is taken over by the app with nothing refused by the policy', async ({ page }) => {
  const consoleMessages = await watchPolicyViolations(page);
  await expectPagePolicy(await page.goto('/pricelist'));
  // The app has taken the page over once the header's account button answers.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNothingRefused(page, consoleMessages);
});

test('the checkout pays by card with Stripe.js with nothing refused by the policy', async ({ page }) => {
  test.slow();
  const consoleMessages = await watchPolicyViolations(page);
  await serveStripeJs(page);
  await openNewOrder(page);
  await fillBilling(page);
  await press(page.getByRole('radio', { name: /Card/ }));
  const card = page.getByRole('textbox', { name: 'Card number' });
  await expect(card).toBeVisible();
  await card.fill('4242 4242 4242 4242');
  await expectNothingRefused(page, consoleMessages);
  await page.getByRole('button', { name: 'Finish and pay' }).click();
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expectNothingRefused(page, consoleMessages);
});

test('the back office runs with nothing refused by the policy', async ({ page }) => {
  test.slow();
  const consoleMessages = await watchPolicyViolations(page);
  await useSharedSession(page, 'operator');
  await expectPagePolicy(await page.goto('/admin/orders?identifier=ORD-DEMO2026'));
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNothingRefused(page, consoleMessages);

  await page.getByRole('link', { name: 'ORD-DEMO2026', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order ORD-DEMO2026' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
  await expectNothingRefused(page, consoleMessages);

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByText(/^(No entries match these filters\.|Page 1 of \d+)/).first()).toBeVisible();
  await expectNothingRefused(page, consoleMessages);
});
