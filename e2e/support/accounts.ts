/**
 * Signing up in the browser journeys the way a person does: sign-up answers "check your e-mail", the link in the
 * "Confirm your e-mail" message (read from /api/outbox, which the Playwright server has in demo mode) makes the
 * account, signs it in and continues where the person was going (Create a website unless the page said more).
 * Every journey that needs a new account comes through here.
 */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO, openPricelistSignedIn } from './sessions';

export interface NewAccount {
  fullname: string;
  email: string;
  password: string;
}

/** The path of the link in the newest `template` message to `to` (lowercased), once the outbox has rendered it. */
export async function linkFromOutbox(request: APIRequestContext, to: string, template: string, path: string): Promise<string> {
  const pattern = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=[A-Za-z0-9_-]+`);
  let link: string | undefined;
  await expect(async () => {
    const response = await request.get('/api/outbox');
    const { messages } = (await response.json()) as { messages: { to: string; template: string; text: string | null }[] };
    const found = messages.find((each) => each.to === to.toLowerCase() && each.template === template)?.text?.match(pattern);
    expect(found).toBeTruthy();
    link = found?.[0];
  }).toPass({ timeout: 30_000 });
  return link ?? '';
}

/**
 * Opens the link of an e-mail as a mail scanner does, in a browser of its own: a GET of the address, then its page
 * run until the button `ready` shows. Answers the methods of the requests that page sent to `spendPath`, the call
 * that uses the link up (none: the link still works).
 */
export async function openAsMailScanner(browser: Browser, link: string, spendPath: string, ready: string): Promise<string[]> {
  const scanner = await browser.newContext();
  expect((await scanner.request.get(link, { headers: { accept: 'text/html' } })).status()).toBe(200);
  const page = await scanner.newPage();
  const spending: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === spendPath) spending.push(request.method());
  });
  await page.goto(link);
  await expect(page.getByRole('button', { name: ready })).toBeVisible();
  await scanner.close();
  return spending;
}

/**
 * Signs up, opens the confirmation link in `page` and presses its Create my account (opening the link alone
 * makes nothing). `viaModal`: the register modal is open (the journey opened it where it is testing from) and is
 * filled in by keyboard-free clicks; its "check your e-mail" answer is checked and closed. Otherwise the sign-up
 * is sent from the page's context. Resolves once the account is signed in and the page has gone on from the
 * link's page. `linkThroughApi`: the link's token is sent by the page's context as the link's page sends it, and no
 * page is opened: for a visitor who has made no cookie choice, whom the cookie bar (a modal, 100 ms after a page
 * loads) would stop on the link's page.
 */
export async function signUpAndConfirm(page: Page, account: NewAccount, options: { viaModal?: boolean; linkThroughApi?: boolean } = {}): Promise<void> {
  if (options.viaModal) {
    const dialog = page.getByRole('dialog', { name: 'Create your website' });
    await dialog.getByRole('textbox', { name: 'Full name' }).fill(account.fullname);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    const sent = page.getByRole('dialog', { name: 'Check your e-mail' });
    await expect(sent.getByRole('status')).toHaveText(`Check your e-mail: we sent a link to ${account.email.toLowerCase()} to finish creating your account.`, { timeout: 30_000 });
    await expect(sent.getByRole('status')).toBeFocused();
    await sent.getByRole('button', { name: /Close/ }).click();
  } else {
    const response = await page.request.post('/api/auth/sign-up', { data: account });
    expect(response.status()).toBe(202);
  }
  const link = await linkFromOutbox(page.request, account.email, 'sign-up-confirm', '/sign-up/confirm');
  if (options.linkThroughApi) {
    const token = new URL(link, 'http://portal.test').searchParams.get('token');
    const confirmed = await page.request.post('/api/auth/sign-up/confirm', { data: { token } });
    expect(confirmed.status()).toBe(200);
    return;
  }
  await page.goto(link);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).not.toHaveURL(/\/sign-up\/confirm/, { timeout: 30_000 });
  await expect(page.getByRole('banner').getByText(account.fullname)).toBeVisible();
}

/** The demo operator signed in on the price list (its shared session: e2e/support/sessions.ts). */
export async function signInAsOperator(page: Page): Promise<void> {
  await openPricelistSignedIn(page, 'operator');
}

/**
 * Signs the demo account in by keyboard alone in the Log in dialog just opened (the focus on its e-mail): the e-mail,
 * Tab, the password, Enter; the dialog closes.
 */
export async function signInByKeyboard(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type(DEMO.email);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
}
