/**
 * The invoice of a paid order in Chromium through the real server: a new customer signs up, buys a package as a
 * company with its IČO and DIČ through the test gateway, and downloads the invoice from the success page, by keyboard.
 * The PDF's text is read back to find the number, the IČO and the VAT lines.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signUpAndConfirm } from './support/accounts';
import { pdfText } from '../tests/support/pdf-text';
import { expectNoAxeViolations, fillBilling, finishByGateway, press, tabTo } from './support/checkout';

test('a new customer buying as a company downloads the invoice PDF of the paid order from the success page', async ({ page }) => {
  // Signing up hashes a password and paying renders a PDF: on a busy machine this journey takes longer than most.
  test.setTimeout(180_000);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.goto('/pricelist');
  await page.getByRole('banner').getByRole('button', { name: 'Create website' }).click();
  await signUpAndConfirm(page, { fullname: 'Jiří Dvořák', email: `invoice-${id}@example.test`, password: 'a-long-password' }, { viaModal: true });
  await expect(page).toHaveURL(/\/websites\/new$/, { timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Website name' }).fill(`invoice-${id}`);
  await page.getByRole('button', { name: 'Create website' }).click();
  await expect(page).toHaveURL(/\/websites$/);

  await page.goto(`/pricelist?project=invoice-${id}`);
  await page.getByRole('article', { name: 'Standard' }).getByRole('button').last().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  await fillBilling(page);
  await press(page.getByRole('switch', { name: 'I am buying for a company' }));
  await page.getByRole('textbox', { name: /^Company name/ }).fill('Účetní služby Černý s.r.o.');
  await page.getByRole('textbox', { name: /^Business ID/ }).fill('27082440');
  await page.getByRole('textbox', { name: /^Tax ID/ }).fill('CZ27082440');
  await finishByGateway(page);

  const link = page.getByRole('link', { name: 'Download the invoice (PDF)' });
  await expect(link).toHaveAttribute('href', /^\/api\/invoices\/\d{4}-\d{6}\.pdf$/);
  const number = /(\d{4}-\d{6})/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? '';
  await expectNoAxeViolations(page);

  await tabTo(page, link);
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  await expect(link).toBeFocused();

  const text = await pdfText(await readFile(await download.path()));
  expect(text).toContain(`Invoice number: ${number}`);
  expect(text).toContain('Účetní služby Černý s.r.o.');
  expect(text).toContain('IČO: 27082440');
  expect(text).toContain('DIČ / VAT ID: CZ27082440');
  expect(text).toContain('Standard package');
  expect(text).toMatch(/VAT rate 21 %: taxable amount [\d.]+ EUR, VAT [\d.]+ EUR/);
  expect(text).toMatch(/Total: [\d.]+ EUR/);
});
