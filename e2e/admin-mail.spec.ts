/**
 * The back office's E-mail section in Chromium through the real server, by keyboard. A message fails the way it
 * does in the embedded default: a sign-up to an address at .invalid (the domain reserved never to exist), which the
 * portal's outbox refuses as every mail server would (docs/mail.md). The console's header then warns, with a link to
 * the list; the list shows the message with its reason; Resend puts it back in the queue and the focus moves to the
 * notice that says so; axe finds nothing.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, tabTo } from './support/checkout';
import { useSharedSession } from './support/sessions';

test('a failed message is listed with its reason and resent by keyboard; the header warns while delivery is failing', async ({ page }) => {
  const recipient = `nobody-${Date.now().toString(36)}@mail.example.invalid`;
  const signUp = await page.request.post('/api/auth/sign-up', { data: { fullname: 'Nobody Here', email: recipient, password: 'a-long-passphrase-2026' } });
  expect(signUp.status()).toBe(202);

  await useSharedSession(page, 'operator');
  await page.goto('/admin/orders');
  const warning = page.getByRole('status').filter({ hasText: 'E-mail delivery is failing' });
  const row = page.getByRole('row').filter({ hasText: recipient });
  // The worker refuses the message just after the sign-up's answer; the console asks again on every page.
  await expect(async () => {
    await page.goto(`/admin/mail?recipient=${encodeURIComponent(recipient)}`);
    await expect(row).toContainText('Failed', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  await expect(row).toContainText('550 No such domain: mail.example.invalid cannot receive mail (.invalid never exists).');
  await expect(row).toContainText('sign-up');
  await expect(warning).toBeVisible();
  await expectNoAxeViolations(page);

  // The warning's link is reached and followed by keyboard from another page of the console.
  await page.goto('/admin/orders');
  const link = warning.getByRole('link', { name: 'See the e-mail that did not go out' });
  await expect(link).toBeVisible();
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/mail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail' })).toBeVisible();

  await page.goto(`/admin/mail?recipient=${encodeURIComponent(recipient)}`);
  const resend = row.getByRole('button', { name: `Resend the message to ${recipient}` });
  await tabTo(page, resend);
  await page.keyboard.press('Enter');
  // The button is gone with the resend: the focus moves to the notice, and the row says the message is waiting.
  const notice = page.getByText(`The message to ${recipient} is back in the queue: it is sent in a moment.`);
  await expect(notice).toBeFocused();
  await expect(row).toContainText('Resent: waiting to be sent');
  await expect(resend).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The worker tries it again at once; .invalid still cannot receive mail, so it is failed again, with a fresh round.
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Failed', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
});
