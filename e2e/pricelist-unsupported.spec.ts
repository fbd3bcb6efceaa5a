/**
 * The unsupported-feature modal of demo-shop (an e-shop too big for Mini): a choice in it creates the package order
 * while the modal says 'Wait please...' and the Processing overlay is up. Escape and Close close the modal meanwhile;
 * the order goes on, and its outcome follows: the checkout, or the refusal said on the page.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations } from './support/checkout';
import { useSharedSession } from './support/sessions';

/** Holds the browser's createPackageOrder request at the browser's edge; `sent` answers the held route once it is sent. */
async function holdPackageOrder(page: Page): Promise<{ sent: Promise<Route> }> {
  let hold: (route: Route) => void = () => {};
  const held = new Promise<Route>((resolve) => {
    hold = resolve;
  });
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('CreatePackageOrder')) hold(route);
    else await route.fallback();
  });
  return { sent: held };
}

const overlay = (page: Page) => page.getByText('Processing...');

/** demo-shop's price list, Mini chosen and its modal's 'Continue with Mini anyway' pressed: the modal waits. */
async function orderMiniAnyway(page: Page) {
  await useSharedSession(page, 'demo');
  const order = await holdPackageOrder(page);
  await page.goto('/pricelist?project=demo-shop');
  const buyMini = page.getByRole('article', { name: 'Mini' }).getByRole('button', { name: 'Purchase' });
  await buyMini.click();
  const dialog = page.getByRole('dialog', { name: /Mini cannot carry your website/ });
  // By keyboard: Enter on the choice, with no wait for the modal's entrance to settle as a click has.
  await dialog.getByRole('button', { name: 'Continue with Mini anyway' }).press('Enter');
  const waiting = dialog.getByRole('status');
  await expect(waiting).toHaveText('Wait please...');
  await expect(waiting).toBeFocused();
  // SPEC.md: the overlay shows for every package order creation (behind the modal while it is open).
  await expect(overlay(page)).toBeVisible();
  return { buyMini, dialog, order: await order.sent };
}

test('Escape closes the waiting modal; the Processing overlay stays until the order opens the checkout', async ({ page }) => {
  const { buyMini, dialog, order } = await orderMiniAnyway(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(overlay(page)).toBeVisible();
  await expect(overlay(page)).toHaveAttribute('role', 'status');
  // The focus is back on the button that opened the modal.
  await expect(buyMini).toBeFocused();
  await expectNoAxeViolations(page);

  await order.continue();
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/?]+\?/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
});

test('Close closes the waiting modal too; an order the server then refuses is said on the page and focused', async ({ page }) => {
  const { buyMini, dialog, order } = await orderMiniAnyway(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(overlay(page)).toBeVisible();
  await expect(buyMini).toBeFocused();

  // The server refuses the purchase: its token no longer signs the link.
  const request = order.request().postDataJSON() as { variables: { checkoutUrl: string } };
  request.variables.checkoutUrl = request.variables.checkoutUrl.replace(/token=[^&]*/, 'token=forged');
  await order.continue({ postData: JSON.stringify(request) });

  const refusal = page.getByRole('alert').filter({ hasText: 'This purchase link is not valid.' });
  await expect(refusal).toBeFocused();
  await expect(overlay(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/pricelist\?project=demo-shop$/);
  await expectNoAxeViolations(page);
});
