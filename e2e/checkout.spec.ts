/**
 * The checkout in Chromium through the real server on a fresh database: each test signs in as the demo account
 * and buys Standard for a new website of its own from its price list, so every test pays its own order. Paying by card is in
 * checkout-card.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, fillBilling, openNewOrder, press, signIn } from './support/checkout';

/** Order changes go one at a time: wait until the last one is saved before the next. */
async function orderSaved(page: Page): Promise<void> {
  await expect(page.locator('.checkout-updating')).toBeEmpty();
}

test('paying through the gateway: approving lands on the success page with the order paid', async ({ page }) => {
  await openNewOrder(page);
  await fillBilling(page);
  await press(page.getByRole('radio', { name: /Online payment/ }));
  await page.getByRole('button', { name: 'Finish and pay' }).click();

  await expect(page.getByRole('heading', { name: 'Test payment gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText(/Order ORD-\S+ is paid\./)).toBeVisible();
});

test('declining at the gateway lands on the fail page, which says nothing was charged; trying again by bank transfer works', async ({ page }) => {
  await openNewOrder(page);
  await fillBilling(page);
  await press(page.getByRole('radio', { name: /Online payment/ }));
  await page.getByRole('button', { name: 'Finish and pay' }).click();
  await page.getByRole('button', { name: 'Decline' }).click();

  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/failed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The payment did not go through' })).toBeVisible();
  await expect(page.getByText(/Nothing was charged for order ORD-/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the checkout to try again' })).toHaveAttribute('href', /^\/checkout\/ORD-[^/]+$/);
  await expectNoAxeViolations(page);

  // Trying again: the order waits for payment; paying by bank transfer now leads to its instructions.
  await page.getByRole('link', { name: 'Back to the checkout to try again' }).click();
  await expect(page.getByText(/is waiting for payment\. It was sent for payment and can no longer be changed/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish and pay' })).toHaveCount(0);
  await press(page.getByRole('radio', { name: /Bank transfer/ }));
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/success$/);
  await expect(page.getByText('IBAN', { exact: true })).toBeVisible();
});

test('paying by bank transfer shows how to pay on the success page', async ({ page }) => {
  await openNewOrder(page);
  await fillBilling(page);
  await press(page.getByRole('radio', { name: /Bank transfer/ }));
  await page.getByRole('button', { name: 'Finish and pay' }).click();

  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/success$/);
  await expect(page.getByText(/is waiting for your bank transfer/)).toBeVisible();
  const instructions = page.locator('.payment-instructions');
  for (const term of ['Account holder', 'IBAN', 'BIC', 'Payment reference', 'Amount']) await expect(instructions.getByText(term, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a voucher covering everything goes straight to the success page', async ({ page }) => {
  await openNewOrder(page);
  await page.getByRole('textbox', { name: 'Voucher code' }).fill('COVERALL');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Remove voucher COVERALL' })).toBeVisible();
  await orderSaved(page);
  await fillBilling(page);
  await page.getByRole('button', { name: 'Finish order' }).click();

  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/success$/);
  await expect(page.getByText(/Order ORD-\S+ is paid\./)).toBeVisible();
});

test('an unknown voucher is refused on the voucher field', async ({ page }) => {
  await openNewOrder(page);
  await page.getByRole('textbox', { name: 'Voucher code' }).fill('EXPIRED');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('textbox', { name: 'Voucher code' })).toHaveAttribute('aria-invalid', 'true');
});

test('a change made in a second tab makes the first tab reload with the order as it is now', async ({ page, context }) => {
  await openNewOrder(page);
  const second = await context.newPage();
  await second.goto(page.url());
  await expect(second.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();

  const periods = (tab: Page) => tab.getByRole('radiogroup', { name: /Standard/ });
  await press(periods(second).getByRole('radio').first());
  await orderSaved(second);
  const reloaded = page.waitForEvent('load');
  await press(periods(page).getByRole('radio').last());
  await reloaded;
  await expect(periods(page).getByRole('radio').first()).toBeChecked();
});

test('axe finds no violation on the checkout, also with the company billing open', async ({ page }) => {
  await openNewOrder(page);
  await expectNoAxeViolations(page);
  await press(page.getByRole('switch', { name: 'I am buying for a company' }));
  await expect(page.getByRole('textbox', { name: /^Company name/ })).toBeVisible();
  await orderSaved(page);
  await expectNoAxeViolations(page);
});

test('the whole checkout works by keyboard alone', async ({ page }) => {
  await openNewOrder(page);
  const first = page.getByRole('textbox', { name: /^First name/ });
  await first.focus();
  for (const value of ['Kay', 'Board', 'keys@hosting-portal.test', '', 'Klávesová 2', 'Brno', '60200']) {
    if (value) await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await expect(page.getByRole('combobox', { name: /^Country/ })).toBeFocused();

  const transfer = page.getByRole('radio', { name: /Bank transfer/ });
  const chosen = page.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { checked: true });
  await chosen.focus();
  for (let step = 0; step < 3 && !(await transfer.isChecked()); step += 1) await page.keyboard.press('ArrowDown');
  await expect(transfer).toBeChecked();

  const finish = page.getByRole('button', { name: 'Finish and pay' });
  while (!(await finish.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/success$/);
  await expect(page.getByText(/is waiting for your bank transfer/)).toBeVisible();
});

test('a domain whose holder data are incomplete stops finishing: its warning is highlighted and nothing is sent', async ({ page }) => {
  await signIn(page);
  // The seeded demo order ORD-DEMO2027: demo-blog.net alone, its holder without phone or address.
  await page.goto('/checkout/ORD-DEMO2027');
  await expect(page.getByRole('link', { name: 'Complete the personal data of demo-blog.net' })).toBeVisible();
  await fillBilling(page);
  await press(page.getByRole('radio', { name: /Bank transfer/ }));
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/graphql') && /finishOrder/.test(request.postData() ?? '')) sent.push(request.url());
  });
  await page.getByRole('button', { name: 'Finish and pay' }).click();
  const warning = page.getByRole('img', { name: 'Warning' });
  await expect(warning).toHaveClass(/warning-icon--highlight/);
  await expect(warning).not.toHaveClass(/warning-icon--highlight/);
  await expect(page).toHaveURL(/\/checkout\/ORD-DEMO2027$/);
  expect(sent).toEqual([]);
  await expectNoAxeViolations(page);
});
