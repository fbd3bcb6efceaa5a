/**
 * The checkout of an order reopened in each status, in Chromium through the real server: paid, awaiting a bank
 * transfer, awaiting an online payment; a refused finish told beside its button; a stale tab that keeps what was
 * typed and says why it refreshed; where the billing form starts (the account's e-mail, the domain holder) and
 * Personal data's Copy from billing details. Each test pays or sends its own fresh order.
 */
import { expect, test, type Page } from '@playwright/test';
import type { RecordedEvent } from '../contracts/tracking';
import { DEMO, expectNoAxeViolations, fillBilling, openNewOrder, press, signIn, tabTo } from './support/checkout';

const orderIdentifierOf = (page: Page) => /\/checkout\/(ORD-[^/?]+)/.exec(page.url())?.[1] ?? '';
const finishButton = (page: Page) => page.getByRole('button', { name: /^Finish/ });
const payButton = (page: Page) => page.getByRole('button', { name: 'Pay now' });
/** The payment reference and the other instructions, under the one set of words (contracts/bank-transfer.ts). */
const INSTRUCTION_TERMS = ['Amount', 'Account holder', 'IBAN', 'Account number', 'BIC', 'Payment reference'];

/** Nothing on the page changes or finishes the order. */
async function expectReadOnly(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  await expect(finishButton(page)).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);
}

/** Every finishOrder the page sends from now on. */
function watchFinishes(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/graphql') && /finishOrder/.test(request.postData() ?? '')) sent.push(request.url());
  });
  return sent;
}

