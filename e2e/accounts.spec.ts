/**
 * Accounts, websites and package orders in Chromium against the real server on a fresh database with the
 * demo seed (playwright.config.ts): sign-up to checkout, sign-in and out, the error messages, the
 * unsupported-feature modal, the keep-alive on a moved clock, axe on both modals, and the keyboard.
 */
import { expect, test, type Page } from '@playwright/test';
import { AUTH_MESSAGES } from '../contracts/auth';
import { linkFromOutbox, openAsMailScanner, signInByKeyboard, signUpAndConfirm } from './support/accounts';
import { expectNoAxeViolations } from './support/checkout';

const DEMO = { email: 'demo@hosting-portal.test', password: 'demo-portal-2026', fullname: 'Demo' };

const banner = (page: Page) => page.getByRole('banner');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signIn(page: Page, email = DEMO.email, password = DEMO.password): Promise<void> {
  await banner(page).getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

test('a new visitor signs up, creates a website, opens its price list, buys a package and lands on the checkout', async ({ page }) => {
  const id = unique();
  await page.goto('/pricelist');
  await banner(page).getByRole('button', { name: 'Create website' }).click();
  // "Check your e-mail", then the link of the e-mail signs in and goes on to Create a website.
  await signUpAndConfirm(page, { fullname: 'Nova Visitor', email: `nova-${id}@example.test`, password: 'a-long-password' }, { viaModal: true });
  await expect(page).toHaveURL(/\/websites\/new$/);
  const website = `site-${id}`;
  await page.getByRole('textbox', { name: 'Website name' }).fill(website);
  await page.getByRole('button', { name: 'Create website' }).click();

  await expect(page).toHaveURL(/\/websites$/);
  const item = page.getByRole('listitem').filter({ hasText: website });
  await expect(item).toContainText('No package yet');
  await item.getByRole('link', { name: `Choose a package for ${website}` }).click();

  await expect(page).toHaveURL(new RegExp(`/pricelist\\?project=${website}$`));
  const progress = page.getByRole('navigation', { name: 'Order progress' });
  await expect(progress.locator('[aria-current="step"]')).toContainText('Package selection');
  await expect(page.getByRole('link', { name: /Back to My websites/ })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  const card = page.getByRole('list', { name: 'Packages' }).getByRole('article').nth(1);
  await card.getByRole('button').last().click();
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/?]+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText(/Your order ORD-\S+ is saved as a draft\./)).toBeVisible();
});

