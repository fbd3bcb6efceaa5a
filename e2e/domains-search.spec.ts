/**
 * The Domain name step (/domains) in Chromium through the real server on a fresh database: the name's rules before
 * anything is sent and the server's word after, a taken name that cannot be bought, a name held elsewhere that moves
 * here only with its auth code, and an available name leading to the order's next step, alone or with a package.
 * Every state is scanned with axe, and the orders are placed by keyboard alone. Names to register are made unique
 * per test: an order awaiting payment reserves its name.
 */
import { linkFromOutbox } from './support/accounts';
import { expect, test, type Page } from '@playwright/test';
import { AUTH_CODE_MESSAGE, DOMAIN_NAME_MESSAGES } from '../contracts/domains';
import { DEMO, expectNoAxeViolations, signIn, tabTo } from './support/checkout';

const unique = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

const nameField = (page: Page) => page.getByRole('textbox', { name: 'Domain name' });
const offer = (page: Page, domain: string) => page.getByRole('article', { name: domain, exact: true });

/** The order's next step has opened: its address, and its tab current in the progress tabs. */
async function expectStep(page: Page, path: 'personal-data' | 'package', step: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/checkout/[^/]+/${path}$`));
  await expect(page.getByRole('navigation', { name: 'Order progress' }).locator('[aria-current="step"]')).toContainText(step);
}

/** Types a name into the field and presses Enter, by keyboard. */
async function search(page: Page, name: string): Promise<void> {
  await tabTo(page, nameField(page));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
}

test("invalid names get their messages before anything is sent, and the server's word after", async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('DomainSearch')) searches.push(request.postData() ?? '');
  });
  await page.goto('/domains');
  await expect(page.getByRole('heading', { level: 1, name: 'Find your domain name' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Order progress' }).getByRole('listitem')).toHaveText(['1 Domain name', '2 Personal data', '3 Billing period & Payment']);
  await expectNoAxeViolations(page);

  for (const [name, message] of [
    ['my_bakery.com', DOMAIN_NAME_MESSAGES.CHARACTERS],
    ['a.com', DOMAIN_NAME_MESSAGES.TOO_SHORT],
    ['shop.my-bakery.com', DOMAIN_NAME_MESSAGES.SUBDOMAIN],
    ['-bakery.com', DOMAIN_NAME_MESSAGES.HYPHEN_EDGE],
    ['my-bakery.c0m', DOMAIN_NAME_MESSAGES.TLD],
  ] as const) {
    await search(page, name);
    await expect(page.getByText(message)).toBeVisible();
    await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
  }
  await expectNoAxeViolations(page);
  expect(searches).toEqual([]);

  // A TLD the portal does not sell passes the shared rules; the server says why it cannot be searched.
  await search(page, 'my-bakery.xyz');
  await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('We do not sell .xyz domains yet')).toBeVisible();
  expect(searches).toHaveLength(1);
  await expectNoAxeViolations(page);
});

test('a taken name shows Taken and offers no way to buy it', async ({ page }) => {
  await page.goto('/domains');
  for (const name of ['example.com', 'hosting-portal.com', 'taken.eu', 'obchod.cz']) {
    await search(page, name);
    const exact = offer(page, name);
    await expect(exact).toContainText('Taken');
    await expect(exact.getByRole('button')).toHaveCount(0);
  }
  await expect(page.getByRole('list', { name: 'Your domain name' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a name held elsewhere moves here only with its auth code', async ({ page }) => {
  await signIn(page);
  await page.goto('/domains?name=moving-house.com');
  const exact = offer(page, 'moving-house.com');
  await expect(exact).toContainText('Registered elsewhere — transfer it here');
  await expect(exact).toContainText('First year');
  await exact.getByRole('button', { name: 'Transfer moving-house.com' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Transfer moving-house.com here' })).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Auth code' });
  const continueButton = page.getByRole('button', { name: 'Continue' });

  // Too short for any auth code: refused here.
  await code.fill('abc');
  await continueButton.click();
  await expect(page.getByText(AUTH_CODE_MESSAGE)).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // Well formed but wrong: the server refuses it, and says so on the field.
  await code.fill('WRONG-CODE-1');
  await continueButton.click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.domain-choice .text-field-error')).toContainText('does not match moving-house.com');
  await expect(page).toHaveURL(/\/domains\?/);
  await expectNoAxeViolations(page);

  await code.fill('MOVE-2026-OK');
  await continueButton.click();
  await expectStep(page, 'personal-data', 'Personal data');
});

test('an available name, by keyboard alone, leads to Personal data for a domain alone', async ({ page }) => {
  await signIn(page);
  const name = `${unique()}.com`;
  await page.goto('/domains');
  await search(page, name);
  const exact = offer(page, name);
  await expect(exact).toContainText('Available');
  await expect(exact).toContainText('Renewal');
  await expectNoAxeViolations(page);

  await tabTo(page, exact.getByRole('button', { name: `Register ${name}` }));
  await page.keyboard.press('Enter');
  // The chosen offer's button is disabled; the keyboard's focus moves on to the choice instead of getting lost.
  await expect(page.getByRole('heading', { level: 2, name: `Register ${name}` })).toBeFocused();
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expectStep(page, 'personal-data', 'Personal data');
});

test('an available name with a package, by keyboard alone, needs the website and leads to Package choice', async ({ page }) => {
  await signIn(page);
  const name = `${unique()}.com`;
  await page.goto('/domains');

  // The flow: Domain with a website package, by the arrow keys; the tabs become four.
  await tabTo(page, page.getByRole('radio', { name: 'Domain only' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Domain with a website package' })).toBeChecked();
  await expect(page.getByRole('navigation', { name: 'Order progress' }).getByRole('listitem')).toHaveText(['1 Domain name', '2 Package choice', '3 Personal data', '4 Billing period & Payment']);

  await search(page, name);
  await tabTo(page, offer(page, name).getByRole('button', { name: `Register ${name}` }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please choose the website the package is for')).toBeVisible();
  await expectNoAxeViolations(page);

  // The website select: open it with the keyboard and pick demo-blog.
  const website = page.getByRole('button', { name: /Website/ });
  await tabTo(page, website, true);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoAxeViolations(page);
  const option = page.getByRole('option', { name: 'demo-blog' });
  for (let presses = 0; presses < 10 && !(await option.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(website).toContainText('demo-blog');

  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expectStep(page, 'package', 'Package choice');
});

test('a visitor who continues is asked to log in, and the choice is kept', async ({ page }) => {
  const name = `${unique()}.net`;
  await page.goto(`/domains?name=${name}`);
  await offer(page, name).getByRole('button', { name: `Register ${name}` }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await dialog.getByLabel('Password').fill(DEMO.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(page.getByRole('heading', { level: 2, name: `Register ${name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'personal-data', 'Personal data');
});

