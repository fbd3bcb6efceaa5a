/**
 * Cookie consent, visitor tracking and the storage backup in Chromium against the real server (issue 6, "Done
 * when"). These visitors start without the consent cookie the other browser tests get (playwright.config.ts).
 */
import { expectNoAxeViolations } from './support/axe';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signUpAndConfirm } from './support/accounts';
import type { RecordedEvent } from '../contracts/tracking';

test.use({ storageState: { cookies: [], origins: [] } });

const TITLE = 'This website uses cookies';
const ALL = { essential: true, functional: true };
const MINIMAL = { essential: true, functional: false };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const bar = (page: Page) => page.getByRole('dialog', { name: TITLE });

/** A react-aria checkbox is pressed on its label, which covers the visually hidden input. */
async function tick(page: Page, label: string): Promise<void> {
  await bar(page).getByText(label, { exact: true }).click();
}

/** The 'ac' cookie as the page itself reads it, or null. */
async function consentCookie(context: BrowserContext): Promise<unknown> {
  const cookie = (await context.cookies()).find((entry) => entry.name === 'ac');
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
}

/** window.dataLayer's entries as plain lists: ['consent', 'default' | 'update', {...}]. */
async function consentSignals(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));
}

const grantedIf = (yes: boolean) => {
  const state = yes ? 'granted' : 'denied';
  return { analytics_storage: state, ad_storage: state, ad_user_data: state, ad_personalization: state };
};

/** The visitor's own events at the collector, oldest first, identified by their user hash. */
async function collected(page: Page, userHash: string): Promise<RecordedEvent[]> {
  const response = await page.request.get(`/api/events?userId=webnode_${userHash}`);
  const { events } = (await response.json()) as { events: RecordedEvent[] };
  return events.filter((event) => event.userId === `webnode_${userHash}`).sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
}

async function openAsNewVisitor(page: Page, userHash = unique()): Promise<string> {
  await page.addInitScript((hash) => {
    window.trackerConfig = { userHash: hash };
  }, userHash);
  await page.goto('/pricelist');
  await expect(bar(page)).toBeVisible();
  return userHash;
}

test('the bar appears for a new visitor, with the disclosure page a new tab away', async ({ page, context }) => {
  await openAsNewVisitor(page);
  await expect(bar(page).getByRole('button', { name: 'Accept all' })).toBeVisible();
  await expect(bar(page).getByRole('button', { name: 'Manage my choices' })).toBeVisible();
  await expect(bar(page).getByRole('button', { name: 'Accept necessary' })).toBeVisible();
  const [disclosure] = await Promise.all([context.waitForEvent('page'), bar(page).getByRole('link', { name: /Read about every cookie we use/ }).click()]);
  await expect(disclosure.getByRole('heading', { level: 1, name: 'Cookies and storage' })).toBeVisible();
  for (const name of ['portal_session', 'ac', 'portal_storage_backup', 'securityBackup', 'wnd_dvul', 'portal_anonymous_id']) {
    await expect(disclosure.getByRole('rowheader', { name, exact: true })).toBeVisible();
  }
  expect(await consentCookie(context)).toBeNull();
});

const choices: Array<{ name: string; act: (page: Page) => Promise<void>; consent: typeof ALL }> = [
  { name: 'Accept all', act: (page) => bar(page).getByRole('button', { name: 'Accept all' }).click(), consent: ALL },
  { name: 'Accept necessary', act: (page) => bar(page).getByRole('button', { name: 'Accept necessary' }).click(), consent: MINIMAL },
  {
    name: 'Accept selected with Marketing/third party',
    act: async (page) => {
      await bar(page).getByRole('button', { name: 'Manage my choices' }).click();
      await tick(page, 'Marketing/third party');
      await bar(page).getByRole('button', { name: 'Accept selected' }).click();
    },
    consent: ALL,
  },
  {
    name: 'Accept selected without it',
    act: async (page) => {
      await bar(page).getByRole('button', { name: 'Manage my choices' }).click();
      await expect(bar(page).getByRole('checkbox', { name: /Essential/ })).toBeChecked();
      await expect(bar(page).getByRole('checkbox', { name: /Essential/ })).toBeDisabled();
      await bar(page).getByRole('button', { name: 'Accept selected' }).click();
    },
    consent: MINIMAL,
  },
  { name: 'Close', act: (page) => bar(page).getByRole('button', { name: 'Close' }).click(), consent: MINIMAL },
  {
    name: 'Close after ticking Marketing/third party',
    act: async (page) => {
      await bar(page).getByRole('button', { name: 'Manage my choices' }).click();
      await tick(page, 'Marketing/third party');
      await page.keyboard.press('Escape');
    },
    consent: MINIMAL,
  },
];

