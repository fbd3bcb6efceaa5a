/**
 * The rest of the back office's catalogue in Chromium through the real server, by keyboard: the demo operator
 * changes an add-on's price, corrects a refused TLD price, adds an FAQ question, takes a price away and puts Mini in
 * the Limited promo box; the public price list then shows the new question and Mini in the promo box, with Limited
 * back among the cards. axe on the page with a form open.
 *
 * These change what every visitor of the price list sees, so this file runs in its own Playwright project after all
 * the other journeys (playwright.config.ts), and puts the promo box back when it ends.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAsOperator } from '../support/accounts';
import { expectNoAxeViolations, tabTo } from '../support/checkout';

const QUESTION = 'Can I move my website to another package later?';

/** Tab to a field, select what it holds and type over it. */
async function typeOver(page: Page, name: string, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name, exact: true });
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** Tab to a button and press Enter. */
async function pressByKeyboard(page: Page, name: string): Promise<void> {
  await tabTo(page, page.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
}

const saved = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('the operator edits add-ons, domain prices, the FAQ, a package price and the Limited promo box; the price list follows', async ({ page }) => {
  test.slow();
  await page.goto('/pricelist');
  const miniPrice = (await page.getByRole('article', { name: 'Mini' }).locator('.package-price-amount').textContent())?.trim() ?? '';
  expect(miniPrice).toMatch(/€\d/);

  await signInAsOperator(page);
  try {
    await page.goto('/admin/catalogue');
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();

    // An add-on's yearly EUR price.
    await pressByKeyboard(page, 'Edit Extra storage 10 GB');
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await expectNoAxeViolations(page);
    await typeOver(page, 'Price, EUR, 12 months', '29.00');
    await page.keyboard.press('Enter');
    await expect(saved(page, 'The add-on extra-storage was saved.')).toBeFocused();
    await expect(page.getByRole('table', { name: 'Prices of Extra storage 10 GB' }).getByRole('row', { name: /EUR 12 months/ })).toContainText('29.00');

    // A .com price: refused first, with the error summary taking the focus, then corrected.
    await pressByKeyboard(page, 'Edit .com prices');
    await expect(page.getByRole('textbox', { name: 'Registration, CZK', exact: true })).toBeFocused();
    await typeOver(page, 'Registration, EUR', '10.999');
    await page.keyboard.press('Enter');
    const problem = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(problem).toBeFocused();
    await expect(problem).toContainText('Registration, EUR: Enter an amount in EUR with at most 2 decimals, e.g. 7.49.');
    await typeOver(page, 'Registration, EUR', '10.90');
    await page.keyboard.press('Enter');
    await expect(saved(page, 'The prices of .com domains were saved.')).toBeFocused();
    await expect(page.getByRole('table', { name: 'Prices of .com domains' }).getByRole('row', { name: /^EUR/ })).toContainText('10.90');

    // A new FAQ question (Enter in the answer starts a new line, so the button saves it).
    await pressByKeyboard(page, 'New question');
    await expect(page.getByRole('textbox', { name: 'Question' })).toBeFocused();
    await page.keyboard.type(QUESTION);
    await tabTo(page, page.getByRole('textbox', { name: 'Answer' }));
    await page.keyboard.type('Yes. An upgrade takes effect at once.');
    await pressByKeyboard(page, 'Add the question');
    await expect(saved(page, 'The FAQ item was saved.')).toBeFocused();
    await expect(page.getByRole('heading', { level: 3, name: QUESTION })).toBeVisible();

    // Profi's 24-month USD price goes away.
    await pressByKeyboard(page, 'Edit Profi');
    const remove = page.getByRole('checkbox', { name: 'Remove the price USD, 24 months' });
    await tabTo(page, remove);
    await page.keyboard.press('Space');
    await expect(remove).toBeChecked();
    await pressByKeyboard(page, 'Save Profi');
    await expect(saved(page, 'The package profi was saved.')).toBeFocused();
    await expect(page.getByRole('table', { name: 'Prices of Profi' }).getByRole('row', { name: /USD 24 months/ })).toHaveCount(0);

    // Mini into the Limited promo box, chosen with the arrow keys.
    await pressByKeyboard(page, 'Change the package in the Limited promo box');
    const limited = page.getByRole('radio', { name: 'Limited (limited)' });
    await expect(limited).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Mini (mini)' })).toBeChecked();
    await expectNoAxeViolations(page);
    await pressByKeyboard(page, 'Save the choice');
    await expect(saved(page, 'The Limited promo box was saved.')).toBeFocused();
    await expect(page.getByRole('region', { name: 'Limited promo box' })).toContainText('In the box: Mini (mini)');
    await expectNoAxeViolations(page);

    // The public price list follows.
    await page.goto('/pricelist');
    const promo = page.getByRole('region', { name: 'Get your own or connect existing domain' });
    await expect(promo).toContainText(`Only for ${miniPrice}/month`);
    await expect(page.getByRole('article', { name: 'Mini' })).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Limited' })).toBeVisible();
    await expect(page.getByText(QUESTION)).toBeVisible();
  } finally {
    const response = await page.request.post('/graphql', {
      data: { query: 'mutation { adminSetLimitedPackage(identifier: "limited") }' },
      headers: { 'x-graphql-yoga-csrf': 'e2e' },
    });
    expect(((await response.json()) as { errors?: unknown[] }).errors ?? []).toEqual([]);
  }
});
