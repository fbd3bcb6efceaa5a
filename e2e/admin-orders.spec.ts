/**
 * The back office's orders in Chromium through the real server, by keyboard: the demo operator signs in from the
 * header, filters the orders by the demo order's identifier (the filter stays in the address, so a reload keeps
 * it), opens the order (focus moves to its heading) and reads its items and history; axe finds nothing on the
 * orders list, the order's page and the audit log.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoOperator } from '../server/db/catalogue';
import { signInAsOperator, signUpAndConfirm } from './support/accounts';
import { draftOrders, expectNoAxeViolations, fillBilling, newWebsite, openNewOrder, orderSaved, tabTo } from './support/checkout';

const DEMO_ORDER = 'ORD-DEMO2026';

/** The demo operator signs in through the header's Log in dialog, by keyboard alone. */
async function signInOperatorByKeyboard(page: Page): Promise<void> {
  await page.goto('/pricelist');
  const logIn = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await tabTo(page, logIn);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const email = dialog.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeFocused();
  await page.keyboard.type(demoOperator.email);
  await tabTo(page, dialog.getByLabel('Password'));
  await page.keyboard.type(demoOperator.password);
  await page.keyboard.press('Enter');
  // Checking the password takes a while on a busy machine.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 30_000 });
}

test('the demo operator finds the demo order by its identifier, opens it and reads its history, by keyboard', async ({ page }) => {
  test.slow();
  await signInOperatorByKeyboard(page);

  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);

  const identifier = page.getByRole('textbox', { name: 'Order identifier' });
  await tabTo(page, identifier);
  await page.keyboard.type(DEMO_ORDER);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?identifier=${DEMO_ORDER}$`));
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  // The filter is still where the operator typed it.
  await expect(identifier).toBeFocused();

  // Kept on reload: the address holds the filter.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Order identifier' })).toHaveValue(DEMO_ORDER);
  await expect(rows).toHaveCount(2);
  const link = page.getByRole('link', { name: DEMO_ORDER, exact: true });
  await tabTo(page, link);
  await page.keyboard.press('Enter');

  const heading = page.getByRole('heading', { level: 1, name: `Order ${DEMO_ORDER}` });
  await expect(heading).toBeFocused();
  await expect(page.getByText('demo@hosting-portal.test').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Items' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Refunds' })).toHaveAttribute('href', `/admin/orders/${DEMO_ORDER}/refunds`);
  await expectNoAxeViolations(page);

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByText(/^(No entries match these filters\.|Page 1 of \d+)/).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an order's billing reads in the order of the checkout's billing form, the country by its name", async ({ page }) => {
  test.slow();
  // The demo customer finishes an order with a bank transfer, billing to Slovakia.
  await openNewOrder(page);
  const identifier = /\/checkout\/(ORD-[^/?]+)/.exec(page.url())?.[1] ?? '';
  await fillBilling(page);
  await page.getByRole('textbox', { name: /^Phone/ }).fill('+421 900 123 456');
  await page.getByRole('combobox', { name: /^Country/ }).selectOption({ label: 'Slovakia' });
  await orderSaved(page);
  const checkoutLabels = (await page.locator('.checkout-billing label').allTextContents()).map((label) => label.replace(/ \(required\)$/, ''));
  await page.getByRole('radio', { name: /Bank transfer/ }).check({ force: true });
  await page.getByRole('button', { name: 'Finish and pay' }).click();
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/success$/);

  // The operator, in the same browser once the customer's session is gone, opens it.
  await page.context().clearCookies({ name: 'portal_session' });
  await signInAsOperator(page);
  await page.goto(`/admin/orders/${identifier}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${identifier}` })).toBeFocused();
  const billing = page.getByRole('region', { name: 'Billing' });
  const expected = [
    ['First name', 'Dana'],
    ['Surname', 'Demo'],
    ['E-mail', 'demo@hosting-portal.test'],
    ['Phone', '+421 900 123 456'],
    ['Street and number', 'Karlova 1'],
    ['City', 'Praha'],
    ['Postcode', '11000'],
    ['Country', 'Slovakia'],
  ];
  await expect(billing.getByRole('term')).toHaveText(expected.map(([label]) => label ?? ''));
  await expect(billing.getByRole('definition')).toHaveText(expected.map(([, value]) => value ?? ''));
  // The same order as the checkout's form, which has the company fields after these.
  expect(checkoutLabels.slice(0, expected.length)).toEqual(expected.map(([label]) => label));
  await expectNoAxeViolations(page);
});

/** The design system's text colour of an unavailable button (--color-muted), not the outline of an active one. */
const UNAVAILABLE_TEXT = 'rgb(74, 81, 97)';

test('on page 1 of 1, Previous and Next page look unavailable, refuse, stay focusable and say why, by keyboard', async ({ page }) => {
  test.slow();
  await signInAsOperator(page);
  await page.goto(`/admin/orders?identifier=${DEMO_ORDER}`);
  const pager = page.getByRole('navigation', { name: 'Pages of orders' });
  await expect(pager).toContainText('Page 1 of 1 (1 in all)');
  const previous = pager.getByRole('button', { name: 'Previous page' });
  const next = pager.getByRole('button', { name: 'Next page' });
  for (const [button, why] of [
    [previous, 'This is the first page'],
    [next, 'This is the last page'],
  ] as const) {
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(why);
    await expect(button).toHaveCSS('color', UNAVAILABLE_TEXT);
  }
  await expectNoAxeViolations(page);

  // Both are reached with Tab, and pressing them changes nothing.
  await tabTo(page, previous);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(next).toBeFocused();
  await expect(pager).toContainText('Page 1 of 1 (1 in all)');
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?identifier=${DEMO_ORDER}$`));
});

