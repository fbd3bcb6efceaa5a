/**
 * Signed-in sessions the journeys share. e2e/sessions.setup.ts (the `sessions` project of playwright.config.ts) signs
 * the demo account and the demo operator in once per run, through the API, and keeps each as Playwright storage state;
 * a journey that is not about signing in starts from that state instead of a page, a modal and a password check of
 * its own. A journey that uses a shared session never signs it out: that would end it for every other journey.
 */
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Cookie, type Page } from '@playwright/test';
import { demoOperator } from '../../server/db/catalogue';

export const DEMO = { email: 'demo@hosting-portal.test', password: 'demo-portal-2026' };

const ACCOUNTS = {
  demo: DEMO,
  operator: { email: demoOperator.email, password: demoOperator.password },
} as const;

export type SharedAccount = keyof typeof ACCOUNTS;

/** Where each shared session's storage state is kept during a run. */
export const SESSION_STATE: Record<SharedAccount, string> = {
  demo: '.tmp/e2e-sessions/demo.json',
  operator: '.tmp/e2e-sessions/operator.json',
};

/** Signs `who` in through the API of `request`'s context (its cookies then carry the session). */
export async function signInThroughApi(request: APIRequestContext, who: SharedAccount): Promise<void> {
  const response = await request.post('/api/auth/sign-in', { data: ACCOUNTS[who] });
  expect(response.status()).toBe(200);
}

/**
 * Puts the shared session of `who` into the page's browser context. An operator's session ends after 15 idle
 * minutes, which a long run can outlast: if the stored one has ended, `who` signs in through the API again.
 */
export async function useSharedSession(page: Page, who: SharedAccount): Promise<void> {
  const { cookies } = JSON.parse(readFileSync(SESSION_STATE[who], 'utf8')) as { cookies: Cookie[] };
  await page.context().addCookies(cookies.filter((cookie) => cookie.name === 'portal_session'));
  const { user } = (await (await page.request.get('/api/auth/session')).json()) as { user: { email: string } | null };
  if (user?.email !== ACCOUNTS[who].email) await signInThroughApi(page.request, who);
}

/**
 * The server-rendered price list once the app has taken it over. Its cards, call-to-action and FAQ are in the HTML
 * before the app's scripts and language catalogue arrive, and a key pressed on them before then does nothing; the
 * header's account buttons come only from the running app, so they say the page answers.
 */
export async function openPricelist(page: Page, path = '/pricelist'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
}

/** `who` signed in on the price list, as after the Log in dialog. */
export async function openPricelistSignedIn(page: Page, who: SharedAccount): Promise<void> {
  await useSharedSession(page, who);
  await page.goto('/pricelist');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
}
