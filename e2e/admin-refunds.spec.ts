/**
 * A refund in the back office, in Chromium through the real server: the demo customer pays an order through the
 * test gateway, then the demo operator signs in, opens the order's refunds page, refunds part of the payment by
 * keyboard, confirms, and the credit note appears with its PDF link. axe scans the page before and after.
 */
import { expect, test } from '@playwright/test';
import { SESSION_COOKIE } from '../server/auth/sessions';
import { signInAsOperator } from './support/accounts';
import { expectNoAxeViolations, fillBilling, openNewOrder, press, tabTo } from './support/checkout';

test('the operator refunds part of a paid gateway order by keyboard and its credit note appears', async ({ page }) => {
  await openNewOrder(page);
  await fillBilling(page);
  await press(page.getByRole('radio', { name: /Online payment/ }));
  await page.getByRole('button', { name: 'Finish and pay' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/success$/);
  const identifier = /\/checkout\/(ORD-[^/]+)\/success$/.exec(page.url())?.[1] ?? '';
  // The customer is done: the operator signs in in the same browser (its cookie consent kept).
  await page.context().clearCookies({ name: SESSION_COOKIE });

  await signInAsOperator(page);
  await page.goto(`/admin/orders/${identifier}/refunds`);
  await expect(page.getByRole('heading', { level: 1, name: `Refunds of ${identifier}` })).toBeVisible();
  const amount = page.getByRole('textbox', { name: 'Amount to refund (EUR)' });
  await expect(amount).not.toHaveValue('');
  await expect(page.getByText('No refunds yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  await tabTo(page, amount);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('10');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await page.keyboard.type('Goodwill for a slow start');
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Confirm the refund' });
  await expect(dialog).toContainText('Refund 10 EUR of the Online payment payment');
  await expect(dialog.getByRole('button', { name: 'Refund' })).toBeFocused();
  await page.keyboard.press('Enter');

  const notice = page.getByRole('status').filter({ hasText: 'was refunded' });
  await expect(notice).toBeFocused();
  const link = notice.getByRole('link', { name: /^Credit note CN-\d{4}-\d{6} \(PDF\)$/ });
  await expect(link).toHaveAttribute('href', /^\/api\/credit-notes\/CN-\d{4}-\d{6}\.pdf$/);
  const refunds = page.getByRole('table', { name: 'Refunds' });
  await expect(refunds).toContainText('Goodwill for a slow start');
  await expect(refunds).toContainText('Refunded');
  const pdf = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expectNoAxeViolations(page);
});
