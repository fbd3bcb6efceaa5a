/**
 * A smaller package for the next period, chosen and cancelled on My services in Chromium through the real server
 * (docs/services.md "Downgrade at renewal"), on a portal of its own (the choice must not change the shared demo's My
 * services): demo-blog's Mini is paid for 100 more days and the website has 12 pages. By keyboard alone: Choose a
 * smaller package opens the dialog, which says what would stop working on Limited; choosing it shows "From DATE:
 * Limited" (focused), still there after a reload; Cancel the change brings back the choice (focused). Axe on each.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { tabTo } from './support/checkout';
import { ownPortal, payDemoBlogFor } from './support/own-portal';
import { useSharedSession } from './support/sessions';

const day = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);

const portal = await ownPortal('package-downgrade');

test.describe('a smaller package for the next period', () => {
  test.slow();
  let endsOn = new Date();

  test.beforeAll(async () => {
    await portal.open(async (db) => {
      endsOn = await payDemoBlogFor(db, 100, { used_pages: 12 });
    });
  });

  test.afterAll(() => portal.close());
  test.use({ baseURL: portal.baseURL, locale: 'en-US' });

  test('is chosen with what would stop working, shown on My services and cancelled, by keyboard', async ({ page }) => {
    await useSharedSession(page, 'demo');
    await page.goto('/my/services');
    const choose = page.getByRole('button', { name: 'Choose a smaller package for the next period of demo-blog' });
    await expect(choose).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, choose);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'A smaller package for demo-blog' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Limited' })).toBeChecked();
    await expect(dialog.getByText('What would stop working: Your website has 12 pages; Limited has up to 5 pages.')).toBeVisible();
    await expect(dialog).toBeFocused();
    await expectNoAxeViolations(page);
    const confirm = dialog.getByRole('button', { name: 'Choose Limited' });
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    const chosen = page.getByText(`From ${day(endsOn)}: Limited`);
    await expect(chosen).toBeFocused();
    await expect(page.getByText('Your website has 12 pages; Limited has up to 5 pages.')).toBeVisible();
    await expectNoAxeViolations(page);

    // Kept by the server: there after a reload.
    await page.reload();
    await expect(chosen).toBeVisible();
    const cancel = page.getByRole('button', { name: 'Cancel the change to Limited for demo-blog' });
    await tabTo(page, cancel);
    await page.keyboard.press('Enter');

    await expect(chosen).toBeHidden();
    await expect(choose).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'The change is cancelled: Mini renews as it is.' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
