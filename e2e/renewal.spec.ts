/**
 * Renewing in Chromium through the real server (docs/services.md "Renewing"), on a portal of its own whose database
 * the test changes between two starts (the embedded database is one process's): the demo's Mini package for
 * demo-blog ends in 20 days, and a reminder's link to its renewal is made as the daily job makes it. Signed in, My
 * services' Renew opens the renewal order's checkout by keyboard; signed out, the link opens the Log in dialog with the
 * demo's e-mail filled in, and once signed in the same checkout shows the order, which is paid with the test gateway
 * by keyboard. My orders then shows it paid, and My services the date a year on. Axe on the renewal checkout; the
 * focus asserted after each asynchronous update.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from '../server/db/catalogue';
import { addDays, addMonths } from '../server/domain/calendar';
import { renewalLinkFor } from '../server/renewals/links';
import { expectNoAxeViolations } from './support/axe';
import { DEMO, fact, fillBilling, orderCard, orderIdentifierOf, tabTo } from './support/checkout';
import { ownPortal } from './support/own-portal';
import { useSharedSession } from './support/sessions';

const servicesOf = (page: Page, website: string) => page.getByRole('table', { name: `Services of ${website}` });
const miniRow = (page: Page) => servicesOf(page, 'demo-blog').getByRole('row', { name: /Package: Mini/ });
const day = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);

const portal = await ownPortal('renewal');

test.describe('renewing the demo package', () => {
  test.slow();
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: portal.baseURL, locale: 'en-US' });
  let link = '';
  let renewedUntil = new Date();
  let renewalOrder = '';

  test.beforeAll(async () => {
    await portal.open(async (db) => {
      const website = await db.selectFrom('websites').innerJoin('accounts', 'accounts.id', 'websites.account_id').select('websites.id').where('accounts.email', '=', demoAccount.email).where('websites.name', '=', 'demo-blog').executeTakeFirstOrThrow();
      const service = await db.selectFrom('services').select(['id', 'order_id']).where('website_id', '=', website.id).where('kind', '=', 'package').executeTakeFirstOrThrow();
      // Noon UTC: the date reads the same in any zone the browser is in.
      const now = new Date();
      const endsOn = addDays(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12)), 20);
      await db.updateTable('services').set({ status: 'active', paid_until: endsOn }).where('id', '=', service.id).execute();
      await db.updateTable('websites').set({ package_paid_until: endsOn }).where('id', '=', website.id).execute();
      const bought = service.order_id === null ? undefined : await db.selectFrom('order_items').select('period_months').where('order_id', '=', service.order_id).where('type', '=', 'package').executeTakeFirst();
      renewedUntil = addMonths(endsOn, bought?.period_months ?? 12);
      link = await renewalLinkFor(db, service.id, now);
    });
  });

  test.afterAll(() => portal.close());

  test("signed in, My services' Renew opens the renewal order's checkout by keyboard", async ({ page }) => {
    await useSharedSession(page, 'demo');
    await page.goto('/my/services');
    const renew = miniRow(page).getByRole('link', { name: 'Renew the Mini package for demo-blog' });
    await tabTo(page, renew);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/ORD-[^/?]+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    renewalOrder = orderIdentifierOf(page);
    await expectNoAxeViolations(page);
  });

  test('signed out, the link asks for the password of its e-mail, and the renewal paid by keyboard shows in My orders and My services', async ({ page }) => {
    await page.goto(link);
    await expect(page).toHaveURL(/\/checkout\/ORD-[^/?]+\?signin=/);
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO.email);
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');

    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
    // The order came after the dialog closed: the focus is on the page's heading, not lost.
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeFocused();
    await expectNoAxeViolations(page);
    const identifier = orderIdentifierOf(page);
    // The link and My services' Renew lead to the one renewal order of the period.
    expect(identifier).toBe(renewalOrder);

    await fillBilling(page);
    const online = page.getByRole('radio', { name: /Online payment/ });
    await tabTo(page, online);
    await page.keyboard.press('Space');
    await expect(online).toBeChecked();
    const finish = page.getByRole('button', { name: 'Finish and pay' });
    await tabTo(page, finish);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Test payment gateway' })).toBeVisible();
    const approve = page.getByRole('button', { name: 'Approve' });
    await tabTo(page, approve);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/ORD-[^/]+\/success$/);
    await expect(page.getByText(`Order ${identifier} is paid.`)).toBeVisible();

    await page.goto('/orders');
    await expect(fact(orderCard(page, identifier), 'Status')).toHaveText('Paid');
    await page.goto('/my/services');
    await expect(miniRow(page)).toContainText(`Runs until ${day(renewedUntil)}`);
  });
});
