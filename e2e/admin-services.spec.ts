/**
 * The back office's Services and Lifecycle pages in Chromium through the real server, by keyboard: an address whose
 * "ending within" is no number refused with the reason; an operator filters the services down to one of the demo's domains (the filters in the address), extends it with a reason (a
 * day not after the current end and a missing reason refused at their fields, which take the focus), sees the notice
 * focused and the row's new date, and finds the audit entry with the reason; then changes a lifecycle setting (a
 * value out of range refused in the focused summary, then saved and announced). axe on every step. The demo's
 * example.io: no other journey reads its service, and its registration's own date is not changed by an extension.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { tabTo } from './support/checkout';
import { useSharedSession } from './support/sessions';

const DOMAIN = 'example.io';
const NAME = `Domain ${DOMAIN}`;

/** A year after an ISO day. */
const yearAfter = (day: string) => `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;

test('an operator filters the services, extends one with a reason by keyboard and finds it in the audit log', async ({ page }) => {
  await useSharedSession(page, 'operator');
  // An address whose "ending within" is no number says so instead of listing everything.
  await page.goto('/admin/services?dueWithinDays=soon');
  await expect(page.getByRole('alert')).toHaveText('"Running and ending within" is a whole number of days from 0 to 3650.');

  await page.goto('/admin/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table', { name: 'Services, the latest end first' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Filter by keyboard: the search and the kind, then Enter; the list and the address say the same.
  const filters = page.getByRole('search', { name: 'Filter the services' });
  const search = filters.getByRole('textbox', { name: 'Account e-mail, website or domain' });
  await tabTo(page, search);
  await page.keyboard.type(DOMAIN);
  await filters.getByRole('combobox', { name: 'Kind' }).selectOption('DOMAIN');
  await search.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=example\.io/);
  await expect(page).toHaveURL(/kind=DOMAIN/);
  const row = page.getByRole('row').filter({ hasText: DOMAIN });
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Domain');
  await expect(row).toContainText('demo@hosting-portal.test');
  await expectNoAxeViolations(page);

  const paidUntil = /(\d{4}-\d{2}-\d{2})/.exec(await row.getByRole('cell').nth(2).innerText())?.[1] ?? '';
  expect(paidUntil).not.toBe('');
  const later = yearAfter(paidUntil);

  // Extend: the dialog opens with the day focused; the current end and no reason are refused at their fields.
  const extend = row.getByRole('button', { name: `Extend ${NAME}` });
  await tabTo(page, extend);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Extend ${NAME}` });
  const day = dialog.getByRole('textbox', { name: 'Paid until' });
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await expect(day).toBeFocused();
  await page.keyboard.type(paidUntil);
  await page.keyboard.press('Enter');
  await expect(day).toBeFocused();
  await expect(day).toHaveAccessibleDescription(new RegExp(`The service is paid until ${paidUntil} already: choose a later day\\.`));
  await expect(reason).toHaveAccessibleDescription(/The reason is required\./);
  await expectNoAxeViolations(page);

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(later);
  await page.keyboard.press('Tab');
  await expect(reason).toBeFocused();
  await page.keyboard.type('Registry outage: the customer could not renew');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Extend', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  // Done: the dialog closes, the notice has the focus and the row shows the new end.
  const notice = page.getByRole('status').filter({ hasText: 'Extended:' });
  await expect(notice).toHaveText(`Extended: ${NAME} is paid until ${later}.`);
  await expect(notice).toBeFocused();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText(later);
  await expect(row).toContainText('Active');
  await expectNoAxeViolations(page);

  // The audit log has the extension with the reason, before and after.
  await page.goto('/admin/audit?action=service.extend');
  const entry = page.getByRole('row').filter({ hasText: 'Registry outage: the customer could not renew' });
  await expect(entry).toContainText('service.extend');
  await expect(entry).toContainText(`${later}T00:00:00.000Z`);
  await expect(entry).toContainText('operator@hosting-portal.test');
  await expectNoAxeViolations(page);
});

test('an operator changes a lifecycle setting by keyboard: out of range refused in the focused summary, then saved and announced', async ({ page }) => {
  await useSharedSession(page, 'operator');
  await page.goto('/admin/lifecycle');
  await expect(page.getByRole('heading', { level: 1, name: 'Lifecycle' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: "The daily job's runs" })).toBeVisible();
  await expectNoAxeViolations(page);

  const opener = page.getByRole('button', { name: 'Change the settings' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'The lifecycle settings' });
  await expect(form.getByRole('textbox', { name: 'Renewal window (days before the end)' })).toBeFocused();
  const drafts = form.getByRole('textbox', { name: 'Drafts kept (days)' });
  const kept = await drafts.inputValue();
  const next = String(Number(kept) + 1);

  await tabTo(page, drafts);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  const summary = form.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(drafts).toHaveAccessibleDescription(/Enter a whole number of days from 7 to 3650\./);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Tab');
  await expect(summary.getByRole('link', { name: /^Drafts kept \(days\):/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drafts).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(next);
  await page.keyboard.press('Enter');

  const notice = page.getByRole('status').filter({ hasText: 'The lifecycle settings were saved' });
  await expect(notice).toBeFocused();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${next}$`) })).toHaveCount(1);
  await expect(page.getByText(/^Changed .* by operator@hosting-portal\.test\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
});
