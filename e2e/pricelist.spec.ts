import { expect, test, type Locator, type Page } from '@playwright/test';
import { pricelistResponseSchema } from '../contracts/pricelist';
import { expectNoAxeViolations } from './support/axe';
import { openPricelist, useSharedSession } from './support/sessions';

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

/** A CSS transition as the Chrome DevTools Protocol's Animation domain reports it (name: the property). */
interface StartedTransition {
  id: string;
  name: string;
  type: string;
  source?: { duration: number };
}

/**
 * Opens an FAQ item by its question with the page's animations held at their start, and reads what that set going:
 * each height transition (the answer opening, the one open before closing) with its length, and the item's height
 * closed, with the transitions held halfway, and open. The transitions of ::details-content are not in
 * document.getAnimations(), so they are read and held through the DevTools Protocol; nothing here waits for time.
 */
/**
 * Resolves once every FAQ item has the height its state asks for: a closed one its question's, an open one its
 * question's and answer's. The transitions are not in document.getAnimations(), so their end is read from the heights.
 */
async function faqStill(page: Page): Promise<void> {
  const moving = () =>
    page.locator('.faq details').evaluateAll((items) =>
      items.filter((details) => {
        const summary = details.querySelector('summary')?.getBoundingClientRect().height ?? 0;
        const answer = details.querySelector('.accordion-panel-content')?.getBoundingClientRect().height ?? 0;
        const border = parseFloat(getComputedStyle(details).borderBottomWidth) || 0;
        const expected = summary + border + ((details as HTMLDetailsElement).open ? answer : 0);
        return Math.abs(details.getBoundingClientRect().height - expected) > 0.5;
      }).length,
    );
  await expect.poll(moving, { message: 'FAQ answers still opening or closing' }).toBe(0);
}

async function openFaqItem(page: Page, item: Locator) {
  // A toggle started while the one before still runs would report that one's transitions too.
  await faqStill(page);
  const cdp = await page.context().newCDPSession(page);
  const started = new Map<string, StartedTransition>();
  // Keyed by id: an animation paused or resumed below may be reported again.
  cdp.on('Animation.animationStarted', ({ animation }) => started.set(animation.id, animation as StartedTransition));
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
  const height = () => item.evaluate((details) => details.getBoundingClientRect().height);
  const closedHeight = await height();
  await item.locator('summary').click();
  const heights = () => [...started.values()].filter((animation) => animation.type === 'CSSTransition' && animation.name === 'height');
  await expect.poll(() => heights().length).toBe(2);
  const durations = heights().map((animation) => animation.source?.duration);
  const ids = [...started.keys()];
  await cdp.send('Animation.setPaused', { animations: ids, paused: true });
  await cdp.send('Animation.seekAnimations', { animations: ids, currentTime: 125 });
  const halfwayHeight = await height();
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
  await cdp.send('Animation.setPaused', { animations: ids, paused: false });
  await cdp.detach();
  await faqStill(page);
  return { durations, closedHeight, halfwayHeight };
}

test('the FAQ opens one answer at a time, each answer growing and the other shrinking over 250 ms', async ({ page }) => {
  await openPricelist(page);
  // Native <details> items: a summary opens its answer, and the group keeps one open.
  const items = page.locator('.faq details');
  await expect(items.first()).toHaveAttribute('open', '');
  expect(await items.count()).toBeGreaterThan(2);
  for (const index of [1, 2]) {
    const item = items.nth(index);
    const toggle = await openFaqItem(page, item);
    // The answer opening and the one open before closing, both over SPEC.md's 250 ms.
    expect(toggle.durations).toEqual([250, 250]);
    expect(toggle.halfwayHeight).toBeGreaterThan(toggle.closedHeight);
    await expect(item).toHaveAttribute('open', '');
    await expect(item.locator('.accordion-panel-content')).toBeVisible();
    await expect.poll(() => item.evaluate((details) => details.getBoundingClientRect().height)).toBeGreaterThan(toggle.halfwayHeight);
    await expect(page.locator('.faq details[open]')).toHaveCount(1);
  }
});

test('with reduced motion an FAQ answer opens at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPricelist(page);
  const item = page.locator('.faq details').nth(1);
  await expect(item).toBeVisible();
  // The height right after the click, in the same task, is already the open one.
  const atOnce = await item.evaluate((details) => {
    details.querySelector('summary')?.click();
    return details.getBoundingClientRect().height;
  });
  await expect(item.locator('.accordion-panel-content')).toBeVisible();
  expect(await item.evaluate((details) => details.getBoundingClientRect().height)).toBe(atOnce);
  await expect(page.locator('.faq details[open]')).toHaveCount(1);
});

test('a feature tooltip opens from the keyboard', async ({ page }) => {
  await openPricelist(page);
  const info = packages(page).first().getByRole('button', { name: /^More about / }).first();
  await info.focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
});

test('the call-to-action opens the register modal by keyboard, and Escape closes it', async ({ page }) => {
  await openPricelist(page);
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

test('the call-to-action takes a signed-in visitor without a website named to Create website', async ({ page }) => {
  await useSharedSession(page, 'demo');
  await page.goto('/pricelist');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  const callToAction = page.locator('.call-to-action').getByRole('button');
  await callToAction.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/websites\/new$/);
  await expect(page.getByRole('textbox', { name: 'Website name' })).toBeFocused();
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
