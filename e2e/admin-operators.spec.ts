/**
 * The back office's Operators page in Chromium through the real server, by keyboard: an operator's address refused
 * at the field (the focus taken there), a new address invited (the link only in the invitee's e-mail, read here from
 * the demo /outbox), the invitee setting a password through it and seeing the console; then the first operator
 * disabling them after a confirmation in a dialog, the focus given back to the row's button, and the invitee's open
 * session refused at once. axe on the page and on the dialog.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { tabTo } from './support/checkout';
import { useSharedSession } from './support/sessions';
import { demoOperator } from '../server/db/catalogue';

// A password set and checked with a deliberately slow scrypt hash, twice.
test.describe.configure({ timeout: 240_000 });
const HASHING = { timeout: 60_000 };

/** The path of the invitation's link, read from the plain-text part of the message in the demo /outbox. */
async function invitationLink(page: Page, to: string): Promise<string> {
  const entry = page.getByRole('list', { name: 'Messages, newest first' }).getByRole('article', { name: 'Your Hosting Portal operator account' }).filter({ hasText: to });
  await expect(async () => {
    await page.goto('/outbox');
    await expect(entry).toContainText('Delivered to this outbox', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await entry.getByText('Plain-text part', { exact: true }).click();
  const text = await entry.getByLabel(/^Plain-text part/).innerText();
  const link = /\/password-reset\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in the message to ${to}`);
  return link;
}

test('an operator invites a new operator by keyboard, who sets a password from the e-mail and sees the console; disabled after a confirmation, their open session is refused', async ({ page, browser }) => {
  const invitee = `operator-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
  const password = 'an-invited-passphrase';
  await useSharedSession(page, 'operator');
  await page.goto('/admin/operators');
  await expect(page.getByRole('heading', { level: 1, name: 'Operators' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Operators' })).toHaveAttribute('aria-current', 'page');
  const ownRow = page.getByRole('row').filter({ hasText: demoOperator.email });
  await expect(ownRow).toContainText('You. Another operator can disable your account');
  await expect(ownRow.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // An operator's address is refused at the field, which takes the focus and reads the reason.
  const field = page.getByRole('textbox', { name: 'E-mail address' });
  await tabTo(page, field);
  await page.keyboard.type(demoOperator.email);
  await page.keyboard.press('Enter');
  await expect(field).toHaveAccessibleDescription(`${demoOperator.email} is already an operator. A forgotten password is reset with Forgot password on the sign-in form.`);
  await expect(field).toBeFocused();
  await expectNoAxeViolations(page);

  // A new address: invited, announced, the field emptied for the next one and still focused.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(invitee);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Invited ${invitee}` })).toHaveText(`Invited ${invitee}: they get an e-mail with a link to set their password, valid for an hour.`);
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
  const row = page.getByRole('row').filter({ hasText: invitee });
  await expect(row).toContainText('Enabled');
  await expect(page.getByRole('main')).not.toContainText('token=');

  // The invitee, in a browser of their own, opens the link from the demo outbox and sets a password.
  const theirs = await browser.newContext();
  const invited = await theirs.newPage();
  await invited.goto(await invitationLink(invited, invitee));
  await expect(invited.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  const newPassword = invited.getByLabel('New password', { exact: true });
  await expect(newPassword).toBeFocused();
  await invited.keyboard.type(password);
  await invited.keyboard.press('Enter');
  await expect(invited.getByRole('heading', { level: 1, name: 'Your password is set' })).toBeFocused(HASHING);
  expect((await invited.request.post('/api/auth/sign-in', { data: { email: invitee, password } })).status()).toBe(200);
  await invited.goto('/admin/operators');
  await expect(invited.getByRole('heading', { level: 1, name: 'Operators' })).toBeVisible();
  await expect(invited.getByRole('row').filter({ hasText: invitee })).toContainText('You.');

  // The first operator disables them after a confirmation in a dialog.
  await page.reload();
  const disable = row.getByRole('button', { name: `Disable ${invitee}` });
  await tabTo(page, disable);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Disable ${invitee}?` });
  await expect(dialog).toBeFocused();
  await expect(dialog).toContainText('every session of theirs ends at once');
  await expectNoAxeViolations(page);
  const confirm = dialog.getByRole('button', { name: `Disable ${invitee}` });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Disabled ${invitee}` })).toHaveText(`Disabled ${invitee}: their sessions ended and they can no longer sign in.`);
  await expect(row).toContainText('Disabled');
  // The same button, now offering the opposite, has the focus back.
  const enable = row.getByRole('button', { name: `Enable ${invitee}` });
  await expect(enable).toBeFocused();
  await expectNoAxeViolations(page);

  // Their open session is refused at once: the console asks them to sign in.
  const refused = await invited.request.post('/graphql', { data: { query: '{ adminOperators { email } }' } });
  expect(((await refused.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  await invited.reload();
  await expect(invited.getByText('Please sign in first.')).toBeVisible();
  await expect(invited.getByRole('heading', { level: 1, name: 'Operators' })).toHaveCount(0);
  await theirs.close();

  // The audit log names who did it.
  await page.goto(`/admin/audit?subjectType=operator&subjectId=${encodeURIComponent(invitee)}`);
  const entries = page.getByRole('row').filter({ hasText: `operator ${invitee}` });
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('operator.disable');
  await expect(entries.nth(1)).toContainText('operator.create');
  await expect(entries.nth(0)).toContainText(demoOperator.email);
  await expect(entries.nth(1)).toContainText(demoOperator.email);
  await page.goto('/admin/operators');
  await tabTo(page, enable);

  // Enabling asks too; Escape keeps things as they are and gives the focus back to the button.
  await page.keyboard.press('Enter');
  const enableDialog = page.getByRole('dialog', { name: `Enable ${invitee}?` });
  await expect(enableDialog).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(enableDialog).toBeHidden();
  await expect(enable).toBeFocused();
  await expect(row).toContainText('Disabled');
});