for (const choice of choices) {
  test(`${choice.name} stores ${JSON.stringify(choice.consent)} and updates Consent Mode after its default`, async ({ page, context }) => {
    await openAsNewVisitor(page);
    await choice.act(page);
    await expect(bar(page)).toHaveCount(0);
    await expect.poll(() => consentCookie(context)).toEqual(choice.consent);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'ac');
    expect(cookie?.sameSite).toBe('Lax');
    // 365 days, give or take the test's own minutes.
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    const signals = await consentSignals(page);
    expect(signals[0]).toEqual(['consent', 'default', grantedIf(false)]);
    expect(signals.filter((signal) => signal[0] === 'consent')).toEqual([
      ['consent', 'default', grantedIf(false)],
      ['consent', 'update', grantedIf(choice.consent.functional)],
    ]);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Packages' })).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
  });
}

test('showCookieBar reopens the bar with the stored choice, and a new choice replaces it', async ({ page, context }) => {
  await openAsNewVisitor(page);
  await bar(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(bar(page)).toHaveCount(0);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('showCookieBar')));
  await expect(bar(page)).toBeVisible();
  await bar(page).getByRole('button', { name: 'Manage my choices' }).click();
  await expect(bar(page).getByRole('checkbox', { name: /Marketing\/third party/ })).toBeChecked();
  await tick(page, 'Marketing/third party');
  await expect(bar(page).getByRole('checkbox', { name: /Marketing\/third party/ })).not.toBeChecked();
  await bar(page).getByRole('button', { name: 'Accept selected' }).click();
  await expect.poll(() => consentCookie(context)).toEqual(MINIMAL);
  expect((await consentSignals(page)).at(-1)).toEqual(['consent', 'update', grantedIf(false)]);
});

test('the disclosure page reopens the bar', async ({ page }) => {
  await openAsNewVisitor(page);
  await bar(page).getByRole('button', { name: 'Accept necessary' }).click();
  await page.goto('/cookies');
  await page.getByRole('button', { name: 'Change my cookie choice' }).click();
  await expect(bar(page)).toBeVisible();
});

test("a signed-in user sees no bar, their choice reaches the account, and the account's choice reaches their other devices", async ({ page, context, browser }) => {
  const email = `consent-${unique()}@example.test`;
  // The link is used without its page: there, the cookie bar would ask this visitor, who never chose, for a choice.
  await signUpAndConfirm(page, { fullname: 'Consent Person', email, password: 'a-long-password' }, { linkThroughApi: true });
  await page.goto('/pricelist');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  // No choice on the device nor on the account: the minimal set on both, and no bar.
  await expect.poll(() => consentCookie(context)).toEqual(MINIMAL);
  await expect(bar(page)).toHaveCount(0);
  const accountConsent = async (requestPage: Page) => {
    const response = await requestPage.request.post('/graphql', { data: { query: 'query AccountCookieConsent { cookieConsent }' } });
    return ((await response.json()) as { data: { cookieConsent: string | null } }).data.cookieConsent;
  };
  // The device's cookie is written first, then the account is saved: wait for the save to land.
  await expect.poll(() => accountConsent(page)).toBe(JSON.stringify(MINIMAL));

  await page.evaluate(() => window.dispatchEvent(new CustomEvent('showCookieBar')));
  await bar(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => accountConsent(page)).toBe(JSON.stringify(ALL));

  const otherDevice = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const other = await otherDevice.newPage();
    const signIn = await other.request.post('/api/auth/sign-in', { data: { email, password: 'a-long-password' } });
    expect(signIn.status()).toBe(200);
    await other.goto('/pricelist');
    await expect(other.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect.poll(() => consentCookie(otherDevice)).toEqual(ALL);
    await expect(bar(other)).toHaveCount(0);
    expect((await consentSignals(other)).at(-1)).toEqual(['consent', 'update', grantedIf(true)]);
  } finally {
    await otherDevice.close();
  }
});

