/**
 * The back office's bank statements in Chromium through the real server: a customer's bank-transfer order is
 * paid by a camt.053 statement the demo operator imports by keyboard (preview, confirm), after which the
 * customer's My orders shows it paid with its invoice and the outbox holds "payment received"; the same file
 * imported again is previewed as already imported and cannot change anything. A short payment is marked paid anyway,
 * and a transfer from no statement paid by hand, both by keyboard, and the orders' histories name the operator and
 * the reason. A transfer paid twice is refunded to its payer by keyboard. axe on the page in each state.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAsOperator } from './support/accounts';
import { camt053 } from '../tests/support/bank-statements';
import { call, DEMO, draftOrders, expectNoAxeViolations, newWebsite, signIn, tabTo } from './support/checkout';


/**
 * The demo customer's order of Standard for a new website, finished with the bank transfer through the checkout's
 * own calls (the screens of that are the checkout's journeys): its payment reference and amount as instructed.
 */
async function orderAwaitingTransfer(page: Page): Promise<{ identifier: string; reference: string; amount: string }> {
  expect((await page.request.post('/api/auth/sign-in', { data: DEMO })).status()).toBe(200);
  const [identifier = ''] = await draftOrders(page, await newWebsite(page, 'statement'), 1);
  const { order } = await call<{ order: { integrityToken: string } }>(page, 'query ($id: String!) { order(orderIdentifier: $id) { integrityToken } }', { id: identifier });
  const contact = Object.entries({ firstname: 'Dana', surname: 'Demo', email: DEMO.email, street: 'Karlova 1', city: 'Praha', zip: '11000', country: 'CZ' }).map(([name, value]) => ({ name, value }));
  const finished = await call<{ finishOrder: { status: string; paymentInstructions: { variableSymbol: string; amount: { amountMinor: number } } } }>(
    page,
    'mutation ($id: String!, $c: [ContactValueInput!], $t: String!) { finishOrder(orderIdentifier: $id, contact: $c, paymentServiceName: "bank-transfer", integrityToken: $t) { status paymentInstructions { variableSymbol amount { amountMinor } } } }',
    { id: identifier, c: contact, t: order.integrityToken },
  );
  expect(finished.finishOrder.status).toBe('AWAITING_PAYMENT');
  const { variableSymbol, amount } = finished.finishOrder.paymentInstructions;
  return { identifier, reference: variableSymbol, amount: (amount.amountMinor / 100).toFixed(2) };
}

/** Chooses the statement with the keyboard: Tab to the file button, Enter, and the file in the chooser. */
async function chooseStatement(page: Page, xml: string): Promise<void> {
  const button = page.getByRole('button', { name: 'Choose a statement file' });
  // Listening first: Playwright switches the browser's file chooser to itself asynchronously, and the native button
  // opens it on the key's press already, so the Tab walk gives the switch time to happen.
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'statement.xml', mimeType: 'text/xml', buffer: Buffer.from(xml) });
}

