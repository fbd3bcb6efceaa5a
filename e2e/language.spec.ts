// Czech and English (docs/frontend.md "Messages in Czech and English"): the header's switch, by keyboard alone, turns
// the price list into Czech (its prices' formats too) where the focus stays, and the choice is the next page's too.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { tabTo } from './support/checkout';

test('a visitor switches the price list to Czech by keyboard; the switch keeps the focus and the choice survives a reload', async ({ page }) => {
  await page.goto('/pricelist');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const banner = page.getByRole('banner');
  // The account links come once the app runs: the switch then answers.
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
  // The server formats the prices in the page's language: a decimal point in English.
  const price = page.locator('.package-price-amount').first();
  await expect(price).toHaveText(/\d\.\d\d/);
  const english = banner.getByRole('combobox', { name: 'Language' });
  await tabTo(page, english);
  await page.keyboard.press('ArrowDown');

  const czech = banner.getByRole('combobox', { name: 'Jazyk' });
  await expect(czech).toHaveValue('cs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(banner.getByRole('link', { name: 'Balíčky a ceny' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Přihlásit se' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Balíčky' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveText('Hosting Portal: weby, hosting a domény.');
  // The prices are fetched again in Czech formats, without a reload: a decimal comma.
  await expect(price).toHaveText(/\d,\d\d/);
  await expect(czech).toBeFocused();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(page.getByRole('list', { name: 'Balíčky' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Balíčky a ceny' })).toBeVisible();
  await expect(banner.getByRole('combobox', { name: 'Jazyk' })).toHaveValue('cs');
  await expect(page).toHaveTitle('Hostingové balíčky a ceny');
  await expectNoAxeViolations(page);
});
