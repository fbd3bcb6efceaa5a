import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET, startTestApp } from './app';
import type { TestApp } from './app';
import { client, graphql, send, signInDemo } from './accounts';
import type { Client } from './accounts';
import { CZECH_BROWSER, CZECH_CHOSEN, expectCzechPage, pageText } from './page-language';
import { merchantTransactionId } from '../../server/payments/signing';
import { paymentInstructions } from '../../server/bank-transfer/instructions';
import { GATEWAY_PAGE_MINUTES } from '../../server/payments/gateway-attempts';
import { DEMO_TRANSFER_ACCOUNT } from '../../server/payments/config';
import { changeOrderStatus } from '../../server/lifecycle/order-status';
import { markOrderPaid } from '../../server/payments/settle';
import { markTransferPaid } from '../../server/admin/statements';
import { insertOrder, lifecycleOf, orderState, signUpOtherAccount } from '../support/payment-orders';

let harness: TestApp;
let demo: Client;
let other: Client;
beforeAll(async () => {
  harness = await startTestApp();
  demo = await signInDemo(harness.app);
  other = await signUpOtherAccount(harness.app, 'other-buyer@example.com', '192.0.2.79');
});
afterAll(async () => {
  await harness.close();
});

const db = () => harness.database.db;

const METHODS = `query ($id: String!, $reload: Boolean!, $tx: String, $method: String, $ref: String, $token: String) {
  paymentMethods(orderIdentifier: $id, lastReloadBeforeSubmit: $reload, merchantTransactionId: $tx, methodId: $method, ref: $ref, token: $token) {
    goStraightOn
    methods {
      name type url redirectUrl title elementId oppositeElementId icon className largeIcon infoboxText requiredBillingFields
      newWindow iframe open forceBillingForm recurringEnabled
      inputs { name value editable }
      icons { class url }
    }
  }
}`;

interface Method {
  name: string;
  url: string | null;
  open: boolean;
  inputs: { name: string; value: string; editable: boolean }[];
}

type Result = Awaited<ReturnType<typeof graphql>>;
const codeOf = (result: Result) => result.errors?.[0]?.extensions?.code;
const methodsOf = (result: Result) => (result.data?.paymentMethods ?? { methods: [], goStraightOn: false }) as { methods: Method[]; goStraightOn: boolean };

const list = (who: Client, identifier: string) => graphql(harness.app, who, METHODS, { id: identifier, reload: false });

/** The finish flow's reload just before paying, with the method's own MerchantTransactionID unless told otherwise. */
function reload(order: { id: string; identifier: string }, method: string, extra: Record<string, unknown> = {}) {
  return graphql(harness.app, demo, METHODS, { id: order.identifier, reload: true, method, tx: merchantTransactionId(TEST_SECRET, order.id, method), ...extra });
}

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: form(fields) });

/** The hidden inputs of the gateway page's form. */
function hiddenInputs(html: string): Record<string, string> {
  const unescape = (text: string) => text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));
  return Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1] ?? '', unescape(match[2] ?? '')]));
}

/** Goes through the reload and the gateway page, as the browser does; answers the page's hidden inputs. */
async function openGatewayPage(order: { id: string; identifier: string }, extra: Record<string, unknown> = {}) {
  const prepared = methodsOf(await reload(order, 'gateway', extra)).methods.find((method) => method.name === 'gateway');
  if (!prepared?.url) throw new Error('the gateway was not prepared');
  const page = await postForm(prepared.url, Object.fromEntries(prepared.inputs.map((field) => [field.name, field.value])));
  expect(page.statusCode).toBe(200);
  return hiddenInputs(page.body);
}

