/**
 * My orders and My websites in Chromium through the real server: a new customer buys a package and a domain by
 * the test gateway and finds both orders paid (with the invoice) in My orders, and the domain with its expiry on
 * My websites; a draft is continued and deleted by keyboard, after which its checkout address finds no order; an
 * order awaiting a bank transfer leads to its instructions. The header offers My orders to signed-in users only.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpAndConfirm } from './support/accounts';
import { expectNoAxeViolations, fact, fillBilling, openNewOrder, orderCard, orderIdentifierOf, press, tabTo } from './support/checkout';

// Each journey signs in and pays through the gateway, some twice: more than the default 30 s on a busy machine.
test.slow();

const uniqueId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const banner = (page: Page) => page.getByRole('banner');

/** Pays the order on screen by the gateway; answers its identifier and the total with VAT the checkout showed. */
async function payByGateway(page: Page): Promise<{ identifier: string; total: string }> {
  await fillBilling(page);
  await press(page.getByRole('radio', { name: /Online payment/ }));
  const total = (await page.locator('.checkout-total dd').textContent()) ?? '';
  await page.getByRole('button', { name: 'Finish and pay' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/success$/);
  await expect(page.getByText(/Order ORD-\S+ is paid\./)).toBeVisible();
  return { identifier: orderIdentifierOf(page), total };
}

test('a new customer who paid by the gateway finds the paid orders with their invoices, and the domain with its expiry on My websites', async ({ page }) => {
  // Two purchases through the gateway and a domain's personal data: the longest journey here.
  test.setTimeout(240_000);
  const id = uniqueId();
  await page.goto('/pricelist');
  await expect(banner(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'My orders' })).toHaveCount(0);

  await banner(page).getByRole('button', { name: 'Create website' }).click();
  await signUpAndConfirm(page, { fullname: 'Olga Orders', email: `orders-${id}@example.test`, password: 'a-long-password' }, { viaModal: true });
  await expect(page).toHaveURL(/\/websites\/new$/);
  const website = `orders-${id}`;
  await page.getByRole('textbox', { name: 'Website name' }).fill(website);
  await page.getByRole('button', { name: 'Create website' }).click();
  await expect(page).toHaveURL(/\/websites$/);

  // A website without a package is offered a package, not an upgrade.
  const site = page.getByRole('list', { name: 'Websites' }).locator(':scope > li').filter({ hasText: website });
  await expect(site).toContainText('No package yet');
  await expect(site.getByRole('link', { name: /^Upgrade/ })).toHaveCount(0);
  await site.getByRole('link', { name: `Choose a package for ${website}` }).click();

  // The package, paid by the gateway.
  await page.getByRole('article', { name: 'Standard' }).getByRole('button').last().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  const { identifier: packageOrder, total } = await payByGateway(page);

  // A domain for the website, paid by the gateway too.
  const domain = `orders-${id}.com`;
  await page.goto(`/domains?project=${website}`);
  await page.getByRole('textbox', { name: 'Domain name' }).fill(domain);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('article', { name: domain, exact: true }).getByRole('button', { name: `Register ${domain}` }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/personal-data$/);
  const holder = page.getByRole('group', { name: domain });
  for (const [label, value] of Object.entries({ 'First name': 'Olga', 'Surname': 'Orders', 'Phone': '+420 601 123 456', 'Street and number': 'Karlova 1', 'City': 'Praha', 'Postcode': '11000' })) {
    await holder.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
  }
  await holder.getByRole('combobox', { name: /^Country/ }).selectOption('CZ');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  const { identifier: domainOrder } = await payByGateway(page);

  // My orders, from the header (the checkout's own wrapper has no account links): newest first, each paid with its
  // total, method, website, date and invoice.
  await page.goto('/pricelist');
  await banner(page).getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Orders' }).locator(':scope > li');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(domainOrder);
  await expect(cards.nth(1)).toContainText(packageOrder);
  const paid = orderCard(page, packageOrder);
  await expect(paid.getByRole('heading', { level: 2 })).toHaveText(`Standard package for ${website}`);
  await expect(fact(paid, 'Status')).toHaveText('Paid');
  await expect(fact(paid, 'Payment method')).toHaveText('Online payment');
  await expect(fact(paid, 'Website')).toHaveText(website);
  expect(total).toMatch(/€\d/);
  await expect(fact(paid, 'Total')).toHaveText(total);
  const today = new Date().toISOString().slice(0, 10);
  await expect(paid.locator('time')).toHaveAttribute('datetime', new RegExp(`^${today}`));
  await expect(paid.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(paid.getByRole('link', { name: `Download the invoice of ${packageOrder} (PDF)` })).toHaveAttribute('href', /^\/api\/invoices\/\d{4}-\d{6}\.pdf$/);
  await expect(orderCard(page, domainOrder).getByRole('link', { name: /Download the invoice/ })).toBeVisible();
  await expect(paid.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // My websites: the package bought and the domain with the end of the year bought.
  await banner(page).getByRole('link', { name: 'My websites' }).click();
  const bought = page.getByRole('list', { name: 'Websites' }).locator(':scope > li').filter({ hasText: website });
  await expect(bought).toContainText('Package: Standard');
  await expect(bought.getByRole('link', { name: `Upgrade ${website}` })).toBeVisible();
  const expiry = new Date();
  expiry.setUTCFullYear(expiry.getUTCFullYear() + 1);
  const domains = bought.getByRole('list', { name: `Domains of ${website}` });
  await expect(domains).toContainText(`${domain}, registered until`);
  await expect(domains.locator('time')).toHaveAttribute('datetime', expiry.toISOString().slice(0, 10));
  await expectNoAxeViolations(page);

  // Signed out, the header has no My orders again.
  await banner(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(banner(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'My orders' })).toHaveCount(0);
});

test('a draft is continued from My orders, then deleted by keyboard after confirming, and its checkout address finds no order', async ({ page }) => {
  // Three axe scans and a reload besides the order: more than the slow default on a busy machine.
  test.setTimeout(180_000);
  await openNewOrder(page);
  const draft = orderIdentifierOf(page);
  await page.goto('/orders');
  const card = orderCard(page, draft);
  await expect(fact(card, 'Status')).toHaveText('Draft');
  await expect(fact(card, 'Payment method')).toHaveText('Not chosen yet');

  // Continue: back to its checkout.
  await card.getByRole('link', { name: `Continue the order ${draft}` }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${draft}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();

  await page.goto('/orders');
  const remove = orderCard(page, draft).getByRole('button', { name: `Delete the draft ${draft}` });
  // Asked, then kept: Escape closes the dialog and focus returns to the button.
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: `Delete the draft ${draft}?` });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText('This cannot be undone.')).toBeVisible();
  // Focus moved into the dialog (react-aria focuses the dialog itself).
  await expect.poll(() => confirm.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(remove).toBeFocused();

  // Asked again and confirmed: the draft leaves the list and focus is on the notice saying so.
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Delete the draft' }));
  await page.keyboard.press('Enter');
  const notice = page.getByText(`The draft order ${draft} was deleted.`);
  await expect(notice).toBeFocused();
  await expect(confirm).toHaveCount(0);
  await expect(orderCard(page, draft)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Reloaded, it is still gone; its checkout address finds no such order.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Orders' })).toBeVisible();
  await expect(orderCard(page, draft)).toHaveCount(0);
  await page.goto(`/checkout/${draft}`);
  await expect(page.getByRole('alert')).toHaveText('We could not find this order in your account.');
});

test('an order awaiting a bank transfer links from My orders to its payment instructions', async ({ page }) => {
  await openNewOrder(page);
  const order = orderIdentifierOf(page);
  await fillBilling(page);
  await press(page.getByRole('radio', { name: /Bank transfer/ }));
  await page.getByRole('button', { name: 'Finish and pay' }).click();
  await expect(page.getByText(/is waiting for your bank transfer/)).toBeVisible();

  await page.goto('/orders');
  const card = orderCard(page, order);
  await expect(fact(card, 'Status')).toHaveText('Awaiting payment');
  await expect(fact(card, 'Payment method')).toHaveText('Bank transfer');
  await expect(card.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  const howToPay = card.getByRole('link', { name: `See how to pay the order ${order}` });
  await expect(howToPay).toHaveAttribute('href', `/checkout/${order}/success`);
  await tabTo(page, howToPay);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/checkout/${order}/success$`));
  await expect(page.getByText(/is waiting for your bank transfer/)).toBeVisible();
  await expect(page.getByText('IBAN')).toBeVisible();
});
