/**
 * /outbox in Chromium through the real server (no SMTP_URL: the embedded default keeps every message there): the
 * messages a gateway payment and a bank-transfer order send, the page's axe scan and its use by keyboard.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, fillBilling, openNewOrder, press, tabTo } from './support/checkout';

// The messages' HTML is a document for mail clients, shown in frames sandboxed without scripts, where axe cannot run.
const MESSAGE_FRAMES = ['.outbox-html'];

/** The order the checkout is showing, from its address. */
function orderIdentifier(page: Page): string {
  const identifier = /\/checkout\/(ORD-[^/?]+)/.exec(page.url())?.[1];
  if (!identifier) throw new Error(`not a checkout address: ${page.url()}`);
  return identifier;
}

/** The outbox's entries whose heading is `subject`, once the worker has delivered them (the page is read again until then). */
async function outboxEntries(page: Page, subject: string) {
  const entries = page.getByRole('list', { name: 'Messages, newest first' }).getByRole('article', { name: subject });
  await expect(async () => {
    await page.goto('/outbox');
    await expect(entries.first()).toContainText('Delivered to this outbox', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  return entries;
}

// A whole checkout before each look at the outbox, and an outbox that fills up as the run goes on.
test.slow();

test('a gateway payment sends exactly one "payment received" message, with the invoice attached', async ({ page }) => {
  await openNewOrder(page);
  const identifier = orderIdentifier(page);
  await fillBilling(page);
  await press(page.getByRole('radio', { name: /Online payment/ }));
  await page.getByRole('button', { name: 'Finish and pay' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/Order ORD-\S+ is paid\./)).toBeVisible();
  // The gateway's return and its notification both report the payment: one message all the same.
  await page.reload();
  await expect(page.getByText(/Order ORD-\S+ is paid\./)).toBeVisible();

  const entries = await outboxEntries(page, `Payment received for order ${identifier}`);
  await expect(entries).toHaveCount(1);
  const entry = entries.first();
  await expect(entry).toContainText('demo@hosting-portal.test');
  await expect(entry.getByRole('link', { name: 'Invoice (PDF)' })).toBeVisible();
  const html = page.frameLocator(`iframe[title="HTML part: Payment received for order ${identifier}"]`);
  await expect(html.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(html.locator('p', { hasText: `for order ${identifier}` })).toBeVisible();

  const download = page.waitForEvent('download');
  await entry.getByRole('link', { name: 'Invoice (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^invoice-\d{4}-\d+\.pdf$/);
});

test('a bank-transfer order sends "order received" with the instructions; the outbox passes axe and works by keyboard', async ({ page }) => {
  await openNewOrder(page);
  const identifier = orderIdentifier(page);
  await fillBilling(page);
  await press(page.getByRole('radio', { name: /Bank transfer/ }));
  await page.getByRole('button', { name: 'Finish and pay' }).click();
  await expect(page.getByText(/is waiting for your bank transfer/)).toBeVisible();

  const subject = `Order ${identifier} received: pay by bank transfer`;
  const entries = await outboxEntries(page, subject);
  await expect(entries).toHaveCount(1);
  const html = page.frameLocator(`iframe[title="HTML part: ${subject}"]`);
  for (const label of ['Account holder', 'IBAN', 'BIC', 'Payment reference', 'Amount']) await expect(html.getByText(label, { exact: true })).toBeVisible();

  // By keyboard: Refresh keeps the focus once the list is read again; the plain-text part opens with Enter.
  const refresh = page.getByRole('button', { name: 'Refresh' });
  await tabTo(page, refresh);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Messages, newest first' })).toBeVisible();
  await expect(refresh).toBeFocused();
  const entry = entries.first();
  const plainText = entry.getByText('Plain-text part', { exact: true });
  await tabTo(page, plainText);
  await page.keyboard.press('Enter');
  const text = entry.locator('pre');
  await expect(text).toContainText(/PAYMENT REFERENCE\s+\d{10}/);
  await page.keyboard.press('Tab');
  await expect(text).toBeFocused();
  // Refresh keeps what the reader opened: the list stays on screen while it is read again (held here until checked).
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/outbox', async (route) => {
    await held;
    await route.continue();
  });
  await tabTo(page, refresh, true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  await expect(text).toBeVisible();
  answer();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expect(text).toBeVisible();
  await expect(refresh).toBeFocused();
  await page.unroute('**/api/outbox');
  // One scan, with this message's plain-text part open and every other message as it first shows: the page holds
  // every message of the run (up to 100), and each scan of it takes a fifth of a minute on 2 cores.
  await expectNoAxeViolations(page, MESSAGE_FRAMES);
});
