/**
 * My services and the header's notice in Chromium through the real server (docs/services.md "Customers see it"):
 * the demo account finds its services, each running, with nothing due in the header; then, on a portal of its own
 * whose database the test changes between two starts (the embedded database is one process's), the demo's package
 * has run out as the daily job leaves it (the service in grace, the website's package switched off): the header tells
 * of the free version, Renew leads by keyboard to My services, which says so in words, and My websites says "Free
 * version". Axe on each screen; the focus asserted after each asynchronous update.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openPglite } from '../server/db/database';
import { demoAccount } from '../server/db/catalogue';
import { freePort, startServer, waitForHealth } from '../tests/api/child-server';
import { expectNoAxeViolations } from './support/axe';
import { tabTo } from './support/checkout';
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

// The portal of the second journey, on a port of its own.
const port = await freePort();

test.describe('a package that ran out', () => {
  test.slow();
  test.use({ baseURL: `http://127.0.0.1:${port}` });
  let dataDir = '';
  let portal: ReturnType<typeof startServer> | undefined;

  const start = async () => {
    portal = startServer(dataDir, { NODE_ENV: 'development', PORTAL_MODE: 'demo', PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: resolve('dist'), PASSWORD_HASH_LOG2N: '12' });
    await waitForHealth(port, portal.exited);
  };
  const stop = async () => {
    portal?.child.kill('SIGTERM');
    await portal?.exited;
    portal = undefined;
  };

  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(resolve('.tmp'), 'e2e-my-services-'));
    // The first start makes and seeds the database; between the two starts it is changed as the daily job would.
    await start();
    await stop();
    const database = await openPglite(dataDir);
    try {
      const { db } = database;
      const website = await db.selectFrom('websites').innerJoin('accounts', 'accounts.id', 'websites.account_id').select('websites.id').where('accounts.email', '=', demoAccount.email).where('websites.name', '=', 'demo-blog').executeTakeFirstOrThrow();
      const yesterday = new Date(Date.now() - 86_400_000);
      await db.updateTable('services').set({ status: 'grace', paid_until: yesterday }).where('website_id', '=', website.id).where('kind', '=', 'package').execute();
      await db.updateTable('websites').set({ package_id: null, package_paid_until: null }).where('id', '=', website.id).execute();
    } finally {
      await database.close();
    }
    await start();
  });

  test.afterAll(async () => {
    await stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

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