test('a failed search offers Try again, and the order shows Processing... until the next step opens', async ({ page }) => {
  await signIn(page);
  const name = `${unique()}.org`;
  // The first search never reaches the server, as if the network dropped.
  let dropped = false;
  await page.route('**/graphql', async (route) => {
    if (!dropped && route.request().postData()?.includes('DomainSearch')) {
      dropped = true;
      await route.abort('internetdisconnected');
    } else await route.fallback();
  });
  await page.goto(`/domains?name=${name}`);
  await expect(page.getByRole('alert')).toContainText('The domain search is not available right now');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(offer(page, name)).toContainText('Available');

  // The order waits until the test lets it go on, so the overlay can be looked at.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('CreateDomainOrder')) await held;
    await route.fallback();
  });
  await offer(page, name).getByRole('button', { name: `Register ${name}` }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Processing...')).toBeVisible();
  await expectNoAxeViolations(page);
  release();
  await expectStep(page, 'personal-data', 'Personal data');
});

test('a visitor who signs up instead, by keyboard alone, creates the website the domain is for and is back on the chosen name', async ({ page }) => {
  const id = unique();
  const name = `${id}.com`;
  await page.goto('/domains');
  // Domain with a website package, then the name.
  await tabTo(page, page.getByRole('radio', { name: 'Domain only' }));
  await page.keyboard.press('ArrowRight');
  await search(page, name);
  await tabTo(page, offer(page, name).getByRole('button', { name: `Register ${name}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: `Register ${name}` })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  // The sign-in dialog: switch to creating an account.
  const signInDialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(signInDialog).toBeVisible();
  await tabTo(page, signInDialog.getByRole('button', { name: /Create/ }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create your website' });
  await expect(dialog.getByRole('textbox', { name: 'Full name' })).toBeFocused();
  await page.keyboard.type('Dana Domain');
  await tabTo(page, dialog.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(`dana-${id}@example.test`);
  await tabTo(page, dialog.getByLabel('Password'));
  await page.keyboard.type('a-long-password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Check your e-mail' }).getByRole('status')).toBeFocused({ timeout: 30_000 });

  // The e-mail's link opens in a new tab: the chosen name travels in the link, not in this tab's storage.
  const link = await linkFromOutbox(page.request, `dana-${id}@example.test`, 'sign-up-confirm', '/sign-up/confirm');
  const tab = await page.context().newPage();
  await tab.goto(link);
  await expect(tab.getByRole('button', { name: 'Create my account' })).toBeFocused();
  await tab.keyboard.press('Enter');

  // Creating the website the domain is for, its name suggested from the domain.
  await expect(tab.getByRole('heading', { level: 1, name: 'Create a website' })).toBeVisible();
  await expect(tab.getByText(`Then you are back to ordering ${name}.`)).toBeVisible();
  const websiteName = tab.getByRole('textbox', { name: 'Website name' });
  await expect(websiteName).toBeFocused();
  await expect(websiteName).toHaveValue(id);
  await expectNoAxeViolations(tab);
  await tab.keyboard.press('Enter');

  // Back on the Domain name step: the name chosen, the flow and the new website kept, the focus on the choice.
  const heading = tab.getByRole('heading', { level: 2, name: `Register ${name}` });
  await expect(heading).toBeFocused();
  await expect(tab).toHaveURL(/\/domains\?/);
  await expect(tab.getByRole('radio', { name: 'Domain with a website package' })).toBeChecked();
  await expect(tab.getByRole('button', { name: /Website/ })).toContainText(id);
  await expectNoAxeViolations(tab);
  await tabTo(tab, tab.getByRole('button', { name: 'Continue' }));
  await tab.keyboard.press('Enter');
  await expectStep(tab, 'package', 'Package choice');
});
