import { expectNoAxeViolations } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { pricelistResponseSchema } from '../contracts/pricelist';

const packages = (page: Page) => page.getByRole('list', { name: 'Packages' }).locator(':scope > li');
const promo = (page: Page) => page.getByRole('region', { name: 'Get your own or connect existing domain' });

test('the API serves five packages from the database, the limited one among them', async ({ request }) => {
  const response = await request.get('/api/pricelist');
  expect(response.status()).toBe(200);
  const body = pricelistResponseSchema.parse(await response.json());
  expect(body.totalItems).toBe(5);
  expect(body.items.map((item) => item.identifier)).toContain('limited');
});

test('a newcomer opening the portal sees four package cards and the limited promo box', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/pricelist$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(packages(page)).toHaveCount(4);
  await expect(promo(page)).toContainText(/Only for .+\/month/);
  await expect(promo(page).getByRole('button', { name: 'Purchase Limited package' })).toBeVisible();
  await expect(page.getByText('Prices do not include applicable taxes')).toBeVisible();
  await expect(page.getByText('Free domain included').first()).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/\bmain-accent\b/);
  await expect(page.locator('body')).toHaveClass(/\bwrapper-no-overflow\b/);
  await expectNoAxeViolations(page);
});

test('the FAQ keeps one answer open at a time', async ({ page }) => {
  await page.goto('/pricelist');
  // Native <details> items: a summary opens its answer, and the group keeps one open.
  const items = page.locator('.faq details');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThan(2);
  for (const index of [1, 2]) {
    await items.nth(index).locator('summary').click();
    await expect(items.nth(index)).toHaveAttribute('open', '');
    await expect(items.nth(index).locator('.accordion-panel-content')).toBeVisible();
    await expect(page.locator('.faq details[open]')).toHaveCount(1);
  }
});

test('a feature tooltip opens from the keyboard', async ({ page }) => {
  await page.goto('/pricelist');
  const info = packages(page).first().getByRole('button', { name: /^More about / }).first();
  await info.focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
});

test('the call-to-action opens the register modal by keyboard, and Escape closes it', async ({ page }) => {
  await page.goto('/pricelist');
  await expect(packages(page)).toHaveCount(4);
  const signUp = page.locator('.call-to-action').getByRole('button');
  await signUp.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create your website' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(signUp).toBeFocused();
});

test('a bad query parameter gets a 400 naming it from the API, while the page shows the list without it', async ({ page, request }) => {
  const response = await request.get('/api/pricelist?currency=XYZ');
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { error: { parameter?: string; message: string } };
  expect(body.error.parameter).toBe('currency');
  expect(body.error.message).toContain('currency');

  await page.goto('/pricelist?currency=XYZ');
  await expect(packages(page)).toHaveCount(4);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a bad link (an unknown feautre, an over-long ref) still shows the price list', async ({ page, request }) => {
  const ref = 'r'.repeat(40);
  expect((await request.get('/api/pricelist?feautre=no-such-feature')).status()).toBe(400);
  expect((await request.get(`/api/pricelist?ref=${ref}`)).status()).toBe(400);

  await page.goto(`/pricelist?feautre=no-such-feature&ref=${ref}&currency=CZK`);
  await expect(packages(page)).toHaveCount(4);
  await expect(packages(page).first()).toContainText(/CZK|Kč/);
  await expect(page.getByText('The prices could not be loaded')).toHaveCount(0);
  // What the visitor opened stays in the address.
  await expect(page).toHaveURL(/feautre=no-such-feature/);
  await expectNoAxeViolations(page);
});

test('prices follow the currency parameter', async ({ page }) => {
  await page.goto('/pricelist?currency=CZK');
  await expect(packages(page).first()).toContainText(/CZK|Kč/);
});

test('client routes fall back to the app, which shows a clear not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  await expectNoAxeViolations(page);
});
