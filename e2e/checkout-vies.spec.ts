/**
 * The VAT ID check with the EU's VIES in Chromium through the real server, which in demo mode asks its own stand-in
 * VIES over HTTP (server/tax/vies-stand-in.ts): a German company whose VAT ID VIES confirms pays without VAT and its
 * invoice carries the consultation number; with VIES down for its member state, the customer is told why and pays
 * VAT. The VAT ID is checked when the field is left, by keyboard; the focus stays on the next control.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { pdfText } from '../tests/support/pdf-text';
import { STAND_IN_VAT_IDS } from '../server/tax/vies-stand-in';
import { expectNoAxeViolations, fillBilling, finishByGateway, openNewOrder, orderSaved, press } from './support/checkout';

/** Bills the order to a German company with this VAT ID, leaving the field with Tab: answers the control Tab reached. */
async function billGermanCompany(page: Page, vatId: string): Promise<string> {
  await fillBilling(page);
  await page.getByRole('combobox', { name: /^Country/ }).selectOption('DE');
  await orderSaved(page);
  await press(page.getByRole('switch', { name: 'I am buying for a company' }));
  await orderSaved(page);
  await page.getByRole('textbox', { name: /^Company name/ }).fill('Beispiel GmbH');
  await page.getByRole('textbox', { name: /^Business ID/ }).fill('27082440');
  await page.getByRole('textbox', { name: /^Tax ID/ }).fill(vatId);
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => document.activeElement?.id ?? '');
  expect(next).not.toBe('');
  return next;
}

/** The paid order's invoice, as its text. */
async function invoiceText(page: Page): Promise<string> {
  const link = page.getByRole('link', { name: 'Download the invoice (PDF)' });
  const response = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(response.status()).toBe(200);
  return pdfText(await response.body());
}

test('a company whose VAT ID VIES confirms pays without VAT, and its invoice carries the consultation number', async ({ page }) => {
  test.slow();
  await openNewOrder(page);
  const next = await billGermanCompany(page, 'DE123456789');
  await expect(page.getByText('Reverse charge: the VAT is paid by you as the customer')).toBeVisible();
  await orderSaved(page);
  await expect(page.locator(`[id="${next}"]`)).toBeFocused();
  await expect(page.getByText(/^VAT 0 %$/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Tax ID/ })).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await finishByGateway(page);
  const text = await invoiceText(page);
  expect(text).toContain('DIČ / VAT ID: DE123456789');
  expect(text).toMatch(/VIES consultation number WAPIAAAA[0-9A-F]{12} of \d{4}-\d{2}-\d{2}/);
  expect(text).toMatch(/VAT rate 0 %: taxable amount [\d.]+ EUR, VAT 0.00 EUR/);
});

test('with VIES down the customer is told why and pays VAT; a VAT ID VIES refuses is an error at the field', async ({ page }) => {
  test.slow();
  await openNewOrder(page);
  const next = await billGermanCompany(page, STAND_IN_VAT_IDS.unavailable);
  const told = page.getByRole('status').filter({ hasText: "We could not check your VAT ID with the EU's VIES service just now; VAT is charged for now." });
  await expect(told).toBeVisible();
  await orderSaved(page);
  await expect(page.locator(`[id="${next}"]`)).toBeFocused();
  await expect(page.getByText(/^VAT 19 %$/)).toBeVisible();
  await expect(page.getByText('Reverse charge: the VAT is paid by you as the customer')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A VAT ID VIES does not know: the field is marked invalid, with the words announced.
  const vatId = page.getByRole('textbox', { name: /^Tax ID/ });
  await vatId.fill(STAND_IN_VAT_IDS.invalid);
  await page.keyboard.press('Tab');
  await expect(vatId).toHaveAttribute('aria-invalid', 'true');
  await expect(vatId).toHaveAccessibleDescription(/VIES service says this VAT ID is not valid, so VAT is charged/);
  await expect(page.getByRole('status').filter({ hasText: 'VIES service says this VAT ID is not valid' })).toHaveCount(1);
  await orderSaved(page);
  await expect(page.locator(`[id="${next}"]`)).toBeFocused();
  await expectNoAxeViolations(page);

  // Back to the ID whose member state is down, and paid: with VAT.
  await vatId.fill(STAND_IN_VAT_IDS.unavailable);
  await page.keyboard.press('Tab');
  await expect(told).toBeVisible();
  await orderSaved(page);
  await finishByGateway(page);
  const text = await invoiceText(page);
  expect(text).toContain(`DIČ / VAT ID: ${STAND_IN_VAT_IDS.unavailable}`);
  expect(text).toMatch(/VAT rate 19 %: taxable amount [\d.]+ EUR, VAT [\d.]+ EUR/);
  expect(text).not.toContain('VIES consultation number');
});