describe('Query.paymentMethods: the list', () => {
  it('lists the test gateway and bank transfer with every field, the card not being configured', async () => {
    const order = await insertOrder(db(), { status: 'draft', paymentServiceName: null });
    const result = await list(demo, order.identifier);
    expect(result.errors).toBeUndefined();
    expect(methodsOf(result)).toEqual({
      goStraightOn: false,
      methods: [
        {
          name: 'gateway',
          type: 'gateway',
          url: '/payments/gateway',
          redirectUrl: null,
          title: 'Online payment',
          elementId: 'payment-method-gateway',
          oppositeElementId: 'payment-method-gateway-details',
          icon: '/payments/icons/gateway.svg',
          className: 'payment-method payment-method--gateway',
          largeIcon: null,
          infoboxText: 'You will be taken to the payment gateway to approve the payment, and then back to the portal.',
          requiredBillingFields: ['firstname', 'surname', 'email', 'street', 'city', 'zip', 'country'],
          newWindow: false,
          iframe: false,
          open: true,
          forceBillingForm: false,
          recurringEnabled: false,
          inputs: [
            { name: 'MerchantTransactionID', value: merchantTransactionId(TEST_SECRET, order.id, 'gateway'), editable: false },
            { name: 'MethodID', value: 'gateway', editable: false },
          ],
          icons: [{ class: 'payment-method__icon', url: '/payments/icons/gateway.svg' }],
        },
        expect.objectContaining({ name: 'bank-transfer', type: 'transfer', url: null, open: false, elementId: 'payment-method-bank-transfer', icon: '/payments/icons/bank.svg' }),
      ],
    });
  });

  it('opens the method the order was finished with', async () => {
    const order = await insertOrder(db(), { paymentServiceName: 'bank-transfer' });
    expect(methodsOf(await list(demo, order.identifier)).methods.map((method) => [method.name, method.open])).toEqual([
      ['gateway', false],
      ['bank-transfer', true],
    ]);
  });

  it('gives each order its own MerchantTransactionID, the same at every reload', async () => {
    const first = await insertOrder(db());
    const second = await insertOrder(db());
    const transaction = async (identifier: string) => methodsOf(await list(demo, identifier)).methods[0]?.inputs[0]?.value;
    expect(await transaction(first.identifier)).toBe(await transaction(first.identifier));
    expect(await transaction(first.identifier)).not.toBe(await transaction(second.identifier));
  });

  it('refuses a visitor with UNAUTHENTICATED and another account with ORDER_NOT_FOUND', async () => {
    const order = await insertOrder(db());
    expect(codeOf(await list(client(), order.identifier))).toBe('UNAUTHENTICATED');
    const foreign = await list(other, order.identifier);
    expect(codeOf(foreign)).toBe('ORDER_NOT_FOUND');
    expect(foreign.errors?.[0]?.message).toBe('We could not find this order in your account.');
    expect(codeOf(await list(demo, 'ORD-00000000'))).toBe('ORDER_NOT_FOUND');
    expect(codeOf(await list(demo, 'x'.repeat(5000)))).toBe('ORDER_NOT_FOUND');
    expect(codeOf(await list(demo, "ORD-' or 1=1"))).toBe('ORDER_NOT_FOUND');
  });
});

