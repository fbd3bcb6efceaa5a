/**
 * Domain orders bought through every tab in Chromium, through the real server on a fresh database (issue 8's
 * done-when): a domain alone and a domain with a package, each through every tab on the pages, by keyboard: Domain
 * name (search, Register, Continue), Package choice, Personal data (including the missing-personal-data stop at
 * finishing and its fix), Billing period & Payment. Every name is new per run.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectWarningHighlighted, fillBilling, finishByGateway, newWebsite, orderSaved, press, signIn, tabTo, watchWarningHighlight } from './support/checkout';
import { CHECKOUT_SIGNED_OUT_MESSAGE } from '../contracts/checkout';
import { signInByKeyboard } from './support/accounts';
import { serveStripeJs } from './support/stripe';

/** axe on every step. */
const noAxeViolations = (page: Page) => expectNoAxeViolations(page);

const uniqueName = (label: string) => `e2e-${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}.com`;

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables }, headers: { 'x-graphql-yoga-csrf': 'domains-checkout' } });
  const body = (await response.json()) as { data: T | null; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  if (!body.data) throw new Error('no data');
  return body.data;
}

async function availability(page: Page, domain: string): Promise<string> {
  const data = await graphql<{ domainSearch: { exact: { availability: string } } }>(page, 'query Search($name: String!) { domainSearch(name: $name) { exact { availability } } }', { name: domain });
  return data.domainSearch.exact.availability;
}

async function websiteDomains(page: Page, website: string): Promise<string[]> {
  const data = await graphql<{ myWebsites: { name: string; domains: string[] }[] }>(page, 'query Sites { myWebsites { name domains } }', {});
  return data.myWebsites.find((site) => site.name === website)?.domains ?? [];
}

function progressOf(page: Page) {
  return page.getByRole('navigation', { name: 'Order progress' });
}

async function expectCurrentStep(page: Page, step: string, counter: string): Promise<void> {
  await expect(progressOf(page).locator('[aria-current="step"]')).toContainText(step);
  await expect(progressOf(page).getByText(counter)).toBeAttached();
}

/**
 * The Domain name step on its page, by keyboard: the flow, the name searched, Register, Continue. `website` comes in
 * the page's address as a website's own domain link would bring it; without one a domain alone is for no website.
 * Answers the order's identifier, read from the next step's address.
 */
