/**
 * A price list older than a package change: the server refuses the purchase link made for the package's old version,
 * and the page loads the list again with the new prices, says that the prices changed and focuses that message,
 * with everything else as the visitor left it; the next purchase orders at the new price.
 *
 * It changes a package's price (Business, which no other journey changes), so it runs with the other catalogue
 * changes after all the journeys (playwright.config.ts), and puts the price back when it ends.
 */
import { expect, test } from '@playwright/test';
import { consentedVisitor } from '../../playwright.config';
import { signInAsOperator } from '../support/accounts';
import { setPackagePrice } from '../support/catalogue';
import { expectNoAxeViolations, newWebsite } from '../support/checkout';
import { useSharedSession } from '../support/sessions';

const YEARLY_EUR = { currency: 'EUR', periodMonths: 12 };
const NEW_PRICE = '21.49';

test('Buy on a list older than a package change reloads it with the new prices and says so, focused; the next Buy orders', async ({ page, browser }) => {
  test.slow();
  await useSharedSession(page, 'demo');
  const website = await newWebsite(page, 'stale');
  await page.goto(`/pricelist?project=${website}`);
  const business = page.getByRole('article', { name: 'Business' });
  const buy = business.getByRole('button', { name: 'Purchase' });
  await expect(buy).toBeVisible();
  await expect(business).not.toContainText(`€${NEW_PRICE}`);
  // The visitor has opened an answer of the FAQ: it stays open.
  const answer = page.locator('.faq details').filter({ hasText: 'Can I use a domain I already own?' });
  await answer.locator('summary').click();
  await expect(answer).toHaveAttribute('open', '');

  const office = await (await browser.newContext({ storageState: consentedVisitor })).newPage();
  await signInAsOperator(office);
  const before = await setPackagePrice(office, 'business', YEARLY_EUR, NEW_PRICE);
  try {
    await buy.click();
    const notice = page.getByRole('status').filter({ hasText: 'The prices changed' });
    await expect(notice).toBeFocused();
    await expect(business).toContainText(`€${NEW_PRICE}`);
    await expect(page.getByText('Processing...')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/pricelist\\?project=${website}$`));
    await expect(answer).toHaveAttribute('open', '');
    await expectNoAxeViolations(page);

    await buy.click();
    await expect(page).toHaveURL(/\/checkout\/ORD-[^/?]+\?/);
    await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  } finally {
    await setPackagePrice(office, 'business', YEARLY_EUR, before);
    await office.context().close();
  }
});
