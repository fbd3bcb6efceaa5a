/**
 * My services and the header's notice in Chromium through the real server (docs/services.md "Customers see it"):
 * the demo account finds its services, each running, with nothing due in the header; then, on a portal of its own
 * whose database the test changes between two starts (the embedded database is one process's), the demo's package
 * has run out as the daily job leaves it (the service in grace, the website's package switched off): the header tells
 * of the free version, Renew leads by keyboard to My services, which says so in words, and My websites says "Free
 * version". Axe on each screen; the focus asserted after each asynchronous update.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from '../server/db/catalogue';
import { expectNoAxeViolations } from './support/axe';
import { tabTo } from './support/checkout';
import { ownPortal } from './support/own-portal';
import { useSharedSession } from './support/sessions';

const banner = (page: Page) => page.getByRole('banner');
const servicesOf = (page: Page, group: string) => page.getByRole('table', { name: group === 'Domains' ? 'Services of your domains' : `Services of ${group}` });

test('the demo account finds its services running, and the header tells of nothing due', async ({ page }) => {
  await useSharedSession(page, 'demo');
  await page.goto('/websites');
  await expect(page.getByRole('heading', { level: 1, name: 'My websites' })).toBeVisible();
  await expect(banner(page).getByText(/^Your /)).toHaveCount(0);

  // By keyboard from the account links.
  const link = banner(page).getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My services' });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my\/services$/);
  const mini = servicesOf(page, 'demo-blog').getByRole('row', { name: /Package: Mini/ });
  await expect(mini).toContainText('Active');
  await expect(mini).toContainText(/Runs until \w{3} \d{1,2}, \d{4}/);
  await expect(mini).toContainText('Automatic renewal: off');
  await expect(mini.getByRole('link', { name: 'Renew the Mini package for demo-blog' })).toHaveAttribute('href', /^\/renew\/service\/[0-9a-f-]{36}$/);
  await expect(servicesOf(page, 'Domains').getByRole('row', { name: /^Domain: / }).first()).toContainText('Active');
  // The list loaded after the press: the focus stayed on the link that was pressed.
  await expect(link).toBeFocused();
  await expectNoAxeViolations(page);
});

// The portal of the second journey, of its own.
const portal = await ownPortal('my-services');

test.describe('a package that ran out', () => {
  test.slow();
  test.use({ baseURL: portal.baseURL });

  test.beforeAll(async () => {
    // The demo's package has run out as the daily job leaves it.
    await portal.open(async (db) => {
      const website = await db.selectFrom('websites').innerJoin('accounts', 'accounts.id', 'websites.account_id').select('websites.id').where('accounts.email', '=', demoAccount.email).where('websites.name', '=', 'demo-blog').executeTakeFirstOrThrow();
      const yesterday = new Date(Date.now() - 86_400_000);
      await db.updateTable('services').set({ status: 'grace', paid_until: yesterday }).where('website_id', '=', website.id).where('kind', '=', 'package').execute();
      await db.updateTable('websites').set({ package_id: null, package_paid_until: null }).where('id', '=', website.id).execute();
    });
  });

  test.afterAll(() => portal.close());

  test('the header tells of the free version, Renew leads by keyboard to My services, and My websites says Free version', async ({ page }) => {
    await useSharedSession(page, 'demo');
    await page.goto('/websites');
    const notice = banner(page).getByText('Your Mini package for demo-blog is on the free version.');
    await expect(notice).toBeVisible();
    const site = page.getByRole('list', { name: 'Websites' }).locator(':scope > li').filter({ hasText: 'demo-blog' });
    await expect(site).toContainText('Free version: the package ran out.');
    await expect(site).not.toContainText('Package: Mini');
    await expectNoAxeViolations(page);

    const renew = notice.getByRole('link', { name: 'Renew' });
    await tabTo(page, renew);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my\/services$/);
    const mini = servicesOf(page, 'demo-blog').getByRole('row', { name: /Package: Mini/ });
    await expect(mini).toContainText('Lapsed: on the free version');
    await expect(mini).toContainText(/Ran until \w{3} \d{1,2}, \d{4}/);
    await expect(mini.getByRole('link', { name: 'Renew the Mini package for demo-blog' })).toHaveAttribute('href', /^\/renew\/service\/[0-9a-f-]{36}$/);
    // The list loaded after the press: the focus stayed on the notice's link, which stays in the header.
    await expect(renew).toBeFocused();
    await expectNoAxeViolations(page);

    // On to the service's own Renew by keyboard.
    const renewMini = mini.getByRole('link', { name: 'Renew the Mini package for demo-blog' });
    await tabTo(page, renewMini);
    await expect(renewMini).toBeFocused();
  });
});