async function orderOnDomainNameStep(page: Page, domain: string, options: { website?: string; withPackage: boolean }): Promise<string> {
  await page.goto(options.website ? `/domains?project=${options.website}` : '/domains');
  await expect(page.getByRole('heading', { level: 1, name: 'Find your domain name' })).toBeVisible();
  if (options.withPackage) {
    await tabTo(page, page.getByRole('radio', { name: 'Domain only' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Domain with a website package' })).toBeChecked();
  }
  await expectCurrentStep(page, 'Domain name', options.withPackage ? 'Step 1 of 4' : 'Step 1 of 3');
  await tabTo(page, page.getByRole('textbox', { name: 'Domain name' }));
  await page.keyboard.type(domain);
  await page.keyboard.press('Enter');
  const offer = page.getByRole('article', { name: domain, exact: true });
  await expect(offer).toContainText('Available');
  await noAxeViolations(page);
  await tabTo(page, offer.getByRole('button', { name: `Register ${domain}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: `Register ${domain}` })).toBeVisible();
  if (options.website) await expect(page.getByRole('button', { name: /Website/ })).toContainText(options.website);
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(options.withPackage ? /\/checkout\/ORD-[^/]+\/package$/ : /\/checkout\/ORD-[^/]+\/personal-data$/);
  return new URL(page.url()).pathname.split('/')[2] ?? '';
}

/** The holder of `domain` on the Personal data step, filled field by field; empty values stay empty. */
async function fillHolder(holder: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    if (label === 'Country') await holder.getByRole('combobox', { name: /^Country/ }).selectOption(value);
    else await holder.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
  }
}

const COMPLETE_REST = { 'Phone': '+420 601 123 456', 'Street and number': 'Karlova 1', 'City': 'Praha', 'Postcode': '11000', 'Country': 'CZ' };

test('a domain alone: Personal data with the missing-data stop and its fix, then paying; the website gets the domain and it searches as taken', async ({ page }) => {
  const domain = uniqueName('alone');
  await signIn(page);
  const website = await newWebsite(page, 'alone');
  // Domain name (step 1 of 3).
  const orderIdentifier = await orderOnDomainNameStep(page, domain, { website, withPackage: false });

  // Personal data (step 2 of 3): the holder only half filled in, which may be saved.
  await expectCurrentStep(page, 'Personal data', 'Step 2 of 3');
  await expect(progressOf(page).getByRole('link', { name: /Domain name/ })).toHaveAttribute('href', `/domains?project=${website}`);
  const holder = page.getByRole('group', { name: domain });
  await fillHolder(holder, { 'First name': 'Dana', 'Surname': 'Demo' });
  await expect(holder).toContainText(`Still missing for ${domain}: Phone, Street and number, City, Postcode, Country.`);
  await noAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Billing period & Payment (step 3 of 3): finishing stops at the incomplete holder and highlights its warning.
  await expect(page).toHaveURL(new RegExp(`/checkout/${orderIdentifier}$`));
  await expectCurrentStep(page, 'Billing period & Payment', 'Step 3 of 3');
  await fillBilling(page);
  await press(page.getByRole('radio', { name: /Online payment/ }));
  await watchWarningHighlight(page);
  await page.getByRole('button', { name: 'Finish and pay' }).click();
  await expectWarningHighlighted(page);
  await expect(page).toHaveURL(new RegExp(`/checkout/${orderIdentifier}$`));
  await noAxeViolations(page);

  // The fix: the warning's link opens that domain's holder, focused.
  await page.getByRole('link', { name: `Complete the personal data of ${domain}` }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${orderIdentifier}/personal-data\\?domain=`));
  await expect(page.getByRole('group', { name: domain })).toBeFocused();
  await fillHolder(page.getByRole('group', { name: domain }), COMPLETE_REST);
  await expect(page.getByRole('group', { name: domain })).not.toContainText('Still missing');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  await expect(page.getByText(/personal data are incomplete/)).toHaveCount(0);
  await fillBilling(page);
  await finishByGateway(page);
  await noAxeViolations(page);

  expect(await websiteDomains(page, website)).toContain(domain);
  expect(await availability(page, domain)).toBe('TAKEN');
});

test('a domain with a package, by keyboard alone: Package choice gives the free domain, Personal data, paying; the website gets the domain', async ({ page }) => {
  const domain = uniqueName('package');
  await signIn(page);
  const website = await newWebsite(page, 'package');
  // Domain name (step 1 of 4).
  const orderIdentifier = await orderOnDomainNameStep(page, domain, { website, withPackage: true });
  await expectCurrentStep(page, 'Package choice', 'Step 2 of 4');

  // The payment step of an order without its package sends the shopper to the package step.
  await page.goto(`/checkout/${orderIdentifier}`);
  await expect(page).toHaveURL(new RegExp(`/checkout/${orderIdentifier}/package$`));
  await expectCurrentStep(page, 'Package choice', 'Step 2 of 4');
  await expect(page.getByRole('list', { name: 'Packages' })).toBeVisible();
  await noAxeViolations(page);

  // Package choice (step 2 of 4): Standard includes a free domain.
  const buyStandard = page.getByRole('article', { name: 'Standard' }).getByRole('button').last();
  await tabTo(page, buyStandard);
  await page.keyboard.press('Enter');

  // Personal data (step 3 of 4), typed field by field.
  await expect(page).toHaveURL(new RegExp(`/checkout/${orderIdentifier}/personal-data$`));
  await expectCurrentStep(page, 'Personal data', 'Step 3 of 4');
  await expect(progressOf(page).getByRole('link', { name: /Package choice/ })).toHaveAttribute('href', `/checkout/${orderIdentifier}/package`);
  const holder = page.getByRole('group', { name: domain });
  const { Country: _country, ...typed } = COMPLETE_REST;
  for (const [label, value] of Object.entries({ 'First name': 'Dana', 'Surname': 'Demo', ...typed })) {
    await tabTo(page, holder.getByRole('textbox', { name: new RegExp(`^${label}`) }));
    await page.keyboard.type(value);
  }
  // A native select takes the first letters of its option.
  await tabTo(page, holder.getByRole('combobox', { name: /^Country/ }));
  await page.keyboard.type('Czech');
  await expect(holder.getByRole('combobox', { name: /^Country/ })).toHaveValue('CZ');
  await noAxeViolations(page);
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  // Billing period & Payment (step 4 of 4): the package's free domain is on the order.
  await expect(page).toHaveURL(new RegExp(`/checkout/${orderIdentifier}$`));
  await expectCurrentStep(page, 'Billing period & Payment', 'Step 4 of 4');
  await expect(page.getByRole('button', { name: 'Remove voucher FREEDOMAIN' })).toBeVisible();
  const domainItem = page.locator('.checkout-item').filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(domain.replace(/\./g, '\\.')) }) }).first();
  await expect(domainItem.locator('.checkout-item-price')).toContainText('Free');
  for (const [label, value] of Object.entries({ 'First name': 'Dana', 'Surname': 'Demo', 'E-mail': 'demo@hosting-portal.test', 'Street and number': 'Karlova 1', 'City': 'Praha', 'Postcode': '11000' })) {
    const field = page.getByRole('textbox', { name: new RegExp(`^${label}`) }).first();
    await tabTo(page, field);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(value);
  }
  // Tab enters the payment methods at the chosen one; the arrow keys choose another.
  const payment = page.getByRole('region', { name: 'Payment' });
  await tabTo(page, payment.getByRole('radio', { checked: true }));
  for (let step = 0; step < 5 && !(await payment.getByRole('radio', { name: /Online payment/ }).isChecked()); step += 1) await page.keyboard.press('ArrowDown');
  await expect(payment.getByRole('radio', { name: /Online payment/ })).toBeChecked();
  await noAxeViolations(page);
  await tabTo(page, page.getByRole('button', { name: 'Finish and pay' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Test payment gateway' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Approve' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/success$/);

  expect(await websiteDomains(page, website)).toContain(domain);
  expect(await availability(page, domain)).toBe('TAKEN');
});

test('a domain alone for no website can be paid by card', async ({ page }) => {
  await serveStripeJs(page);
  const domain = uniqueName('card');
  await signIn(page);
  const orderIdentifier = await orderOnDomainNameStep(page, domain, { withPackage: false });
  await fillHolder(page.getByRole('group', { name: domain }), { 'First name': 'Dana', 'Surname': 'Demo', ...COMPLETE_REST });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${orderIdentifier}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  await fillBilling(page);
  await press(page.getByRole('radio', { name: /Card/ }));
  await orderSaved(page);
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Finish and pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${orderIdentifier}/success$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
});

/** A signed-in shopper in their own browser with a complete draft order of `domain` for a new website, on its payment step. */
async function shopperAtPayment(browser: Browser, domain: string): Promise<{ page: Page; website: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  const website = await newWebsite(page, 'race');
  await orderOnDomainNameStep(page, domain, { website, withPackage: false });
  await fillHolder(page.getByRole('group', { name: domain }), { 'First name': 'Dana', 'Surname': 'Demo', ...COMPLETE_REST });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  await fillBilling(page);
  await press(page.getByRole('radio', { name: /Online payment/ }));
  await expect(page.locator('.checkout-updating')).toBeEmpty();
  return { page, website };
}

test('two orders of one free name finished at the same time end with one registration: one pays, the other is told the name is taken', async ({ browser }) => {
  const domain = uniqueName('race');
  const shoppers = await Promise.all([shopperAtPayment(browser, domain), shopperAtPayment(browser, domain)]);
  await Promise.all(shoppers.map(({ page }) => page.getByRole('button', { name: 'Finish and pay' }).click()));

  // The winner reaches the gateway; the loser stays on its checkout, told the name is gone.
  const outcome = async (page: Page) => {
    await expect(page.getByRole('heading', { name: 'Test payment gateway' }).or(page.getByText(`Someone else has just ordered ${domain}`))).toBeVisible();
    return (await page.getByRole('heading', { name: 'Test payment gateway' }).isVisible()) ? 'paying' : 'taken';
  };
  const outcomes = await Promise.all(shoppers.map(({ page }) => outcome(page)));
  expect([...outcomes].sort()).toEqual(['paying', 'taken']);
  const winner = shoppers[outcomes.indexOf('paying')];
  const loser = shoppers[outcomes.indexOf('taken')];
  if (!winner || !loser) throw new Error('one winner and one loser expected');
  await expect(loser.page.locator('.checkout-finish-refusal').getByRole('alert')).toHaveText(`Someone else has just ordered ${domain}. Please search for another name.`);
  await noAxeViolations(loser.page);

  await winner.page.getByRole('button', { name: 'Approve' }).click();
  await expect(winner.page).toHaveURL(/\/checkout\/ORD-[^/]+\/success$/);
  // One registration: the winner's website holds the name, the loser's does not, and nobody can order it now.
  expect(await websiteDomains(winner.page, winner.website)).toEqual([domain]);
  expect(await websiteDomains(winner.page, loser.website)).toEqual([]);
  expect(await availability(loser.page, domain)).toBe('TAKEN');
  await Promise.all(shoppers.map(({ page }) => page.context().close()));
});

test('Package choice opened signed out: Log in on the page, by keyboard, shows the price list of the order with focus on its heading', async ({ page, browser }) => {
  // The order is made in another browser context, signed in; this page's context has no session (a bookmark, a
  // link opened in another browser).
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await signIn(ownerPage);
  const website = await newWebsite(ownerPage, 'package-signed-out');
  const { createDomainOrder } = await graphql<{ createDomainOrder: { orderIdentifier: string; nextUrl: string } }>(
    ownerPage,
    'mutation Order($domain: String!, $projectName: String) { createDomainOrder(domain: $domain, action: register, projectName: $projectName, withPackage: true) { orderIdentifier nextUrl } }',
    { domain: uniqueName('signed-out'), projectName: website },
  );
  await owner.close();

  await page.goto(createDomainOrder.nextUrl);
  await expect(page.locator('.checkout-fetch-error').getByRole('alert')).toHaveText(CHECKOUT_SIGNED_OUT_MESSAGE);
  const logIn = page.getByRole('button', { name: 'Log in' });
  await tabTo(page, logIn);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await signInByKeyboard(page);

  await expect(page.getByRole('list', { name: 'Packages' })).toBeVisible();
  await expectCurrentStep(page, 'Package choice', 'Step 2 of 4');
  // The Log in pressed is gone with the message: the focus is on the heading of the price list that replaced them.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await noAxeViolations(page);
});
