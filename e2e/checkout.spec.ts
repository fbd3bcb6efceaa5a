/**
 * The checkout in Chromium through the real server on a fresh database: each test signs in as the demo account
 * and buys Standard for a new website of its own from its price list, so every test pays its own order. Paying by card is in
 * checkout-card.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { CHECKOUT_SIGNED_OUT_MESSAGE } from '../contracts/checkout';
import { draftOrders, expectNoAxeViolations, expectWarningHighlighted, fillBilling, newWebsite, openNewOrder, orderSaved, press, signIn, tabTo, watchWarningHighlight } from './support/checkout';
import { signInByKeyboard } from './support/accounts';
import { useSharedSession } from './support/sessions';

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

test('the whole checkout works by keyboard alone, the focus where the keyboard user expects it after every update', async ({ page }) => {
  await openNewOrder(page);

  // An add-on switched on with Space: the switch keeps the focus once the order is saved.
  const addon = page.getByRole('switch', { name: 'Add Extra storage 10 GB to the order' });
  await tabTo(page, addon);
  await page.keyboard.press('Space');
  await expect(addon).toBeChecked();
  await orderSaved(page);
  await expect(addon).toBeFocused();

  // A voucher applied with Enter: the focus goes to the Remove button that replaced the form.
  const code = page.getByRole('textbox', { name: 'Voucher code' });
  await tabTo(page, code);
  await page.keyboard.type('WELCOME10');
  await page.keyboard.press('Enter');
  const remove = page.getByRole('button', { name: 'Remove voucher WELCOME10' });
  await expect(remove).toBeFocused();
  await orderSaved(page);
  await expect(remove).toBeFocused();
  // Removed with Enter: back to the voucher field, empty (not refilled with the code just removed).
  await page.keyboard.press('Enter');
  await expect(code).toBeFocused();
  await expect(code).toHaveValue('');
  await orderSaved(page);
  await expect(code).toBeFocused();

  // Finishing without the billing details: the error summary at the top takes the focus and links to each field.
  const finish = page.getByRole('button', { name: 'Finish and pay' });
  await tabTo(page, finish);
  await page.keyboard.press('Enter');
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  // The e-mail is not among them: it starts as the account's.
  await expect(summary.getByRole('link')).toHaveText([/^First name: /, /^Surname: /, /^Street and number: /, /^City: /, /^Postcode: /]);
  await page.keyboard.press('Tab');
  await expect(summary.getByRole('link', { name: /^First name: / })).toBeFocused();
  await page.keyboard.press('Enter');
  const first = page.getByRole('textbox', { name: /^First name/ });
  await expect(first).toBeFocused();

  // First name, Surname, E-mail (kept as the account's), Phone (optional), Street and number, City, Postcode.
  for (const value of ['Kay', 'Board', '', '', 'Klávesová 2', 'Brno', '60200']) {
    if (value) await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await expect(page.getByRole('combobox', { name: /^Country/ })).toBeFocused();
  // Each field typed in lost its error, and with them the summary.
  await expect(summary).toHaveCount(0);

  const transfer = page.getByRole('radio', { name: /Bank transfer/ });
  await tabTo(page, page.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { checked: true }));
  for (let step = 0; step < 3 && !(await transfer.isChecked()); step += 1) await page.keyboard.press('ArrowDown');
  await expect(transfer).toBeChecked();
  await expect(transfer).toBeFocused();

  await tabTo(page, finish);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/success$/);
  await expect(page.getByText(/is waiting for your bank transfer/)).toBeVisible();
});

test('an error under one field of a row leaves its neighbour where it was', async ({ page }) => {
  await openNewOrder(page);
  await fillBilling(page);
  const email = page.getByRole('textbox', { name: /^E-mail/ });
  const phone = page.getByRole('textbox', { name: /^Phone/ });
  await email.fill('');
  // Where each input sits on the page (the page scrolls to the error summary meanwhile).
  const top = (field: typeof email) => field.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const before = { email: await top(email), phone: await top(phone) };
  // E-mail and Phone share a row: only E-mail is refused.
  expect(before.phone).toBe(before.email);
  await press(page.getByRole('radio', { name: /Bank transfer/ }));
  await page.getByRole('button', { name: 'Finish and pay' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  // The summary above the form moves the whole form down alike; within the row nothing moves.
  const after = { email: await top(email), phone: await top(phone) };
  expect(after.phone).toBe(after.email);
  await expectNoAxeViolations(page);
});

test('the checkout names the website the package is for, and its first step leads back to that website\'s price list', async ({ page }) => {
  const website = await openNewOrder(page);
  await expect(page.getByText(`For the website ${website}`)).toBeVisible();
  const back = page.getByRole('navigation', { name: 'Order progress' }).getByRole('link', { name: /Package selection/ });
  await expect(back).toHaveAttribute('href', `/pricelist?project=${website}`);
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/pricelist\\?project=${website}$`));
  await expect(page.getByRole('article', { name: 'Standard' })).toBeVisible();
});

test('upgrading for a period cheaper than the credit for the current package says before finishing how much of the credit is forfeited', async ({ page }) => {
  await signIn(page);
  // demo-blog is on Mini, paid for 200 days: upgrading it credits their unused part.
  await page.goto('/pricelist?project=demo-blog');
  await page.getByRole('article', { name: 'Standard' }).getByRole('button').last().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  const note = page.locator('.checkout-credit-forfeited');
  await expect(page.locator('.checkout-item-explained').first()).toContainText('credit for your current package');
  const periods = page.getByRole('radiogroup', { name: /Standard/ });
  // For 12 months the credit is used whole.
  await press(periods.getByRole('radio', { name: /^12 months/ }));
  await orderSaved(page);
  await expect(note).toHaveCount(0);
  // For 1 month it is more than the price: the rest is named before finishing.
  await press(periods.getByRole('radio', { name: /^1 month/ }));
  await orderSaved(page);
  await expect(note).toHaveText(/^This period uses €[\d.,]+ of the credit for your current package; the remaining €[\d.,]+ of it is forfeited if you finish the order with this period\. A longer period uses more of the credit\.$/);
  await expect(page.locator('.checkout-item-price').first()).toContainText('Free');
  await expectNoAxeViolations(page);
});

test('while one payment page of the order is open, another tab\'s payment page refuses and charges nothing; the first one pays', async ({ page, context }) => {
  await openNewOrder(page);
  const checkout = new URL(page.url()).pathname;
  await fillBilling(page);
  await press(page.getByRole('radio', { name: /Online payment/ }));
  await page.getByRole('button', { name: 'Finish and pay' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment gateway' })).toBeVisible();

  const second = await context.newPage();
  await second.goto(checkout);
  await expect(second.getByText(/is waiting for payment/)).toBeVisible();
  // The order awaits payment: the second tab offers Pay now (never a second finish), and its payment page refuses.
  await press(second.getByRole('radio', { name: /Online payment/ }));
  await second.getByRole('button', { name: 'Pay now' }).click();
  await expect(second.getByRole('heading', { level: 1, name: 'Payment already in progress' })).toBeVisible();
  await expect(second.getByText('nothing was charged here')).toBeVisible();
  await expect(second.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(second.getByRole('link', { name: /Back to the checkout/ })).toHaveAttribute('href', checkout);
  await expectNoAxeViolations(second);

  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/success$/);
  await expect(page.getByText(/Order ORD-\S+ is paid\./)).toBeVisible();
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
  await watchWarningHighlight(page);
  await page.getByRole('button', { name: 'Finish and pay' }).click();
  const warning = page.getByRole('img', { name: 'Warning' });
  await expectWarningHighlighted(page);
  await expect(warning).not.toHaveClass(/warning-icon--highlight/);
  await expect(page).toHaveURL(/\/checkout\/ORD-DEMO2027$/);
  expect(sent).toEqual([]);
  await expectNoAxeViolations(page);
});

test("a demo account's draft opened signed out: Log in on the page, by keyboard, signs in and shows the order with focus on its heading", async ({ page, browser }) => {
  // The draft is made in another browser context, signed in; this page's context has no session (a bookmark, a
  // link opened in another browser).
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await useSharedSession(ownerPage, 'demo');
  const [identifier] = await draftOrders(ownerPage, await newWebsite(ownerPage, 'signed-out'), 1);
  await owner.close();

  await page.goto(`/checkout/${identifier}`);
  await expect(page.locator('.checkout-fetch-error').getByRole('alert')).toHaveText(CHECKOUT_SIGNED_OUT_MESSAGE);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  const logIn = page.getByRole('button', { name: 'Log in' });
  await expect(logIn).toBeVisible();
  await expectNoAxeViolations(page);

  await tabTo(page, logIn);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await signInByKeyboard(page);

  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  await expect(page.getByText(identifier ?? '', { exact: false }).first()).toBeVisible();
  // The order came after the dialog closed, and the Log in pressed is gone: the focus is on the page's heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeFocused();
  await expect(page.locator('.checkout-fetch-error')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