describe('Query.paymentMethods: the reload before submit', () => {
  it.each([
    ['a draft', 'draft' as const, 'ORDER_NOT_FINISHED'],
    ['a paid order', 'paid' as const, 'ORDER_ALREADY_PAID'],
    ['a cancelled order', 'cancelled' as const, 'ORDER_CANCELLED'],
  ])('refuses %s', async (_label, status, code) => {
    const order = await insertOrder(db(), { status });
    expect(codeOf(await reload(order, 'gateway'))).toBe(code);
    expect((await orderState(db(), order.id)).payments).toEqual([]);
  });

  it('refuses a method that is not offered, or none, with PAYMENT_METHOD_NOT_FOUND', async () => {
    const order = await insertOrder(db());
    expect(codeOf(await reload(order, 'stripe-card'))).toBe('PAYMENT_METHOD_NOT_FOUND');
    expect(codeOf(await reload(order, 'cash-on-delivery'))).toBe('PAYMENT_METHOD_NOT_FOUND');
    expect(codeOf(await reload(order, 'm'.repeat(41)))).toBe('PAYMENT_METHOD_NOT_FOUND');
    expect(codeOf(await graphql(harness.app, demo, METHODS, { id: order.identifier, reload: true }))).toBe('PAYMENT_METHOD_NOT_FOUND');
  });

  it('refuses a MerchantTransactionID of another order, another method, a forged or a missing one with INVALID_TRANSACTION', async () => {
    const order = await insertOrder(db());
    const another = await insertOrder(db());
    for (const tx of [merchantTransactionId(TEST_SECRET, another.id, 'gateway'), merchantTransactionId(TEST_SECRET, order.id, 'bank-transfer'), 'TX-forged', 'TX-<script>', null]) {
      const result = await reload(order, 'gateway', { tx });
      expect(codeOf(result)).toBe('INVALID_TRANSACTION');
      expect(result.errors?.[0]?.message).toBe('We could not verify this payment. Please reload the page and try again.');
    }
    expect((await orderState(db(), order.id)).payments).toEqual([]);
  });

  it.each([
    ['ref', 'has space'],
    ['ref', 'r'.repeat(33)],
    ['token', 't'.repeat(129)],
    ['token', 'a+b/c='],
  ])('refuses a malformed %s with INVALID_PARAMETER', async (name, value) => {
    const order = await insertOrder(db());
    const result = await reload(order, 'gateway', { [name]: value });
    expect(codeOf(result)).toBe('INVALID_PARAMETER');
    expect(result.errors?.[0]?.message).toMatch(new RegExp(`^${name} must be`));
  });

  it('lets a bank transfer go straight on, with the payment waiting and instructions for the success page', async () => {
    const order = await insertOrder(db(), { paymentServiceName: 'bank-transfer', totalMinor: 24_200n });
    const result = await reload(order, 'bank-transfer', { ref: 'pricelist', token: 'abc_DEF-123' });
    expect(methodsOf(result).goStraightOn).toBe(true);
    expect(await orderState(db(), order.id)).toMatchObject({ status: 'awaiting_payment', payments: [{ provider: 'transfer', status: 'pending', amount_minor: 24_200n }] });
    // Asked twice (a second tab), it still holds one payment.
    expect(methodsOf(await reload(order, 'bank-transfer')).goStraightOn).toBe(true);
    expect((await orderState(db(), order.id)).payments).toHaveLength(1);
    const row = await db().selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(paymentInstructions({ ...row, total_minor: row.total_minor === null ? null : BigInt(row.total_minor) }, { transfer: DEMO_TRANSFER_ACCOUNT })).toEqual({
      accountName: 'Hosting Portal s.r.o.',
      iban: 'CZ6508000000192000145399',
      domesticAccount: '19-2000145399/0800',
      bic: 'GIBACZPX',
      variableSymbol: expect.stringMatching(/^\d{10}$/),
      amount: { amountMinor: 24_200n, currency: 'EUR' },
      qrCodeUrl: `/api/orders/${order.identifier}/payment-qr.svg`,
    });
  });

  it('pays an order the voucher covers at once, whatever the method, and goes straight on', async () => {
    const order = await insertOrder(db(), { totalMinor: 0n });
    expect(methodsOf(await reload(order, 'gateway')).goStraightOn).toBe(true);
    const paid = await orderState(db(), order.id);
    expect(paid).toMatchObject({ status: 'paid', payments: [{ provider: 'voucher', status: 'succeeded', amount_minor: 0n }] });
    // A second reload of the same finish (another tab) still goes straight on and changes nothing.
    expect(methodsOf(await reload(order, 'bank-transfer')).goStraightOn).toBe(true);
    const again = await orderState(db(), order.id);
    expect(again.paidAt).toEqual(paid.paidAt);
    expect(again.payments).toHaveLength(1);
  });

  it('prepares the gateway: its url and signed inputs with the amount, the order and the page\'s ref and token', async () => {
    const order = await insertOrder(db(), { totalMinor: 12_100n });
    const result = await reload(order, 'gateway', { ref: 'pricelist', token: 'abc_DEF-123' });
    const { goStraightOn, methods } = methodsOf(result);
    expect(goStraightOn).toBe(false);
    const gateway = methods.find((method) => method.name === 'gateway');
    expect(gateway?.url).toBe('/payments/gateway');
    expect(gateway?.open).toBe(true);
    expect(Object.fromEntries(gateway?.inputs.map((field) => [field.name, field.value]) ?? [])).toEqual({
      MerchantTransactionID: merchantTransactionId(TEST_SECRET, order.id, 'gateway'),
      MethodID: 'gateway',
      Amount: '12100',
      Currency: 'EUR',
      OrderIdentifier: order.identifier,
      Ref: 'pricelist',
      Token: 'abc_DEF-123',
      Signature: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect((await orderState(db(), order.id)).payments).toEqual([{ provider: 'gateway', status: 'pending', external_id: merchantTransactionId(TEST_SECRET, order.id, 'gateway'), amount_minor: 12_100n }]);
  });
});

describe('the test gateway', () => {
  it('shows an accessible page with the amount and Approve and Decline, loading nothing from elsewhere', async () => {
    const order = await insertOrder(db(), { totalMinor: 12_100n });
    const prepared = methodsOf(await reload(order, 'gateway')).methods.find((method) => method.name === 'gateway');
    const page = await postForm('/payments/gateway', Object.fromEntries(prepared?.inputs.map((field) => [field.name, field.value]) ?? []), { 'accept-language': 'de-DE' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'$/);
    expect(page.body).toMatch(/^<!doctype html><html lang="en">/);
    // Formatted for the payer's language: German puts the euro sign after the amount, behind a no-break space.
    expect(page.body).toContain('<title>Pay 121\u00a0€ – Test payment gateway</title>');
    expect(page.body).toContain('<h1>Test payment gateway</h1>');
    expect(page.body).toContain('Amount to pay: <strong>121\u00a0€</strong>');
    expect(page.body).toContain('<button type="submit" class="approve" name="decision" value="approve">Approve</button>');
    expect(page.body).toContain('<button type="submit" class="decline" name="decision" value="decline">Decline</button>');
    expect(page.body).not.toMatch(/<script|src=|href="http/);
  });

  it('speaks the payer\'s language: the page and its refusals in Czech for a Czech browser or the Czech choice', async () => {
    const order = await insertOrder(db(), { totalMinor: 12_100n });
    const prepared = methodsOf(await reload(order, 'gateway')).methods.find((method) => method.name === 'gateway');
    const fields = Object.fromEntries(prepared?.inputs.map((field) => [field.name, field.value]) ?? []);
    const page = await postForm('/payments/gateway', fields, CZECH_BROWSER);
    expect(page.statusCode).toBe(200);
    expectCzechPage(page.body);
    expect(page.body).toContain('<title>Zaplatit 121\u00a0€ – Testovací platební brána</title>');
    expect(page.body).toContain('<h1>Testovací platební brána</h1>');
    expect(page.body).toContain(`<p>Objednávka <strong>${order.identifier}</strong></p>`);
    expect(page.body).toContain('Částka k zaplacení: <strong>121\u00a0€</strong>');
    expect(page.body).toContain('value="approve">Schválit</button>');
    expect(page.body).toContain('value="decline">Zamítnout</button>');

    // A second page of the order while this one is open, the Czech chosen in an English browser.
    const again = methodsOf(await reload(order, 'gateway')).methods.find((method) => method.name === 'gateway');
    const second = await postForm('/payments/gateway', Object.fromEntries(again?.inputs.map((field) => [field.name, field.value]) ?? []), CZECH_CHOSEN);
    expect(second.statusCode).toBe(409);
    expectCzechPage(second.body);
    expect(pageText(second.body)).toBe(
      `Platba už probíhá – Testovací platební brána Platba už probíhá Platba objednávky ${order.identifier} už probíhá na jiné platební stránce. Tam ji schvalte, nebo zamítněte. ` +
        `Tato stránka žádnou platbu nepřijímá: nic zde nebylo strženo. Stránka zavřená bez odpovědi přestane platbu držet po 15 minutách. Zpět do pokladny objednávky ${order.identifier}`,
    );

    const forged = await postForm('/payments/gateway', { ...fields, Amount: '1' }, CZECH_BROWSER);
    expect(forged.statusCode).toBe(400);
    expectCzechPage(forged.body);
    expect(pageText(forged.body)).toBe('Platba není možná – Testovací platební brána Platba není možná Tento požadavek na platbu není platný. Vraťte se prosím do pokladny a zkuste to znovu. Zpět na portál');
    // English as it always was.
    expect(pageText((await postForm('/payments/gateway', { ...fields, Amount: '1' })).body)).toBe(
      'Payment not possible – Test payment gateway Payment not possible This payment request is not valid. Please go back to the checkout and try again. Back to the portal',
    );
  });

  it('pays the order on Approve and sends the payer to the success page', async () => {
    const order = await insertOrder(db());
    const answer = await openGatewayPage(order);
    const response = await postForm('/payments/gateway/return', { ...answer, decision: 'approve' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/checkout/${order.identifier}/success`);
    expect(await orderState(db(), order.id)).toMatchObject({ status: 'paid', payments: [{ provider: 'gateway', status: 'succeeded' }], events: [{ provider: 'gateway', type: 'gateway.approve', outcome: 'paid' }] });
  });

  it('does nothing more for a replayed answer, or a Decline after the Approve', async () => {
    const order = await insertOrder(db());
    const answer = await openGatewayPage(order);
    await postForm('/payments/gateway/return', { ...answer, decision: 'approve' });
    const paid = await orderState(db(), order.id);
    const replayed = await postForm('/payments/gateway/return', { ...answer, decision: 'approve' });
    expect(replayed.headers.location).toBe(`/checkout/${order.identifier}/success`);
    const declined = await postForm('/payments/gateway/return', { ...answer, decision: 'decline' });
    expect(declined.headers.location).toBe(`/checkout/${order.identifier}/success`);
    expect(await orderState(db(), order.id)).toEqual(paid);
  });

  it('marks the payment failed on Decline and sends the payer to the fail page; a new attempt can still pay', async () => {
    const order = await insertOrder(db());
    const first = await openGatewayPage(order);
    const declined = await postForm('/payments/gateway/return', { ...first, decision: 'decline' });
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`/checkout/${order.identifier}/failed`);
    expect(await orderState(db(), order.id)).toMatchObject({ status: 'awaiting_payment', paidAt: null, payments: [{ status: 'failed' }] });
    const second = await openGatewayPage(order);
    expect((await postForm('/payments/gateway/return', { ...second, decision: 'approve' })).headers.location).toBe(`/checkout/${order.identifier}/success`);
    expect(await orderState(db(), order.id)).toMatchObject({ status: 'paid', payments: [{ status: 'succeeded' }] });
  });

  it('pays once when Approve arrives five times at once', async () => {
    const order = await insertOrder(db());
    const answer = await openGatewayPage(order);
    const responses = await Promise.all(Array.from({ length: 5 }, () => postForm('/payments/gateway/return', { ...answer, decision: 'approve' })));
    expect(responses.map((response) => response.headers.location)).toEqual(Array(5).fill(`/checkout/${order.identifier}/success`));
    expect((await orderState(db(), order.id)).events).toEqual([{ provider: 'gateway', type: 'gateway.approve', outcome: 'paid' }]);
  });

  it('refuses a second payment page while one is open, and every page once the order is paid, charging nothing', async () => {
    const order = await insertOrder(db());
    const first = await openGatewayPage(order);
    // A second tab prepares the payment and posts its form to the gateway.
    const prepared = methodsOf(await reload(order, 'gateway')).methods.find((method) => method.name === 'gateway');
    const secondForm = Object.fromEntries(prepared?.inputs.map((field) => [field.name, field.value]) ?? []);
    const second = await postForm('/payments/gateway', secondForm);
    expect(second.statusCode).toBe(409);
    expect(second.body).toContain('<h1>Payment already in progress</h1>');
    expect(second.body).toContain(`A payment of order ${order.identifier} is already in progress on another payment page.`);
    expect(second.body).toContain(`<a href="/checkout/${order.identifier}">`);
    expect(second.body).not.toContain('name="decision"');

    await postForm('/payments/gateway/return', { ...first, decision: 'approve' });
    // The second tab's form again, now that the order is paid (the checkout no longer prepares a payment for it).
    const afterPaid = await postForm('/payments/gateway', secondForm);
    expect(afterPaid.statusCode).toBe(409);
    expect(afterPaid.body).toContain('<h1>Order already paid</h1>');
    expect(afterPaid.body).toContain('nothing was charged here');
    expect(afterPaid.body).not.toContain('name="decision"');
    expect((await orderState(db(), order.id)).events).toEqual([{ provider: 'gateway', type: 'gateway.approve', outcome: 'paid' }]);
  });

  it('takes nothing from the open page once the order was paid another way meanwhile, and says so', async () => {
    const order = await insertOrder(db());
    const open = await openGatewayPage(order);
    // While the page is open, the order is paid by a bank transfer an operator marks paid.
    expect(await markOrderPaid(db(), order.id, new Date())).toBe(true);
    const late = await postForm('/payments/gateway/return', { ...open, decision: 'approve' });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('<h1>Order already paid</h1>');
    expect(late.body).toContain('nothing was charged here');
    expect((await orderState(db(), order.id)).payments.filter((made) => made.provider === 'gateway' && made.status === 'succeeded')).toEqual([]);
  });

  it('takes nothing from a page another page replaced (one left open past its time), even once the order is paid', async () => {
    const order = await insertOrder(db());
    const forgotten = await openGatewayPage(order);
    // The first page was left open: after its time a new page may be opened, and it replaces the first.
    await db().updateTable('payments').set({ attempt_opened_at: new Date(Date.now() - (GATEWAY_PAGE_MINUTES + 1) * 60_000) }).where('order_id', '=', order.id).execute();
    const current = await openGatewayPage(order);

    const replaced = await postForm('/payments/gateway/return', { ...forgotten, decision: 'approve' });
    expect(replaced.statusCode).toBe(409);
    expect(replaced.body).toContain('<h1>Payment already in progress</h1>');
    expect(await orderState(db(), order.id)).toMatchObject({ status: 'awaiting_payment', events: [] });

    expect((await postForm('/payments/gateway/return', { ...current, decision: 'approve' })).headers.location).toBe(`/checkout/${order.identifier}/success`);
    const late = await postForm('/payments/gateway/return', { ...forgotten, decision: 'approve' });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('<h1>Order already paid</h1>');
    expect((await orderState(db(), order.id)).events).toEqual([{ provider: 'gateway', type: 'gateway.approve', outcome: 'paid' }]);
  });

  it('refuses a request whose amount, order or signature was changed, with a 400 page', async () => {
    const order = await insertOrder(db());
    const prepared = methodsOf(await reload(order, 'gateway')).methods.find((method) => method.name === 'gateway');
    const fields = Object.fromEntries(prepared?.inputs.map((field) => [field.name, field.value]) ?? []);
    for (const change of <Record<string, string>[]>[{ Amount: '1' }, { OrderIdentifier: 'ORD-00000000' }, { Signature: 'x'.repeat(43) }, { MethodID: 'bank-transfer' }, { Signature: '' }, { Amount: '-5' }]) {
      const page = await postForm('/payments/gateway', { ...fields, ...change });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('This payment request is not valid.');
    }
  });

  it('refuses a forged answer with a 400 page and writes nothing', async () => {
    const order = await insertOrder(db());
    const answer = await openGatewayPage(order);
    for (const change of <Record<string, string>[]>[{ Amount: '1' }, { Signature: 'x'.repeat(43) }, { Attempt: 'GW-AAAAAAAAAAAAAAAA' }, { decision: 'maybe' }, { MerchantTransactionID: 'TX-other' }]) {
      const response = await postForm('/payments/gateway/return', { ...answer, decision: 'approve', ...change });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('This payment answer is not valid. Nothing was paid.');
    }
    expect(await orderState(db(), order.id)).toMatchObject({ status: 'awaiting_payment', events: [], payments: [{ status: 'pending' }] });
  });

  it('rejects a genuine answer whose amount no longer matches the order, and sends the payer to the fail page', async () => {
    const order = await insertOrder(db(), { totalMinor: 12_100n });
    const answer = await openGatewayPage(order);
    await db().updateTable('orders').set({ total_minor: 99_900n }).where('id', '=', order.id).execute();
    const response = await postForm('/payments/gateway/return', { ...answer, decision: 'approve' });
    expect(response.headers.location).toBe(`/checkout/${order.identifier}/failed`);
    expect(await orderState(db(), order.id)).toMatchObject({ status: 'awaiting_payment', events: [{ outcome: 'rejected' }] });
  });

  it('refuses an empty or JSON post with the 400 page', async () => {
    for (const [type, payload] of [['application/json', '{}'], ['application/x-www-form-urlencoded', '']]) {
      const response = await harness.app.inject({ method: 'POST', url: '/payments/gateway', headers: { 'content-type': type ?? '' }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('This payment request is not valid.');
    }
  });
});

describe('an order awaiting a bank transfer past its 14 days (expired)', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  /** Sent for payment `days` ago: what the checkout then shows as expired (past 14 days) or still payable. */
  const finishedDaysAgo = (order: { id: string }, days: number) =>
    db().updateTable('orders').set({ finished_at: new Date(Date.now() - days * DAY_MS) }).where('id', '=', order.id).execute();
  const expiredOrder = async () => {
    const order = await insertOrder(db(), { paymentServiceName: 'bank-transfer' });
    await finishedDaysAgo(order, 15);
    return order;
  };
  const EXPIRED_MESSAGE = 'The 14 days to pay this order by bank transfer are over, so it can no longer be paid and nothing was charged. Please order again; if you have already sent the money, contact us.';

  it('refuses the reload before paying with ORDER_EXPIRED, with any method, storing the order expired and taking nothing', async () => {
    const order = await expiredOrder();
    for (const method of ['bank-transfer', 'gateway']) {
      const result = await reload(order, method);
      expect([codeOf(result), result.errors?.[0]?.message]).toEqual(['ORDER_EXPIRED', EXPIRED_MESSAGE]);
    }
    expect(await orderState(db(), order.id)).toMatchObject({ status: 'expired', paidAt: null, payments: [] });
    expect(await lifecycleOf(db(), order.id)).toEqual({ history: ['awaiting_payment -> expired by system'], events: ['order.expired'] });
    // Within its 14 days an order is payable.
    const inTime = await insertOrder(db(), { paymentServiceName: 'bank-transfer' });
    await finishedDaysAgo(inTime, 13);
    expect(methodsOf(await reload(inTime, 'bank-transfer')).goStraightOn).toBe(true);
  });

  it('does not let a provider\'s notification pay it once its days are over: the lifecycle expires it first', async () => {
    const order = await expiredOrder();
    expect(await markOrderPaid(db(), order.id, new Date())).toBe(false);
    expect(await orderState(db(), order.id)).toMatchObject({ status: 'expired', paidAt: null });
    expect(await lifecycleOf(db(), order.id)).toEqual({ history: ['awaiting_payment -> expired by system'], events: ['order.expired'] });
    expect(await db().selectFrom('invoices').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
  });

  it('refuses finishing it again with ORDER_EXPIRED', async () => {
    const order = await expiredOrder();
    const read = await graphql(harness.app, demo, 'query ($id: String!) { order(orderIdentifier: $id) { integrityToken expired } }', { id: order.identifier });
    const { integrityToken, expired } = read.data?.order as { integrityToken: string; expired: boolean };
    expect(expired).toBe(true);
    const finished = await graphql(
      harness.app,
      demo,
      'mutation ($id: String!, $t: String!) { finishOrder(orderIdentifier: $id, paymentServiceName: "gateway", integrityToken: $t) { status } }',
      { id: order.identifier, t: integrityToken },
    );
    expect([codeOf(finished), finished.errors?.[0]?.message]).toEqual(['ORDER_EXPIRED', EXPIRED_MESSAGE]);
    expect((await orderState(db(), order.id)).status).toBe('awaiting_payment');
  });

  it('refuses the test gateway\'s page and its Approve of an order that expired since the page was prepared, charging nothing', async () => {
    // Sent for payment with the gateway, then turned to a bank transfer: the gateway's signed form is still at hand.
    const order = await insertOrder(db(), { paymentServiceName: 'gateway' });
    const prepared = methodsOf(await reload(order, 'gateway')).methods.find((method) => method.name === 'gateway');
    const request = Object.fromEntries(prepared?.inputs.map((field) => [field.name, field.value]) ?? []);
    const answer = hiddenInputs((await postForm('/payments/gateway', request)).body);
    expect(methodsOf(await reload(order, 'bank-transfer')).goStraightOn).toBe(true);
    await finishedDaysAgo(order, 15);

    const approved = await postForm('/payments/gateway/return', { ...answer, decision: 'approve' });
    expect(approved.statusCode).toBe(409);
    expect(approved.body).toContain('<h1>Order expired</h1>');
    expect(approved.body).toContain(EXPIRED_MESSAGE);
    const page = await postForm('/payments/gateway', request);
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('<h1>Order expired</h1>');
    expect(await orderState(db(), order.id)).toMatchObject({ status: 'expired', paidAt: null, events: [] });
    expect((await orderState(db(), order.id)).payments.map((payment) => payment.status)).not.toContain('succeeded');
    expect((await lifecycleOf(db(), order.id)).events).toEqual(['order.expired']);
  });

  it('refuses the test gateway\'s page and its Approve of an order cancelled since the page was prepared, saying it was cancelled', async () => {
    const order = await insertOrder(db(), { paymentServiceName: 'gateway' });
    const prepared = methodsOf(await reload(order, 'gateway')).methods.find((method) => method.name === 'gateway');
    const request = Object.fromEntries(prepared?.inputs.map((field) => [field.name, field.value]) ?? []);
    const answer = hiddenInputs((await postForm('/payments/gateway', request)).body);
    expect(await changeOrderStatus(db(), { orderId: order.id, event: { type: 'order.cancel' }, actor: { kind: 'system' } }, new Date())).toMatchObject({ to: 'cancelled' });
    for (const response of [await postForm('/payments/gateway/return', { ...answer, decision: 'approve' }), await postForm('/payments/gateway', request)]) {
      expect(response.statusCode).toBe(409);
      expect(response.body).toContain('<h1>Order cancelled</h1>');
      expect(response.body).toContain('This order was cancelled and can no longer be paid.');
    }
    expect(await orderState(db(), order.id)).toMatchObject({ status: 'cancelled', paidAt: null });
  });

  it('is still paid by an operator who records a transfer that arrived late', async () => {
    const order = await expiredOrder();
    const operator = await db().selectFrom('accounts').select('id').where('role', '=', 'operator').executeTakeFirstOrThrow();
    await markTransferPaid(db(), operator.id, { orderIdentifier: order.identifier, amount: '121.00', reason: 'Arrived on day 15' }, new Date());
    expect(await orderState(db(), order.id)).toMatchObject({ status: 'paid', payments: [{ provider: 'transfer', status: 'succeeded', amount_minor: 12_100n }] });
    expect(await lifecycleOf(db(), order.id)).toEqual({ history: ['awaiting_payment -> expired by system', 'expired -> paid by operator'], events: ['order.expired', 'order.paid'] });
  });
});

describe('payments without Stripe configured', () => {
  it('answers the card payment and the Stripe webhook with PAYMENT_METHOD_NOT_FOUND', async () => {
    const order = await insertOrder(db());
    const secure = await send(harness.app, demo, 'POST', '/api/payments/secure', { project: 'demo-blog', orderId: order.identifier, inputs: [] });
    expect(secure.statusCode).toBe(404);
    expect(secure.json()).toMatchObject({ error: { code: 'PAYMENT_METHOD_NOT_FOUND' } });
    const webhook = await harness.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(webhook.statusCode).toBe(404);
    expect(webhook.json()).toMatchObject({ error: { code: 'PAYMENT_METHOD_NOT_FOUND' } });
  });
});

describe('payment method icons', () => {
  it('serves the icons the methods name, and 404 for others', async () => {
    const icon = await harness.app.inject({ method: 'GET', url: '/payments/icons/bank.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.body).toMatch(/^<svg /);
    expect((await harness.app.inject({ method: 'GET', url: '/payments/icons/visa.svg' })).statusCode).toBe(404);
  });
});
