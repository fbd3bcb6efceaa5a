/**
 * The checkout in Czech (docs/frontend.md "Messages in Czech and English"), by keyboard alone: a new customer whose
 * account speaks Czech buys Standard for a new website from its price list, fills in the billing details, pays by
 * bank transfer and reads how to pay, every page in Czech (`<html lang="cs">`, the catalogue's words) and without an
 * axe violation. The customer signs up for this journey, so the order and the website are its own.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type checkoutEnglish from '../src/i18n/locales/checkout/en.json';
import type shellEnglish from '../src/i18n/locales/en.json';
import { signUpAndConfirm } from './support/accounts';
import { expectNoAxeViolations, newWebsite, orderSaved, tabTo } from './support/checkout';

/** The Czech words of the shell's and the checkout's catalogues, by id: the journey looks for what the catalogue says. */
const catalogue = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Record<string, string>;
const cs = { ...catalogue('../src/i18n/locales/cs.json'), ...catalogue('../src/i18n/locales/checkout/cs.json') } as Record<keyof typeof shellEnglish | keyof typeof checkoutEnglish, string>;

async function expectCzech(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expectNoAxeViolations(page);
}

test('a customer whose language is Czech buys a package by keyboard and pays by bank transfer, every step in Czech', async ({ page }) => {
  // Signing up hashes a password: on a busy machine this journey takes longer than most.
  test.setTimeout(120_000);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await signUpAndConfirm(page, { fullname: 'Dana Dvořáková', email: `czech-${id}@example.test`, password: 'a-long-password' }, { linkThroughApi: true });
  // The account's language, as the header's switch keeps it: the server sets the language cookie too.
  expect((await page.request.put('/api/account/language', { data: { language: 'cs' } })).status()).toBe(204);
  const website = await newWebsite(page, 'czech');

  // The website's price list in Czech; Standard bought with Enter.
  await page.goto(`/pricelist?project=${website}`);
  await expect(page.getByRole('list', { name: cs['pricelist.packages'] })).toBeVisible();
  // A website's price list is the browser's (not the server's HTML): its buttons answer once shown.
  await expect(page.getByRole('navigation', { name: cs['steps.label'] }).getByRole('listitem')).toHaveText([`1 ${cs['pricelist.step.package']}`, `2 ${cs['pricelist.step.payment']}`]);
  await expect(page).toHaveTitle(cs['pricelist.title']);
  await expectCzech(page);
  await tabTo(page, page.getByRole('article', { name: 'Standard' }).getByRole('button').last());
  await page.keyboard.press('Enter');

  // The checkout: its steps, the billing details typed in field by field, the bank transfer chosen with the arrows.
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/?]+\?/);
  await expect(page.getByRole('heading', { level: 2, name: cs['checkout.items.heading'] })).toBeVisible();
  await expect(page).toHaveTitle(cs['checkout.title']);
  const progress = page.getByRole('navigation', { name: cs['steps.label'] });
  await expect(progress.getByRole('listitem')).toHaveText([`1 ${cs['pricelist.step.package']}`, `2 ${cs['pricelist.step.payment']}`]);
  await expect(page.getByRole('heading', { level: 2, name: cs['checkout.billing.heading'] })).toBeVisible();
  await expectCzech(page);

  await tabTo(page, page.getByRole('textbox', { name: /^Jméno/ }));
  // Jméno, Příjmení, E-mail (kept as the account's), Telefon (optional), Ulice a číslo domu, Město, PSČ.
  for (const value of ['Dana', 'Dvořáková', '', '', 'Karlova 1', 'Praha', '11000']) {
    if (value) await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await expect(page.getByRole('combobox', { name: /^Země/ })).toBeFocused();
  await expect(page.getByRole('textbox', { name: /^PSČ/ })).toHaveValue('11000');
  await orderSaved(page);

  const methods = page.getByRole('radiogroup', { name: cs['checkout.payment.method'] });
  const transfer = methods.getByRole('radio', { name: /Bank transfer|Bankovní převod/ });
  await tabTo(page, methods.getByRole('radio', { checked: true }));
  for (let step = 0; step < 3 && !(await transfer.isChecked()); step += 1) await page.keyboard.press('ArrowDown');
  await expect(transfer).toBeChecked();
  await expect(transfer).toBeFocused();
  await orderSaved(page);
  await expectCzech(page);

  await tabTo(page, page.getByRole('button', { name: cs['checkout.summary.finishAndPay'] }));
  await page.keyboard.press('Enter');

  // The success page: the order waits for the transfer, and how to pay it, in Czech.
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/success$/);
  const order = new URL(page.url()).pathname.split('/')[2] ?? '';
  await expect(page.getByRole('heading', { level: 1, name: cs['checkout.outcome.thanks'] })).toBeVisible();
  await expect(page.getByText(cs['checkout.outcome.awaitingTransfer'].replace('{order}', order))).toBeVisible();
  const instructions = page.locator('.payment-instructions');
  for (const term of [cs['checkout.transfer.accountName'], cs['checkout.transfer.iban'], cs['checkout.transfer.bic'], cs['checkout.transfer.reference'], cs['checkout.transfer.amount']]) {
    await expect(instructions.getByText(term, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: cs['checkout.transfer.qrAlt'] })).toBeVisible();
  await expectCzech(page);
});
