/** The steps the checkout's browser tests share: signing in, a fresh order, the billing details, react-aria controls. */
import { expect, type Locator, type Page } from '@playwright/test';
import { openPricelistSignedIn, useSharedSession } from './sessions';
import type { PricelistResponse } from '../../contracts/pricelist';
import { packageOrderInput } from '../../machines/pricelist';
import { CreatePackageOrderDocument } from '../../src/graphql/graphql';
import { print } from 'graphql';

export { DEMO } from './sessions';

export { expectNoAxeViolations } from './axe';

/** The demo account signed in on the price list (its shared session: e2e/support/sessions.ts). */
export async function signIn(page: Page): Promise<void> {
  await openPricelistSignedIn(page, 'demo');
}

/** A GraphQL call with the page's cookies; its errors fail the test. */
export async function call<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables }, headers: { 'x-graphql-yoga-csrf': 'e2e' } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data as T;
}

/**
 * `count` draft orders of Standard for the signed-in account's `website`, made through the purchase link of its
 * price list as the page's purchase button does (the screens of that are the price list's journeys). Answers their
 * identifiers.
 */
export async function draftOrders(page: Page, website: string, count: number): Promise<string[]> {
  const pricelist = (await (await page.request.get(`/api/pricelist?project=${website}`)).json()) as { items: { identifier: string; button: { url: string } }[] };
  const link = new URL(pricelist.items.find((item) => item.identifier === 'standard')?.button.url ?? '', 'http://portal.test');
  const variables = { p: website, a: link.searchParams.get('package-action'), v: Number(link.searchParams.get('package-version')), u: `/checkout?ref=${link.searchParams.get('ref')}&token=${link.searchParams.get('token')}` };
  const identifiers: string[] = [];
  for (let made = 0; made < count; made += 1) {
    const created = await call<{ createPackageOrder: { orderIdentifier: string } }>(
      page,
      'mutation ($p: String!, $a: String!, $v: Int, $u: String!) { createPackageOrder(projectName: $p, packageIdentifier: "standard", action: $a, version: $v, checkoutUrl: $u) { orderIdentifier } }',
      variables,
    );
    identifiers.push(created.createPackageOrder.orderIdentifier);
  }
  return identifiers;
}

/**
 * A new website of the demo account, named after `label` and made unique: paying an order gives its website the
 * package (and domains), so a test that pays does so for a website no other test meets.
 */
export async function newWebsite(page: Page, label: string): Promise<string> {
  const name = `e2e-${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const response = await page.request.post('/graphql', {
    data: { query: 'mutation NewSite($name: String!) { createWebsite(name: $name) { name } }', variables: { name } },
    headers: { 'x-graphql-yoga-csrf': 'e2e' },
  });
  expect(((await response.json()) as { errors?: unknown[] }).errors ?? []).toEqual([]);
  return name;
}

/**
 * Signs in as the demo account and buys Standard for a new website of its own from its price list: a fresh draft
 * order per test. Answers the website's name.
 */
export async function openNewOrder(page: Page): Promise<string> {
  await useSharedSession(page, 'demo');
  const website = await newWebsite(page, 'site');
  await openStandardOrder(page, website);
  return website;
}

/**
 * A fresh draft order of Standard for a new website of the demo account, made through the API with the price list's
 * own purchase link and its own mutation, as its Buy button makes it (machines/pricelist.ts packageOrderInput), without opening the price
 * list: for the tests of the checkout itself, which open the answered checkout address themselves.
 */
export async function newOrderThroughApi(page: Page): Promise<string> {
  await useSharedSession(page, 'demo');
  const website = await newWebsite(page, 'site');
  const pricelist = (await (await page.request.get(`/api/pricelist?project=${encodeURIComponent(website)}`)).json()) as PricelistResponse;
  const standard = pricelist.items.find((item) => item.identifier === 'standard');
  if (!standard) throw new Error('Standard is not on the price list');
  const response = await page.request.post('/graphql', {
    data: { query: print(CreatePackageOrderDocument), variables: packageOrderInput(website, standard.button.url) },
    headers: { 'x-graphql-yoga-csrf': 'e2e' },
  });
  const body = (await response.json()) as { data?: { createPackageOrder: { checkoutUrl: string } }; errors?: unknown[] };
  expect(body.errors ?? []).toEqual([]);
  const checkoutUrl = body.data?.createPackageOrder.checkoutUrl ?? '';
  expect(checkoutUrl).toMatch(/^\/checkout\/ORD-[^/?]+\?/);
  return checkoutUrl;
}

/** Buys Standard for a website of the signed-in account from its price list: the checkout of a fresh draft order. */
export async function openStandardOrder(page: Page, website: string): Promise<void> {
  await page.goto(`/pricelist?project=${website}`);
  await page.getByRole('article', { name: 'Standard' }).getByRole('button').last().click();
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/?]+\?/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
}

/** Order changes go one at a time: wait until the last one is saved before the next. */
export async function orderSaved(page: Page): Promise<void> {
  await expect(page.locator('.checkout-updating')).toBeEmpty();
}

export async function fillBilling(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: /^First name/ }).fill('Dana');
  await page.getByRole('textbox', { name: /^Surname/ }).fill('Demo');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('demo@hosting-portal.test');
  await page.getByRole('textbox', { name: /^Street and number/ }).fill('Karlova 1');
  await page.getByRole('textbox', { name: /^City/ }).fill('Praha');
  await page.getByRole('textbox', { name: /^Postcode/ }).fill('11000');
}

/** react-aria keeps the native radio and switch inputs visually hidden: a pointer user clicks their label. */
export async function press(control: Locator): Promise<void> {
  await control.locator('xpath=ancestor::label[1]').click();
}

/** Finishes the order with "Online payment" and approves it on the test gateway's page: it lands paid on the success page. */
export async function finishByGateway(page: Page): Promise<void> {
  await press(page.getByRole('radio', { name: /Online payment/ }));
  await page.getByRole('button', { name: 'Finish and pay' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/success$/);
  await expect(page.getByText(/Order ORD-\S+ is paid\./)).toBeVisible();
}

/** Moves the focus with Tab (Shift+Tab when `back`) until it reaches the control: the keyboard's way there. */
export async function tabTo(page: Page, control: Locator, back = false, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(control).toBeFocused();
}

/**
 * The missing-personal-data warning is highlighted for 500 ms only: the page itself notes it (a poll from the test
 * could fall either side of it). Call before the press that should highlight it; then `expectWarningHighlighted`.
 */
export async function watchWarningHighlight(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = window as unknown as { warningHighlighted?: boolean };
    seen.warningHighlighted = false;
    new MutationObserver((records) => {
      if (records.some((record) => record.target instanceof Element && record.target.classList.contains('warning-icon--highlight'))) seen.warningHighlighted = true;
    }).observe(document.body, { attributes: true, attributeFilter: ['class'], subtree: true });
  });
}

export async function expectWarningHighlighted(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { warningHighlighted?: boolean }).warningHighlighted)).toBe(true);
}

/** The identifier of the order whose page (checkout, success, fail) is open. */
export const orderIdentifierOf = (page: Page) => new URL(page.url()).pathname.split('/')[2] ?? '';

/** An order's card in My orders. */
export function orderCard(page: Page, orderIdentifier: string): Locator {
  return page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ hasText: orderIdentifier });
}

/** The value shown beside a label of an order's card ('Status', 'Total', ...). */
export function fact(card: Locator, label: string): Locator {
  return card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}