test('paging onto the last page and back keeps the focus on the button pressed, which then says why it is unavailable', async ({ page }) => {
  test.slow();
  // A new customer with 26 draft orders: two pages of 25.
  const email = `pages-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
  await signUpAndConfirm(page, { fullname: 'Many Drafts', email, password: 'a-long-password' });
  await draftOrders(page, await newWebsite(page, 'pages'), 26);
  await page.context().clearCookies({ name: 'portal_session' });

  await signInAsOperator(page);
  await page.goto(`/admin/orders?email=${encodeURIComponent(email)}`);
  const pager = page.getByRole('navigation', { name: 'Pages of orders' });
  await expect(pager).toContainText('Page 1 of 2 (26 in all)');
  const previous = pager.getByRole('button', { name: 'Previous page' });
  const next = pager.getByRole('button', { name: 'Next page' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await expect(next).toHaveAccessibleDescription('');

  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(pager).toContainText('Page 2 of 2 (26 in all)');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(next).toBeFocused();
  await expect(next).toBeDisabled();
  await expect(next).toHaveAccessibleDescription('This is the last page');
  await expect(previous).toBeEnabled();

  await tabTo(page, previous, true);
  await page.keyboard.press('Enter');
  await expect(pager).toContainText('Page 1 of 2 (26 in all)');
  await expect(previous).toBeFocused();
  await expect(previous).toBeDisabled();
  await expect(previous).toHaveAccessibleDescription('This is the first page');
  await expectNoAxeViolations(page);
});

test('a section opened for the first time loads in the page\'s area: the navigation stays, and so does the focus on its link', async ({ page }) => {
  test.slow();
  await signInAsOperator(page);
  // The Bank statements section's code is held until the loading state has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/StatementsPage-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const navigation = page.getByRole('navigation', { name: 'Back office' });
  const loading = page.getByRole('main').getByRole('status').filter({ hasText: 'Loading the section…' });

  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const statements = navigation.getByRole('link', { name: 'Bank statements' });
  await tabTo(page, statements);
  await page.keyboard.press('Enter');
  await expect(loading).toBeVisible();
  // The page's area names the section it loads; the orders are gone from it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bank statements');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(statements).toHaveAttribute('aria-current', 'page');
  await expect(statements).toBeFocused();
  await expectNoAxeViolations(page);

  release();
  await expect(page.getByRole('heading', { level: 2, name: 'Import a statement' })).toBeVisible();
  await expect(loading).toHaveCount(0);
  await expect(statements).toBeFocused();

  // Opened by its address, the console shows its navigation while the section loads, too.
  const again = new Promise<void>((resolve) => (release = resolve));
  await page.unrouteAll();
  await page.route(/\/assets\/CataloguePage-[^/]+\.js$/, async (route) => {
    await again;
    await route.continue();
  });
  await page.goto('/admin/catalogue');
  await expect(loading).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Catalogue' })).toHaveAttribute('aria-current', 'page');
  release();
  await expect(loading).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
});
