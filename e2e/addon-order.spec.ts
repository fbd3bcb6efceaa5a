/**
 * An add-on bought alone in Chromium through the real server (docs/services.md "Add-ons bought alone"), on a portal
 * of its own (its order must not change the shared demo's My orders): the demo's Mini package for demo-blog is paid
 * for 100 more days; My services offers its add-ons, and Add, by keyboard, opens the add-on order's checkout, whose
 * item runs until the package's date, with the Mini package; the website's price list offers the same. Axe on every
 * page; the focus asserted on each.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { orderIdentifierOf, tabTo } from './support/checkout';
import { ownPortal, payDemoBlogFor } from './support/own-portal';
import { useSharedSession } from './support/sessions';

const day = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
const offersOf = (page: Page) => page.getByRole('list', { name: 'Add to the Mini package' });

/** Axe on the page offering it, then Add by keyboard, to the add-on order's checkout until the package's date. */
async function addByKeyboard(page: Page, add: Locator, endsOn: Date): Promise<void> {
  await expect(add).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, add);
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/?]+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  await expect(page.getByText(`until ${day(endsOn)}, with your Mini package`)).toBeVisible();
}

const portal = await ownPortal('addon-order');

test.describe('an add-on bought alone', () => {
  test.slow();
  // Both tests in one worker, on one portal (a worker of each would start a portal of its own).
  test.describe.configure({ mode: 'default' });
  let endsOn = new Date();

  test.beforeAll(async () => {
    await portal.open(async (db) => {
      endsOn = await payDemoBlogFor(db, 100);
    });
  });

  test.afterAll(() => portal.close());
  test.use({ baseURL: portal.baseURL, locale: 'en-US' });

  test("My services' Add opens the add-on's order until the package's date, by keyboard", async ({ page }) => {
    await useSharedSession(page, 'demo');
    await page.goto('/my/services');
    await addByKeyboard(page, offersOf(page).getByRole('link', { name: 'Add Five more mailboxes to demo-blog' }), endsOn);
    // A new page: the focus starts at the top of the document, and the first Tab reaches the page's first link.
    await expect(page.locator(':focus')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveCount(1);
    await expectNoAxeViolations(page);

    // Add again continues the same order instead of making a second one.
    const identifier = orderIdentifierOf(page);
    await page.goto('/my/services');
    await tabTo(page, offersOf(page).getByRole('link', { name: 'Add Five more mailboxes to demo-blog' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/checkout/${identifier}$`));
  });

  test("the website's price list offers its package's add-ons, and Add leads to the add-on's checkout by keyboard", async ({ page }) => {
    await useSharedSession(page, 'demo');
    await page.goto('/pricelist?project=demo-blog');
    const offers = page.getByRole('region', { name: 'Add to your current package' });
    await addByKeyboard(page, offers.getByRole('link', { name: 'Add SEO Booster to demo-blog' }), endsOn);
    await expect(page.locator(':focus')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
