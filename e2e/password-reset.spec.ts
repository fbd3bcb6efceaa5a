/**
 * Password reset in Chromium through the real server: 'Forgot password?' in the Log in modal, the link read from
 * the mail outbox, the link's page (token moved out of the address bar), other sessions ended, the new password
 * signing in, a used and a forged link showing their state; by keyboard alone, focus asserted, axe clean.
 * Also the sign-in form's refusal: the wrong password cleared and focused, 'Wait please...' while it waits.
 */
import { openAsMailScanner, signUpAndConfirm } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AUTH_MESSAGES, PASSWORD_RESET_SENT_MESSAGE } from '../contracts/auth';

// Each password check costs a deliberately slow scrypt hash; on a busy machine a journey with several takes minutes.
test.describe.configure({ timeout: 240_000 });
const HASHING = { timeout: 60_000 };

const banner = (page: Page) => page.getByRole('banner');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The path of the link in the newest password-reset message to `to`, once the outbox has rendered it. */
async function resetLinkFor(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const response = await request.get('/api/outbox');
    const { messages } = (await response.json()) as { messages: { to: string; template: string; text: string | null; html: string | null }[] };
    const message = messages.find((each) => each.to === to && each.template === 'password-reset');
    const found = `${message?.text ?? ''}${message?.html ?? ''}`.match(/\/password-reset\?token=[A-Za-z0-9_-]+/);
    expect(found).not.toBeNull();
    link = found?.[0];
  }).toPass({ timeout: 20_000 });
  if (!link) throw new Error('no reset link');
  return link;
}

test('a forgotten password is reset through the e-mail link by keyboard alone; other sessions end and the new password signs in', async ({ page, browser }) => {
  const email = `forgetful-${unique()}@example.test`;
  const oldPassword = 'the-old-passphrase';
  const newPassword = 'a-brand-new-passphrase';
  await signUpAndConfirm(page, { fullname: 'Forgetful Person', email, password: oldPassword });
  await page.request.post('/api/auth/sign-out');

  // Another browser signed in before the reset.
  const elsewhere = await browser.newContext();
  const signedInElsewhere = await elsewhere.request.post('/api/auth/sign-in', { data: { email, password: oldPassword } });
  expect(signedInElsewhere.status()).toBe(200);
  expect((await (await elsewhere.request.get('/api/auth/session')).json()).user?.email).toBe(email);

  const sentRequests: string[] = [];
  page.on('request', (request) => sentRequests.push(`${request.url()} ${request.postData() ?? ''}`));

  await page.goto('/pricelist');
  await banner(page).getByRole('button', { name: 'Log in' }).focus();
  await page.keyboard.press('Enter');
  const signIn = page.getByRole('dialog', { name: 'Log in' });
  await expect(signIn.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(signIn.getByRole('button', { name: 'Forgot password?' })).toBeFocused();
  await page.keyboard.press('Enter');

  const request = page.getByRole('dialog', { name: 'Reset your password' });
  const emailField = request.getByRole('textbox', { name: 'Email' });
  await expect(emailField).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  const sent = request.getByRole('status');
  await expect(sent).toHaveText(PASSWORD_RESET_SENT_MESSAGE);
  await expect(sent).toBeFocused();

  const link = await resetLinkFor(page.request, email);
  const token = new URLSearchParams(link.split('?')[1]).get('token') ?? '';

  // A mail scanner fetches the link, then runs its page: the page only checks the link.
  expect(await openAsMailScanner(browser, link, '/api/auth/password-reset', 'Set a new password')).toEqual([]);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  // One button, the one that sets the password (and so spends the link).
  await expect(page.getByRole('main').getByRole('button')).toHaveText(['Set a new password']);
  // The token leaves the address bar as soon as the page has read it.
  await expect(page).toHaveURL(/\/password-reset$/);
  const passwordField = page.getByLabel('New password', { exact: true });
  await expect(passwordField).toBeFocused();
  await expectNoAxeViolations(page);

  await page.keyboard.type('short');
  await page.keyboard.press('Enter');
  await expect(passwordField).toHaveAccessibleDescription(new RegExp(AUTH_MESSAGES.PASSWORD_TOO_SHORT));
  await expect(passwordField).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(newPassword);
  await page.keyboard.press('Enter');

  const done = page.getByRole('heading', { level: 1, name: 'Your password is set' });
  await expect(done).toBeFocused(HASHING);
  await expectNoAxeViolations(page);

  // The session signed in before the reset has ended.
  expect((await (await elsewhere.request.get('/api/auth/session')).json()).user).toBeNull();
  await elsewhere.close();

  // The new password signs in, from the page's Log in button.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeFocused();
  await page.keyboard.press('Enter');
  const again = page.getByRole('dialog', { name: 'Log in' });
  await expect(again.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(newPassword);
  await page.keyboard.press('Enter');
  await expect(banner(page).getByText('Forgetful Person')).toBeVisible(HASHING);

  // The link works once.
  await page.goto(link);
  const used = page.getByRole('heading', { level: 1, name: 'This link has been used' });
  await expect(used).toBeFocused();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.RESET_LINK_USED);
  await expectNoAxeViolations(page);

  // Nothing the page sent carried the token, but the calls that had to.
  const leaks = sentRequests.filter((line) => line.includes(token) && !/\/api\/auth\/password-reset(\/check)?\s/.test(line) && !line.includes('/password-reset?token='));
  expect(leaks).toEqual([]);
});

test('a forged link shows that it is not valid, and asks for a new one from there', async ({ page }) => {
  await page.goto('/password-reset?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  const heading = page.getByRole('heading', { level: 1, name: 'This link is not valid' });
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/\/password-reset$/);
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.RESET_LINK_INVALID);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Ask for a new link' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type(`nobody-${unique()}@example.test`);
  await page.keyboard.press('Enter');
  // The same answer as for an e-mail with an account.
  await expect(page.getByRole('status')).toHaveText(PASSWORD_RESET_SENT_MESSAGE);
  await expect(page.getByRole('status')).toBeFocused();
});

test("a refused sign-in waits with 'Wait please...', then clears the wrong password and focuses it", async ({ page }) => {
  await page.goto('/pricelist');
  await banner(page).getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`someone-${unique()}@example.test`);
  await dialog.getByLabel('Password').fill('not-the-password');
  // The real server answers; the answer is only held until the wait has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/sign-in', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByLabel('Password').press('Enter');
  const waiting = dialog.getByRole('status');
  await expect(waiting).toHaveText('Wait please...');
  await expect(waiting).toBeFocused();
  release();
  const password = dialog.getByLabel('Password');
  await expect(password).toHaveAttribute('aria-invalid', 'true', HASHING);
  await expect(password).toHaveValue('');
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription(AUTH_MESSAGES.INVALID_CREDENTIALS);
});