test('a returning user signs in and out', async ({ page }) => {
  await page.goto('/pricelist');
  await signIn(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(banner(page).getByRole('link', { name: 'My websites' })).toBeVisible();
  await banner(page).getByRole('link', { name: 'My websites' }).click();
  await expect(page.getByRole('list', { name: 'Websites' })).toContainText('demo-shop');
  await expect(page.getByRole('list', { name: 'Websites' })).toContainText('demo-blog');

  await page.reload();
  await expect(banner(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await banner(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(banner(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.reload();
  await expect(banner(page).getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a wrong password is shown on the password field', async ({ page }) => {
  await page.goto('/pricelist');
  await signIn(page, DEMO.email, 'not-the-password');
  const password = page.getByRole('dialog').getByLabel('Password');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveValue('');
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription('The email or password is not correct.');
});

test('too many attempts are shown above the form', async ({ page }) => {
  // An email with no account: its failures count like a wrong password's, and lock it after a few.
  const email = `nobody-${unique()}@example.test`;
  await page.goto('/pricelist');
  await banner(page).getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  let status = 0;
  for (let attempt = 0; attempt < 8 && status !== 429; attempt += 1) {
    // A refused password is cleared: it is typed again each time.
    await dialog.getByLabel('Password').fill('wrong-password');
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in'));
    await dialog.getByRole('button', { name: 'Log in' }).click();
    status = (await answered).status();
  }
  expect(status).toBe(429);
  await expect(dialog.getByRole('alert')).toContainText(/too many/i);
  await expect(dialog.getByLabel('Password')).not.toHaveAttribute('aria-invalid', 'true');
});

test('a taken email gets the same "check your e-mail" as a new one, and its owner is told by e-mail; a used or forged link says so', async ({ page }) => {
  await page.goto('/pricelist');
  await banner(page).getByRole('button', { name: 'Create website' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your website' });
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Someone Else');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('DEMO@hosting-portal.test');
  await dialog.getByLabel('Password').fill('a-long-password');
  await dialog.getByRole('button', { name: 'Create account' }).press('Enter');
  const sent = page.getByRole('dialog', { name: 'Check your e-mail' });
  const message = sent.getByRole('status');
  await expect(message).toHaveText('Check your e-mail: we sent a link to demo@hosting-portal.test to finish creating your account.');
  await expect(message).toBeFocused();
  await expectNoAxeViolations(page);
  await expect(banner(page).getByText(DEMO.fullname, { exact: true })).toHaveCount(0);
  await expect
    .poll(async () => ((await (await page.request.get('/api/outbox')).json()) as { messages: { to: string; template: string }[] }).messages.some((each) => each.to === DEMO.email && each.template === 'sign-up-attempt'))
    .toBe(true);

  await page.goto('/sign-up/confirm?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  // Opening it tells nothing: pressing Create my account does.
  await page.getByRole('button', { name: 'Create my account' }).press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: 'This link is not valid' });
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/\/sign-up\/confirm$/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign up again' }).press('Enter');
  await expect(page.getByRole('dialog', { name: 'Create your website' })).toBeVisible();
});

test('opening the sign-up link, as a mail scanner does, makes nothing: only pressing Create my account makes the account, by keyboard', async ({ page, browser }) => {
  const id = unique();
  const account = { fullname: 'Scanned Visitor', email: `scanned-${id}@example.test`, password: 'a-long-password' };
  expect((await page.request.post('/api/auth/sign-up', { data: account })).status()).toBe(202);
  const link = await linkFromOutbox(page.request, account.email, 'sign-up-confirm', '/sign-up/confirm');

  // A scanner fetches the link, then runs its page: neither sends the token.
  expect(await openAsMailScanner(browser, link, '/api/auth/sign-up/confirm', 'Create my account')).toEqual([]);

  // The person opens the same link afterwards: it still works, and waits for the one button.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Finish creating your account' })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up\/confirm$/);
  const create = page.getByRole('button', { name: 'Create my account' });
  await expect(create).toBeFocused();
  await expect(create).toHaveAccessibleDescription('One step is left: create your account, and you are signed in to it.');
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // While the account is made, the pressed button keeps the focus and the page says what is happening.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/sign-up/confirm', async (route) => {
    await held;
    await route.continue();
  });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Creating your account…' })).toBeVisible();
  await expect(create).toBeFocused();
  await expect(create).toHaveAttribute('aria-disabled', 'true');
  release();
  await expect(page).toHaveURL(/\/websites\/new$/, { timeout: 30_000 });
  await expect(banner(page).getByText(account.fullname)).toBeVisible();

  // The link works once: pressed again, it says the account is ready.
  await page.unrouteAll();
  await page.goto(link);
  await page.getByRole('button', { name: 'Create my account' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeFocused();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.SIGN_UP_LINK_USED);
});

test("another user's website gives a clear not-found page", async ({ page }) => {
  await page.goto('/pricelist?project=demo-shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Website not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to My websites' })).toBeVisible();
});

test('the unsupported-feature modal appears for demo-shop and a too-small package', async ({ page }) => {
  await page.goto('/pricelist');
  await signIn(page);
  await expect(banner(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.goto('/pricelist?project=demo-shop');
  await page.getByRole('article', { name: 'Mini' }).getByRole('button').last().click();
  const dialog = page.getByRole('dialog', { name: /Mini cannot carry your website/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /instead/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue with Mini anyway' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('the keep-alive refreshes the login after five minutes', async ({ page }) => {
  await page.clock.install();
  await page.goto('/pricelist');
  await signIn(page);
  await expect(banner(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  const refresh = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/auth/refresh'));
  await page.clock.fastForward('05:00');
  await refresh;
  await expect(banner(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('both account modals pass axe', async ({ page }) => {
  await page.goto('/pricelist');
  await banner(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Create a website' }).click();
  await expect(page.getByRole('dialog', { name: 'Create your website' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('signing in by keyboard alone', async ({ page }) => {
  await page.goto('/pricelist');
  const login = banner(page).getByRole('button', { name: 'Log in' });
  await expect(login).toBeVisible();
  await login.focus();
  await page.keyboard.press('Enter');
  await signInByKeyboard(page);
  await expect(banner(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('signing up, creating a website and buying a package by keyboard alone', async ({ page }) => {
  const id = unique();
  await page.goto('/pricelist');
  const createWebsite = banner(page).getByRole('button', { name: 'Create website' });
  await createWebsite.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create your website' });
  await expect(dialog.getByRole('textbox', { name: 'Full name' })).toBeFocused();
  await page.keyboard.type('Keyboard Visitor');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`keys-${id}@example.test`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('a-long-password');
  await page.keyboard.press('Enter');
  // "Check your e-mail" takes the focus; Escape closes it, back on the button that opened it.
  await expect(page.getByRole('dialog', { name: 'Check your e-mail' }).getByRole('status')).toBeFocused({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(createWebsite).toBeFocused();

  await page.goto(await linkFromOutbox(page.request, `keys-${id}@example.test`, 'sign-up-confirm', '/sign-up/confirm'));
  await expect(page.getByRole('button', { name: 'Create my account' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/websites\/new$/);
  const name = page.getByRole('textbox', { name: 'Website name' });
  await name.focus();
  await page.keyboard.type(`keys-${id}`);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/websites$/);
  await page.getByRole('link', { name: `Choose a package for keys-${id}` }).focus();
  await page.keyboard.press('Enter');
  const purchase = page.getByRole('list', { name: 'Packages' }).getByRole('article').nth(1).getByRole('button').last();
  await purchase.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/?]+/);
});