test('events raised before the trackers are ready reach the collector in order, with the replay properties', async ({ page }) => {
  const userHash = await openAsNewVisitor(page);
  // Page Viewed and Price List Viewed are raised while the bar waits for a choice: nothing can be sent yet.
  await expect(page.getByRole('list', { name: 'Packages' })).toBeVisible();
  expect(await collected(page, userHash)).toEqual([]);
  await bar(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(async () => (await collected(page, userHash)).map((event) => event.name)).toEqual(['Page Viewed', 'Price List Viewed', 'Consent Given']);
  const events = await collected(page, userHash);
  const replayId = events[0]?.properties.replayId;
  expect(typeof replayId).toBe('string');
  for (const event of events) expect(event.properties.replayId).toBe(replayId);
  expect(events[0]?.properties.path).toBe('/pricelist');
  expect(events[2]?.properties).toMatchObject({ essential: true, functional: true });
});

test('nothing is sent for a category without consent', async ({ page }) => {
  const userHash = await openAsNewVisitor(page);
  await expect(page.getByRole('list', { name: 'Packages' })).toBeVisible();
  await bar(page).getByRole('button', { name: 'Accept necessary' }).click();
  await expect.poll(async () => (await collected(page, userHash)).map((event) => event.name)).toEqual(['Consent Given']);
  // A later page and a chosen package are analytics too: the next essential event arrives alone.
  await page.getByRole('link', { name: 'Packages and prices' }).click();
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('showCookieBar')));
  await bar(page).getByRole('button', { name: 'Accept necessary' }).click();
  await expect.poll(async () => (await collected(page, userHash)).map((event) => event.name)).toEqual(['Consent Given', 'Consent Given']);
  for (const event of await collected(page, userHash)) {
    expect(event.category).toBe('essential');
    expect(event.properties.replayId).toBeUndefined();
  }
});

test('the storage backup puts a cleared key back into local storage', async ({ page }) => {
  await openAsNewVisitor(page);
  await bar(page).getByRole('button', { name: 'Accept necessary' }).click();
  await page.evaluate(() => window.localStorage.setItem('wnd_dvul', 'marker-42'));
  // The backup runs as each page starts: this one copies the key into the cookie.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Packages' })).toBeVisible();
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await expect(page.getByRole('list', { name: 'Packages' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('wnd_dvul'))).toBe('marker-42');
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('securityBackup') ?? 'null'))).toEqual(['wnd_dvul']);
});

test('axe finds no violation in the bar, collapsed and expanded', async ({ page }) => {
  await openAsNewVisitor(page);
  await expectNoAxeViolations(page);
  await bar(page).getByRole('button', { name: 'Manage my choices' }).click();
  await expect(bar(page).getByRole('checkbox', { name: /Marketing\/third party/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** Presses Tab until the element named `name` has the focus (the dialog keeps focus inside itself). */
async function tabTo(page: Page, name: RegExp): Promise<void> {
  for (let presses = 0; presses < 12; presses += 1) {
    // The name of the focused control only: a checkbox is named by its label; the dialog, or any other element that
    // holds focus for a moment while the bar opens, by nothing (its text holds every control's name).
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || !element.matches('button, a[href], input, select, textarea')) return '';
      return element instanceof HTMLInputElement ? (element.closest('label')?.textContent ?? '') : (element.textContent ?? '');
    });
    if (name.test(focused)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}`);
}

test('every choice can be made by keyboard alone', async ({ page, context }) => {
  await openAsNewVisitor(page);
  await tabTo(page, /Manage my choices/);
  await page.keyboard.press('Enter');
  await tabTo(page, /Marketing\/third party/);
  await page.keyboard.press('Space');
  await expect(bar(page).getByRole('checkbox', { name: /Marketing\/third party/ })).toBeChecked();
  await tabTo(page, /Accept selected/);
  await page.keyboard.press('Enter');
  await expect(bar(page)).toHaveCount(0);
  await expect.poll(() => consentCookie(context)).toEqual(ALL);

  await page.evaluate(() => window.dispatchEvent(new CustomEvent('showCookieBar')));
  await expect(bar(page)).toBeVisible();
  await tabTo(page, /Accept necessary/);
  await page.keyboard.press('Enter');
  // SPEC.md section 4: Accept necessary keeps the chosen flags, here the stored ones.
  await expect(bar(page)).toHaveCount(0);
  await expect.poll(() => consentCookie(context)).toEqual(ALL);

  await page.evaluate(() => window.dispatchEvent(new CustomEvent('showCookieBar')));
  await expect(bar(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bar(page)).toHaveCount(0);
  await expect.poll(() => consentCookie(context)).toEqual(MINIMAL);
});