test('a camt.053 statement imported by keyboard pays a bank-transfer order once; importing it again changes nothing', async ({ page }) => {
  const { identifier, reference, amount } = await orderAwaitingTransfer(page);
  const xml = camt053([
    { bankReference: `E2E-${identifier}`, amount, reference },
    { bankReference: `E2E-DEBIT-${identifier}`, amount: '9.99', debit: true, reference: 'Office supplies' },
  ]);
  expect((await page.request.post('/api/auth/sign-out')).ok()).toBe(true);

  // The operator previews and confirms the statement, by keyboard.
  await signInAsOperator(page);
  await page.goto('/admin/statements');
  await expect(page.getByRole('heading', { level: 1, name: 'Bank statements' })).toBeVisible();
  await chooseStatement(page, xml);
  const preview = page.getByRole('heading', { name: 'Preview of statement.xml' });
  await expect(preview).toBeFocused();
  const rows = page.getByRole('table', { name: 'What importing statement.xml would do' }).getByRole('row');
  await expect(rows.nth(1)).toContainText(`Pays the order: ${identifier}`);
  await expect(rows.nth(2)).toContainText('Outgoing, ignored');
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole('button', { name: 'Confirm the import' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'statement.xml is imported' })).toBeFocused();
  await expect(page.getByText('1 payment paid its order; 0 payments are left to resolve below.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The same file again: the preview says so, and nothing can be confirmed.
  await chooseStatement(page, xml);
  await expect(preview).toBeFocused();
  await expect(rows.nth(1)).toContainText('Already imported');
  await expect(page.getByText('Every payment in this file has been imported already: importing it again changes nothing.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm the import' })).toBeDisabled();

  // The "payment received" message, once.
  await expect(async () => {
    const { messages } = (await (await page.request.get('/api/outbox')).json()) as { messages: { template: string; subject: string | null }[] };
    expect(messages.filter((message) => message.template === 'payment-received' && message.subject?.includes(identifier))).toHaveLength(1);
  }).toPass({ timeout: 20_000 });

  // The customer's My orders: paid, with the invoice. (The operator's session is shared with other journeys: it is
  // replaced in this browser, not signed out.)
  await signIn(page);
  await page.goto('/orders');
  const card = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ hasText: identifier });
  await expect(card.locator('dt', { hasText: /^Status$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('Paid');
  await expect(card.getByRole('link', { name: `Download the invoice of ${identifier} (PDF)` })).toHaveAttribute('href', /^\/api\/invoices\/\d{4}-\d{6}\.pdf$/);
});

test('by keyboard, the operator marks a short payment paid anyway and a transfer from no statement paid by hand; each order\'s history names them and why', async ({ page }) => {
  const short = await orderAwaitingTransfer(page);
  const outside = await orderAwaitingTransfer(page);
  const paidShort = (Number(short.amount) - 0.5).toFixed(2);
  expect((await page.request.post('/api/auth/sign-out')).ok()).toBe(true);

  await signInAsOperator(page);
  await page.goto('/admin/statements');
  await expect(page.getByRole('heading', { level: 1, name: 'Bank statements' })).toBeVisible();
  await chooseStatement(page, camt053([{ bankReference: `E2E-SHORT-${short.identifier}`, amount: paidShort, reference: short.reference }]));
  await expect(page.getByRole('heading', { name: 'Preview of statement.xml' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Confirm the import' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'statement.xml is imported' })).toBeFocused();

  // The short payment waits under "Payments to resolve": a reason, then Mark paid anyway.
  const line = page.getByRole('list', { name: 'Payments to resolve' }).getByRole('listitem').filter({ hasText: short.identifier });
  await expect(line.getByRole('heading')).toHaveText(new RegExp(`^Short payment: €${paidShort.replace('.', '\\.')}`));
  const shortReason = 'The bank took a 0.50 EUR fee; the customer paid in full.';
  await tabTo(page, line.getByRole('textbox', { name: 'Reason' }));
  await page.keyboard.type(shortReason);
  await tabTo(page, line.getByRole('button', { name: 'Mark paid anyway' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `order ${short.identifier} is paid` })).toBeFocused();
  await expect(line).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A transfer that is on no statement: the order, the amount and the reason, then Enter in the last field.
  const manual = page.getByRole('region', { name: 'Mark a transfer paid by hand' });
  const byHand = 'Paid at the counter, receipt 42.';
  for (const [name, value] of [['Order', outside.identifier], ['Amount received', outside.amount], ['Reason', byHand]] as const) {
    await tabTo(page, manual.getByRole('textbox', { name }));
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Order ${outside.identifier} is marked paid.` })).toBeFocused();

  // Each order's history says it was paid by the operator, and why.
  for (const [identifier, reason] of [[short.identifier, shortReason], [outside.identifier, byHand]] as const) {
    await page.goto(`/admin/orders/${identifier}`);
    const history = page.getByRole('list', { name: 'History' });
    await expect(history.getByRole('listitem').filter({ hasText: reason }).filter({ hasText: 'operator operator@hosting-portal.test' }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // The audit log, filtered by keyboard to the order paid by hand: the operator's one action on it, with its reason.
  await page.goto('/admin/audit');
  await tabTo(page, page.getByRole('textbox', { name: 'Subject (e.g. ORD-AB12CD34)' }));
  await page.keyboard.type(outside.identifier);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`subjectId=${outside.identifier}`));
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('transfer.markPaid');
  await expect(rows.nth(1)).toContainText(byHand);
  await expectNoAxeViolations(page);
});

test('by keyboard, the operator refunds a transfer paid twice to the payer\'s account; the order\'s refunds list it to be paid out', async ({ page }) => {
  const order = await orderAwaitingTransfer(page);
  expect((await page.request.post('/api/auth/sign-out')).ok()).toBe(true);
  await signInAsOperator(page);
  // The transfer, then the same one again in the next statement (imported through the API: the screens of importing
  // are the tests above).
  const payer = { counterparty: 'Dana Demo', counterpartyAccount: 'CZ5508000000001234567899' };
  for (const [bankReference, statementId] of [[`E2E-ONCE-${order.identifier}`, `STMT-ONCE-${order.identifier}`], [`E2E-TWICE-${order.identifier}`, `STMT-TWICE-${order.identifier}`]] as const) {
    const content = camt053([{ bankReference, amount: order.amount, reference: order.reference, ...payer }], statementId);
    await call(page, 'mutation ($c: String!) { adminImportStatement(content: $c, fileName: "statement.xml") { statementId } }', { c: content });
  }

  await page.goto('/admin/statements');
  await expect(page.getByRole('heading', { level: 1, name: 'Bank statements' })).toBeVisible();
  const line = page.getByRole('list', { name: 'Payments to resolve' }).getByRole('listitem').filter({ hasText: order.identifier });
  await expect(line).toContainText(`It names order ${order.identifier}, which was paid already`);
  await expect(line).toContainText(`(account ${payer.counterpartyAccount})`);
  await expect(line.getByRole('button', { name: 'Mark paid anyway' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const reason = 'Paid twice by bank transfer; the second one goes back.';
  await tabTo(page, line.getByRole('textbox', { name: 'Reason' }));
  await page.keyboard.type(reason);
  await tabTo(page, line.getByRole('button', { name: 'Refund the overpayment' }));
  await page.keyboard.press('Enter');
  const notice = page.getByRole('status').filter({ hasText: `is to be refunded to ${payer.counterparty}, ${payer.counterpartyAccount}` });
  await expect(notice).toBeFocused();
  await expect(notice).toContainText(`mark the refund paid out on order ${order.identifier}'s refunds`);
  await expect(line).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The order's refunds: the second payment refunded whole, to be paid out from the bank, with the reason.
  await page.goto(`/admin/orders/${order.identifier}/refunds`);
  const refunds = page.getByRole('table', { name: 'Refunds' });
  await expect(refunds.getByRole('row').filter({ hasText: reason })).toContainText('To be paid out');
});
