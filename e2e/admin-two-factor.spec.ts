/**
 * Two-factor sign-in for an operator in Chromium, by keyboard alone: the operator made by `npm run operator -- create`
 * (before the server starts, playwright.config.ts) signs in with the password, turns two-factor sign-in on in the
 * console's Security page (the code computed from the key the page shows, as an authenticator app would), saves the
 * recovery codes (a mistyped code refused at the field first; the codes copied and downloaded), signs out, signs in again with a code, and sees the console. axe finds nothing on each screen, and the
 * focus is where the next step starts after each answer.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { expectNoAxeViolations } from './support/axe';
import { tabTo } from './support/checkout';
import { CLI_OPERATOR } from './support/operators';

const banner = (page: Page) => page.getByRole('banner');

/** Opens Log in from the header and sends the email and password, all by keyboard. */
async function logIn(page: Page): Promise<void> {
  await tabTo(page, banner(page).getByRole('button', { name: 'Log in' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(CLI_OPERATOR.email);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(CLI_OPERATOR.password);
  await page.keyboard.press('Enter');
}

test('an operator made by the command line turns on two-factor sign-in and signs in with a code', async ({ page }) => {
  await page.goto('/pricelist');
  await logIn(page);
  const backOffice = banner(page).getByRole('link', { name: 'Back office' });
  await expect(backOffice).toBeVisible();
  await tabTo(page, backOffice);
  await page.keyboard.press('Enter');

  const security = page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Security' });
  await tabTo(page, security);
  await page.keyboard.press('Enter');
  const off = page.getByRole('heading', { name: 'Two-factor sign-in is off' });
  await expect(off).toBeFocused();
  await expectNoAxeViolations(page);

  await tabTo(page, page.getByRole('button', { name: 'Turn on two-factor sign-in' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Add the portal to your authenticator app' })).toBeFocused();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('.admin-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);

  const appCode = page.getByLabel('Code from your authenticator app');
  await tabTo(page, appCode);
  // A mistyped code is refused at the field, which keeps what was typed and the focus.
  const mistyped = generateSync({ secret }).replace(/^./, (digit) => String((Number(digit) + 5) % 10));
  await page.keyboard.type(mistyped);
  await page.keyboard.press('Enter');
  await expect(page.getByText('The code is not correct.', { exact: false })).toBeVisible();
  await expect(appCode).toBeFocused();
  await expect(appCode).toHaveValue(mistyped);
  await expectNoAxeViolations(page);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(generateSync({ secret }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
  const listed = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allInnerTexts();
  expect(listed).toHaveLength(10);
  await expectNoAxeViolations(page);
  // Copy and Download give the same ten codes that the page lists.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await tabTo(page, page.getByRole('button', { name: 'Copy the codes' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Copied the codes.' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim().split('\n').slice(1)).toEqual(listed);
  await tabTo(page, page.getByRole('link', { name: 'Download the codes' }));
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('hosting-portal-recovery-codes.txt');
  const path = await download.path();
  expect(readFileSync(path, 'utf8')).toBe(copied);
  await tabTo(page, page.getByRole('button', { name: 'I have saved them' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in is on' })).toBeFocused();

  await tabTo(page, banner(page).getByRole('button', { name: 'Sign out' }), true);
  await page.keyboard.press('Enter');
  await expect(banner(page).getByRole('button', { name: 'Log in' })).toBeVisible();

  await page.goto('/pricelist');
  await logIn(page);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const code = dialog.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await expect(banner(page).getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The next step's code: the one used to turn it on may still be current, and a code works once.
  await page.keyboard.type(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);

  await tabTo(page, banner(page).getByRole('link', { name: 'Back office' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
