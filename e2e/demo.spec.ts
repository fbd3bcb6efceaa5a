/**
 * Demo mode as a newcomer meets it after `npm start` (the browser tests' server runs PORTAL_MODE=demo without an
 * SMTP server): a new visitor signs up, finds the confirmation message at /outbox under the demo banner, opens its
 * link, buys a package through the test gateway and gets the invoice.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, fillBilling, finishByGateway } from './support/checkout';

// The messages' HTML is a document for mail clients, shown in frames sandboxed without scripts, where axe cannot run.
const MESSAGE_FRAMES = ['.outbox-html'];

test('a new visitor signs up through the link shown at /outbox, pays with the test gateway and gets the invoice', async ({ page }) => {
  // Signing up hashes a password and paying renders a PDF: on a busy machine this journey takes longer than most.
  test.setTimeout(180_000);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `newcomer-${id}@example.test`;
  await page.goto('/pricelist');
  await page.getByRole('banner').getByRole('button', { name: 'Create website' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your website' });
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Nela Newcomer');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password').fill('a-long-password');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your e-mail' }).getByRole('status')).toContainText(email, { timeout: 30_000 });

  // The message is at /outbox, under the banner, once the outbox worker has delivered it there.
  const message = page.getByRole('list', { name: 'Messages, newest first' }).getByRole('article', { name: 'Confirm your e-mail' }).filter({ hasText: email });
  await expect(async () => {
    await page.goto('/outbox');
    await expect(message).toContainText('Delivered to this outbox', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole('note')).toHaveText('Demo: e-mail is shown here, not sent');
  await expectNoAxeViolations(page, MESSAGE_FRAMES);
  await message.getByText('Plain-text part', { exact: true }).click();
  const plainText = message.getByLabel('Plain-text part: Confirm your e-mail');
  await expect(plainText).toContainText('/sign-up/confirm?token=');
  const link = /\/sign-up\/confirm\?token=[A-Za-z0-9_-]+/.exec((await plainText.textContent()) ?? '')?.[0];
  expect(link).toBeDefined();
  await page.goto(link ?? '');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/websites\/new$/, { timeout: 30_000 });
  await expect(page.getByRole('banner').getByText('Nela Newcomer')).toBeVisible();

  await page.getByRole('textbox', { name: 'Website name' }).fill(`newcomer-${id}`);
  await page.getByRole('button', { name: 'Create website' }).click();
  await expect(page).toHaveURL(/\/websites$/);
  await page.goto(`/pricelist?project=newcomer-${id}`);
  await page.getByRole('article', { name: 'Standard' }).getByRole('button').last().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  await fillBilling(page);
  await finishByGateway(page);
  const invoice = page.getByRole('link', { name: 'Download the invoice (PDF)' });
  await expect(invoice).toHaveAttribute('href', /^\/api\/invoices\/\d{4}-\d{6}\.pdf$/);
  const downloading = page.waitForEvent('download');
  await invoice.click();
  expect((await downloading).suggestedFilename()).toMatch(/^invoice-\d{4}-\d{6}\.pdf$/);
});
