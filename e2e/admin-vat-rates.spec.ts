/**
 * The back office's VAT rates page in Chromium through the real server, by keyboard: a country's new rate from a day
 * that is not after today refused at the field (the error summary takes the focus), then a rate from a future day
 * saved, announced in the focused notice and listed after the rate in force, which now ends the day before. axe on
 * the page, the refused form and the saved page. Luxembourg's rate: no other journey bills there, and a rate from a
 * future day changes nothing that is priced today.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { tabTo } from './support/checkout';
import { useSharedSession } from './support/sessions';

/** The day after an ISO day. */
const dayAfter = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

test('an operator adds a country\'s VAT rate from a future day by keyboard: a past day is refused at its field, the saved rate is announced and listed', async ({ page }) => {
  await useSharedSession(page, 'operator');
  await page.goto('/admin/vat-rates');
  await expect(page.getByRole('heading', { level: 1, name: 'VAT rates' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'VAT rates' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/^The seller: Czechia, a VAT payer/)).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Luxembourg (LU)' }) });
  await expect(row).toContainText('17 %');
  await expectNoAxeViolations(page);

  // The first free day: after today and after every rate Luxembourg already has (a run before may have added one).
  const today = /Today is (\d{4}-\d{2}-\d{2})/.exec(await page.getByText(/Today is/).innerText())?.[1] ?? '';
  const days = [...(await row.innerText()).matchAll(/(\d{4}-\d{2}-\d{2})/g)].map((match) => match[1] ?? '');
  const firstDay = dayAfter([today, ...days].sort().at(-1) ?? today);
  const periods = await row.getByRole('listitem').count();

  // Add a rate: the form opens above the table with the rate field focused.
  const opener = page.getByRole('button', { name: 'Add a rate for Luxembourg' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'New VAT rate for Luxembourg' });
  const rate = form.getByRole('textbox', { name: 'Rate (%)' });
  const firstDayField = form.getByRole('textbox', { name: 'First day' });
  await expect(rate).toBeFocused();
  await page.keyboard.type('16.5');
  await page.keyboard.press('Tab');
  await expect(firstDayField).toBeFocused();
  await page.keyboard.type(today);
  await page.keyboard.press('Enter');

  // Today is refused: the summary takes the focus and links the field, which says why.
  const summary = form.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(firstDayField).toHaveAccessibleDescription(new RegExp(`A new rate must start after today \\(${today}\\)`));
  await expect(rate).toHaveValue('16.5');
  await expectNoAxeViolations(page);

  // The link in the summary takes the focus to the field, where the day is corrected and the form saved.
  await page.keyboard.press('Tab');
  await expect(summary.getByRole('link', { name: /^First day:/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(firstDayField).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(firstDay);
  await page.keyboard.press('Enter');

  // Saved: the notice has the focus and says from when; the row lists the new rate after the one that now ends.
  const notice = page.getByRole('status').filter({ hasText: 'The rate of Luxembourg was saved' });
  await expect(notice).toHaveText(`The rate of Luxembourg was saved: orders finished from ${firstDay} on are priced at 16.5 %.`);
  await expect(notice).toBeFocused();
  await expect(form).toHaveCount(0);
  await expect(row).toContainText(`16.5 % from ${firstDay}`);
  await expect(row.getByRole('listitem')).toHaveCount(periods + 1);
  await expectNoAxeViolations(page);
});
