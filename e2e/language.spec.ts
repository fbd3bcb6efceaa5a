// Czech and English (docs/frontend.md "Messages in Czech and English"): the header's switch, by keyboard alone, turns
// the price list into Czech (its prices' formats too) where the focus stays, and the choice is the next page's too.
// The public pages asked for in Czech load their own area's words (the checkout's, the 'public' area's) in the browser.
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

test('the public pages load their own words in Czech: the Domain name step with its prices, the cookies page and the not-found page', async ({ page }) => {
  await page.goto('/domains?lang=cs&name=cesky-pekar');
  await expect(page.getByRole('heading', { level: 1, name: 'Najděte si doménové jméno' })).toBeVisible();
  const exact = page.getByRole('article', { name: 'cesky-pekar.com' });
  await expect(exact).toContainText('Volná');
  // Intl writes the prices in Czech: a decimal comma, or a whole amount.
  await expect(exact.locator('dd').first()).toHaveText(/^\D*\d[\d\s]*(,\d\d)?\D*$/);
  await expect(exact.locator('dd').first()).not.toHaveText(/\d\.\d\d/);
  await expect(exact).toContainText('za rok');

  await page.goto('/cookies?lang=cs');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies a úložiště' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^portal_session/ })).toContainText('Nezbytné');

  await page.goto('/no/such/page?lang=cs');
  await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Prohlédněte si balíčky a ceny' })).toBeVisible();
});