test('an order paid through the gateway, reopened, is shown paid: the date, read-only, no Finish', async ({ page }) => {
  await openNewOrder(page);
  const orderIdentifier = orderIdentifierOf(page);
  // The billing e-mail starts as the account's.
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(DEMO.email);
  await fillBilling(page);
  await press(page.getByRole('radio', { name: /Online payment/ }));
  await finishButton(page).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByText(/Order ORD-\S+ is paid\./)).toBeVisible();
  // Nothing is promised that is not built yet: the invoice e-mail is not mentioned.
  await expect(page.getByText(/invoice by e-mail/)).toHaveCount(0);

  await page.goto(`/checkout/${orderIdentifier}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Paid' })).toBeVisible();
  await expect(page.getByText(new RegExp(`Your order ${orderIdentifier} is paid\\. Paid on \\w+ \\d+, \\d{4}\\.`))).toBeVisible();
  await expectReadOnly(page);
  await expect(payButton(page)).toHaveCount(0);
  // The paid order's screen offers its tax invoice, which its owner downloads as a PDF.
  const invoiceLink = page.getByRole('link', { name: 'Download the invoice (PDF)' });
  await expect(invoiceLink).toHaveAttribute('href', /^\/api\/invoices\/\d{4}-\d{6}\.pdf$/);
  const invoice = await page.request.get((await invoiceLink.getAttribute('href')) ?? '');
  expect(invoice.status()).toBe(200);
  expect(invoice.headers()['content-type']).toBe('application/pdf');
  await expectNoAxeViolations(page);
});

test('an order awaiting a bank transfer, reopened, shows its instructions again and offers no second payment', async ({ page }) => {
  await openNewOrder(page);
  const orderIdentifier = orderIdentifierOf(page);
  await fillBilling(page);
  await press(page.getByRole('radio', { name: /Bank transfer/ }));
  // The option says what the instructions will call each thing.
  await expect(page.getByText(/you will see the account holder, IBAN, BIC and payment reference to pay with/)).toBeVisible();
  await finishButton(page).click();
  await expect(page).toHaveURL(/\/success$/);
  const outcome = page.locator('.payment-instructions');
  for (const term of INSTRUCTION_TERMS) await expect(outcome.getByText(term, { exact: true })).toBeVisible();
  const reference = await outcome.getByText('Payment reference', { exact: true }).locator('xpath=following-sibling::dd[1]').textContent();

  const sent = watchFinishes(page);
  await page.goto(`/checkout/${orderIdentifier}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Waiting for your bank transfer' })).toBeVisible();
  await expect(page.getByText(`Your order ${orderIdentifier} is waiting for your bank transfer.`, { exact: false })).toBeVisible();
  const instructions = page.locator('.payment-instructions');
  for (const term of INSTRUCTION_TERMS) await expect(instructions.getByText(term, { exact: true })).toBeVisible();
  await expect(instructions.getByText('Payment reference', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(reference ?? '');
  await expect(page.getByText('Please put the payment reference on the transfer, so we can match the payment to your order.')).toBeVisible();
  // The QR code a banking app scans, served to this account from the order's address (the demo's euros: the EPC code).
  const qr = page.getByRole('img', { name: 'QR code for paying this order by bank transfer' });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(page.getByText(/Please pay by \w+ \d+, \d{4}/)).toBeVisible();
  await expectReadOnly(page);
  await expect(payButton(page)).toHaveCount(0);
  await expect(page.getByRole('radiogroup', { name: 'Payment method' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(sent).toEqual([]);
});

test('an order awaiting an online payment offers Pay now once, by keyboard, and never finishes it a second time', async ({ page }) => {
  await openNewOrder(page);
  const orderIdentifier = orderIdentifierOf(page);
  await fillBilling(page);
  await press(page.getByRole('radio', { name: /Online payment/ }));
  await finishButton(page).click();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/failed$/);

  await page.getByRole('link', { name: 'Back to the checkout to try again' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Waiting for payment' })).toBeVisible();
  await expect(page.getByText(`Your order ${orderIdentifier} is waiting for payment.`, { exact: false })).toBeVisible();
  await expect(payButton(page)).toHaveCount(1);
  await expectReadOnly(page);
  await expectNoAxeViolations(page);

  const sent = watchFinishes(page);
  await tabTo(page, payButton(page));
  await expect(payButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Test payment gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByText(/Order ORD-\S+ is paid\./)).toBeVisible();
  expect(sent).toEqual([]);
});

test('a finish refused because another tab sent the order first is told beside the button; Show the order leads on, focus kept', async ({ page, context }) => {
  await openNewOrder(page);
  await fillBilling(page);
  await press(page.getByRole('radio', { name: /Online payment/ }));

  // The same order sent for payment by bank transfer in a second tab.
  const second = await context.newPage();
  await second.goto(page.url());
  await fillBilling(second);
  await press(second.getByRole('radio', { name: /Bank transfer/ }));
  await finishButton(second).click();
  await expect(second).toHaveURL(/\/success$/);
  await second.close();

  const finish = finishButton(page);
  await tabTo(page, finish);
  await page.keyboard.press('Enter');
  const refusal = page.locator('.checkout-finish-refusal').getByRole('alert');
  await expect(refusal).toHaveText(/This order was sent for payment in another tab or window, so nothing was sent again\. Show the order to see how to pay it\./);
  await expect(refusal).toBeInViewport();
  // Nothing at the top of the page says it a second time.
  await expect(page.locator('.checkout-error')).toBeEmpty();
  await expect(finish).toBeFocused();
  await expectNoAxeViolations(page);

  const show = page.getByRole('button', { name: 'Show the order as it is now' });
  await tabTo(page, show);
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 2, name: 'Waiting for your bank transfer' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expectReadOnly(page);
});

test('a stale tab keeps the billing details typed, says why it refreshed, and records why', async ({ page, context }) => {
  await openNewOrder(page);
  const orderIdentifier = orderIdentifierOf(page);
  await page.getByRole('textbox', { name: /^First name/ }).fill('Kept');
  await page.getByRole('textbox', { name: /^Street and number/ }).fill('Typed Street 7');

  const second = await context.newPage();
  await second.goto(page.url());
  const periods = (tab: Page) => tab.getByRole('radiogroup', { name: /Standard/ });
  await press(periods(second).getByRole('radio').first());
  await expect(second.locator('.checkout-updating')).toBeEmpty();
  await second.close();

  const reloaded = page.waitForEvent('load');
  await press(periods(page).getByRole('radio').last());
  await reloaded;
  await expect(page.getByRole('status').filter({ hasText: 'This order was changed in another tab or window, so the page was refreshed to show it as it is now.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('Kept');
  await expect(page.getByRole('textbox', { name: /^Street and number/ })).toHaveValue('Typed Street 7');
  await expect(periods(page).getByRole('radio').first()).toBeChecked();
  await expectNoAxeViolations(page);

  // The analytics event went out before the reload.
  await expect
    .poll(async () => {
      const { events } = (await (await page.request.get('/api/events')).json()) as { events: RecordedEvent[] };
      return events.filter((event) => event.name === 'Integrity Token Invalid' && event.properties.orderIdentifier === orderIdentifier).length;
    })
    .toBeGreaterThan(0);

  // Once shown, the kept details are forgotten: another reload shows the order's own billing details.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^First name/ })).not.toHaveValue('Kept');
  await expect(page.getByText(/so the page was refreshed/)).toHaveCount(0);
});

test("a domain order's billing starts from the holder typed on Personal data, which can copy the billing details back", async ({ page }) => {
  await signIn(page);
  // The seeded ORD-DEMO2027: demo-blog.net alone, its holder Demo Customer without phone or address, no billing yet.
  await page.goto('/checkout/ORD-DEMO2027');
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('Demo');
  await expect(page.getByRole('textbox', { name: /^Surname/ })).toHaveValue('Customer');
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(DEMO.email);

  await page.goto('/checkout/ORD-DEMO2027/personal-data');
  const holder = page.getByRole('group', { name: 'demo-blog.net' });
  await holder.getByRole('textbox', { name: /^First name/ }).fill('Someone');
  const copy = holder.getByRole('button', { name: 'Copy from billing details' });
  await tabTo(page, copy);
  await page.keyboard.press('Enter');
  await expect(holder.getByRole('textbox', { name: /^First name/ })).toHaveValue('Demo');
  await expect(holder.getByRole('combobox', { name: /^Country/ })).toHaveValue('CZ');
  await expect(holder.getByRole('status')).toHaveText('The billing details were copied into the holder of demo-blog.net; check them before you continue.');
  await expect(copy).toBeFocused();
  await expectNoAxeViolations(page);
});
