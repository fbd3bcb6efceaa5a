/**
 * The back office's orders: the filtered, paged list, an order's page (lines as the customer saw them, payments,
 * invoice, history), the order history written by finishing, paying and deleting a draft, the audit log, and the
 * invoice download for operators while customers still get only their own.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../server/admin/audit';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { demoOperator } from '../../server/db/catalogue';
import type { Database } from '../../server/db/schema';
import { findInvoiceForOrder } from '../../server/invoices';
import { applyPaymentNotification, ensurePayment, markOrderPaid } from '../../server/payments/settle';
import { client, graphql, send, signInDemo, testClock } from './accounts';
import type { Client } from './accounts';
import { startTestApp } from './app';
import type { TestApp } from './app';
import { COMPLETE_CONTACT, mutate, newOrder, ok, readOrder } from './checkout-support';
import { signUpOtherAccount } from '../support/payment-orders';

const clock = testClock('2026-06-01T09:00:00.000Z');
let harness: TestApp;
let demo: Client;
let operator: Client;
const db = (): Kysely<Database> => harness.database.db;

async function signInOperator(): Promise<Client> {
  const who = client('192.0.2.40');
  const response = await send(harness.app, who, 'POST', '/api/auth/sign-in', { email: demoOperator.email, password: demoOperator.password });
  expect(response.statusCode).toBe(200);
  return who;
}

interface Row {
  identifier: string;
  createdAt: string;
  customerEmail: string;
  status: string;
  paymentMethod: string | null;
  total: { amountMinor: number; currency: string } | null;
  secondPaymentId: string | null;
}
interface Page {
  orders: Row[];
  total: number;
  page: number;
  pageSize: number;
}

const LIST = `query ($filter: AdminOrderFilterInput, $page: Int) { adminOrders(filter: $filter, page: $page) {
  orders { identifier createdAt customerEmail status paymentMethod total { amountMinor currency } secondPaymentId } total page pageSize } }`;

async function list(filter: Record<string, unknown>, page = 1): Promise<Page> {
  const result = await graphql(harness.app, operator, LIST, { filter, page });
  expect(result.errors).toBeUndefined();
  return (result.data as { adminOrders: Page }).adminOrders;
}

const ORDER = `query ($identifier: String!) { adminOrder(identifier: $identifier) {
  identifier status customerEmail paymentMethod pricingStored billing { name label value }
  lines { description period net { amountMinor } } vatRateBasisPoints net { amountMinor } vat { amountMinor } total { amountMinor currency }
  payments { id provider amount { amountMinor } status } invoice { number downloadUrl }
  history { summary actorKind actorEmail reason before after } } }`;

interface OrderPage {
  identifier: string;
  status: string;
  customerEmail: string;
  pricingStored: boolean;
  billing: { name: string; label: string; value: string }[];
  lines: { description: string; period: string; net: { amountMinor: number } }[];
  total: { amountMinor: number; currency: string };
  vat: { amountMinor: number };
  payments: { id: string; provider: string; amount: { amountMinor: number }; status: string }[];
  invoice: { number: string; downloadUrl: string } | null;
  history: { summary: string; actorKind: string; actorEmail: string | null; reason: string | null; before: string | null; after: string | null }[];
}

async function orderPage(identifier: string): Promise<OrderPage> {
  const result = await graphql(harness.app, operator, ORDER, { identifier });
  expect(result.errors).toBeUndefined();
  return (result.data as { adminOrder: OrderPage }).adminOrder;
}

/** A draft of the demo customer made now, finished for the method when one is given. */
async function order(paymentServiceName?: string): Promise<{ id: string; identifier: string }> {
  const identifier = await newOrder(harness.database, clock.now());
  if (paymentServiceName) {
    const draft = ok(await readOrder(harness.app, demo, identifier));
    ok(await mutate(harness.app, demo, 'finishOrder', { orderIdentifier: identifier, contact: COMPLETE_CONTACT, paymentServiceName, integrityToken: draft.integrityToken }));
  }
  const { id } = await db().selectFrom('orders').select('id').where('identifier', '=', identifier).executeTakeFirstOrThrow();
  return { id, identifier };
}

async function payByGateway(target: { id: string }, eventId: string): Promise<string> {
  const total = await db().selectFrom('orders').select(['total_minor', 'currency']).where('id', '=', target.id).executeTakeFirstOrThrow();
  const payment = await ensurePayment(db(), { orderId: target.id, provider: 'gateway', amountMinor: total.total_minor ?? 0n, currency: total.currency }, clock.now());
  await applyPaymentNotification(db(), { provider: 'gateway', eventId, type: 'gateway.approve', payment: { id: payment.id, orderId: target.id }, result: 'succeeded' }, clock.now());
  return payment.id;
}

beforeAll(async () => {
  harness = await startTestApp({ now: clock.now });
  demo = await signInDemo(harness.app, client());
  operator = await signInOperator();
}, 180_000);
afterAll(async () => harness.close());

describe('the order history', () => {
  it('records finishing by the customer and paying by the provider, in order, with who did it', async () => {
    const paid = await order('gateway');
    clock.advanceMinutes(5);
    await payByGateway(paid, 'history-approve');
    const rows = await db().selectFrom('order_history').selectAll().where('order_id', '=', paid.id).orderBy('at').orderBy('seq').execute();
    const account = await db().selectFrom('accounts').select('id').where('email', '=', 'demo@hosting-portal.test').executeTakeFirstOrThrow();
    expect(rows.map((row) => [row.from_status, row.to_status, row.actor_kind, row.account_id])).toEqual([
      ['draft', 'awaiting_payment', 'customer', account.id],
      ['awaiting_payment', 'paid', 'gateway', null],
    ]);
    expect(rows[1]?.at.toISOString()).toBe(clock.now().toISOString());
  });

  it('names the operator given to markOrderPaid, and writes nothing when the order was not awaiting payment', async () => {
    const target = await order('bank-transfer');
    const operatorId = (await db().selectFrom('accounts').select('id').where('email', '=', demoOperator.email).executeTakeFirstOrThrow()).id;
    expect(await markOrderPaid(db(), target.id, clock.now(), { kind: 'operator', accountId: operatorId })).toBe(true);
    expect(await markOrderPaid(db(), target.id, clock.now(), { kind: 'operator', accountId: operatorId })).toBe(false);
    const rows = await db().selectFrom('order_history').select(['to_status', 'actor_kind', 'account_id']).where('order_id', '=', target.id).where('to_status', '=', 'paid').execute();
    expect(rows).toEqual([{ to_status: 'paid', actor_kind: 'operator', account_id: operatorId }]);
  });

  it('keeps a deleted draft\'s last row, by the customer', async () => {
    const draft = await order();
    const result = await graphql(harness.app, demo, 'mutation ($id: String!) { deleteDraftOrder(orderIdentifier: $id) }', { id: draft.identifier });
    expect(result.errors).toBeUndefined();
    const rows = await db().selectFrom('order_history').select(['from_status', 'to_status', 'actor_kind']).where('order_identifier', '=', draft.identifier).execute();
    expect(rows).toEqual([{ from_status: 'draft', to_status: 'deleted', actor_kind: 'customer' }]);
  });
});

describe('the orders list', () => {
  let other: Client;
  let otherOrder: string;
  let newestOrder: string;
  beforeAll(async () => {
    other = await signUpOtherAccount(harness.app, 'someone.else@example.test');
    const account = await db().selectFrom('accounts').select('id').where('email', '=', 'someone.else@example.test').executeTakeFirstOrThrow();
    otherOrder = await order('gateway').then((made) => made.identifier);
    // Made on other days than the rest (sessions would end if the clock moved that far).
    await db().updateTable('orders').set({ account_id: account.id, website_id: null, created_at: new Date('2026-05-30T12:00:00Z') }).where('identifier', '=', otherOrder).execute();
    newestOrder = await newOrder(harness.database, new Date('2030-01-03T12:00:00Z'));
    expect(other.cookie).toBeDefined();
  });

  it('shows every account\'s orders newest first, each with its customer, status, method and total', async () => {
    const page = await list({});
    expect(page.orders[0]?.identifier).toBe(newestOrder);
    const times = page.orders.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const row = page.orders.find((candidate) => candidate.identifier === otherOrder);
    expect(row).toMatchObject({ customerEmail: 'someone.else@example.test', status: 'AWAITING_PAYMENT', paymentMethod: 'gateway', secondPaymentId: null });
    expect(row?.total?.amountMinor).toBeGreaterThan(0);
    expect(page.orders.find((candidate) => candidate.identifier === newestOrder)).toMatchObject({ status: 'DRAFT', total: null });
  });

  it('filters by e-mail, identifier, status, method, currency and days, each alone and together', async () => {
    expect((await list({ email: 'SOMEONE.else' })).orders.map((row) => row.identifier)).toEqual([otherOrder]);
    expect((await list({ identifier: otherOrder.toLowerCase() })).orders.map((row) => row.identifier)).toEqual([otherOrder]);
    expect((await list({ currency: 'EUR', identifier: otherOrder })).orders.map((row) => row.identifier)).toEqual([otherOrder]);
    expect((await list({ currency: 'CZK', identifier: otherOrder })).total).toBe(0);
    expect((await list({ identifier: 'ord-test' })).orders.every((row) => row.identifier.startsWith('ORD-TEST'))).toBe(true);
    const paid = await list({ status: 'PAID' });
    expect(paid.orders.length).toBe(2);
    expect(paid.orders.every((row) => row.status === 'PAID')).toBe(true);
    expect((await list({ paymentMethod: 'bank-transfer' })).orders.map((row) => [row.paymentMethod, row.status])).toEqual([['bank-transfer', 'PAID']]);
    expect((await list({ createdFrom: '2030-01-03', createdUntil: '2030-01-03' })).orders.map((row) => row.identifier)).toEqual([newestOrder]);
    expect((await list({ createdUntil: '2026-05-31' })).orders.map((row) => row.identifier)).toEqual([otherOrder]);
    expect((await list({ createdFrom: '2026-05-31', email: 'someone' })).total).toBe(0);
    expect((await list({ email: 'someone', currency: 'CZK' })).total).toBe(0);
    expect((await list({ email: '%' })).total).toBe(0);
  });

  it('refuses a malformed filter with INVALID_FILTER', async () => {
    for (const filter of [{ createdFrom: '2026-02-30' }, { createdFrom: '2026-06-03', createdUntil: '2026-06-01' }, { currency: 'EURO' }, { identifier: 'ORD 1' }]) {
      const result = await graphql(harness.app, operator, LIST, { filter, page: 1 });
      expect(result.errors?.[0]?.extensions?.code).toBe('INVALID_FILTER');
    }
    expect((await graphql(harness.app, operator, LIST, { filter: {}, page: 0 })).errors?.[0]?.extensions?.code).toBe('INVALID_FILTER');
  });

  it('pages by 25 with the total, no order on two pages', async () => {
    for (let index = 0; index < 24; index += 1) await newOrder(harness.database, clock.now());
    const first = await list({});
    const second = await list({}, 2);
    expect(first.pageSize).toBe(25);
    expect(first.orders).toHaveLength(25);
    expect(first.total).toBeGreaterThan(25);
    expect(second.orders).toHaveLength(first.total - 25);
    const seen = new Set([...first.orders, ...second.orders].map((row) => row.identifier));
    expect(seen.size).toBe(first.total);
  });

  it('flags an order paid twice with its second payment', async () => {
    const twice = await order('gateway');
    await payByGateway(twice, 'twice-gateway');
    const total = await db().selectFrom('orders').select(['total_minor', 'currency']).where('id', '=', twice.id).executeTakeFirstOrThrow();
    clock.advanceMinutes(1);
    const stripe = await ensurePayment(db(), { orderId: twice.id, provider: 'stripe', amountMinor: total.total_minor ?? 0n, currency: total.currency, status: 'succeeded' }, clock.now());
    const row = (await list({ identifier: twice.identifier })).orders[0];
    expect(row?.secondPaymentId).toBe(stripe.id);
  });
});

describe('the order page', () => {
  it('shows a finished order as the customer saw it, from its stored pricing, with payments, invoice and history', async () => {
    const paid = await order('gateway');
    const seen = ok(await readOrder(harness.app, demo, paid.identifier));
    clock.advanceMinutes(3);
    await payByGateway(paid, 'page-approve');
    // The catalogue changes afterwards: the page keeps what was charged.
    await db().updateTable('addon_price').set((eb) => ({ amount_minor: eb('amount_minor', '+', 1000n) })).execute();
    const operatorId = (await db().selectFrom('accounts').select('id').where('email', '=', demoOperator.email).executeTakeFirstOrThrow()).id;
    clock.advanceMinutes(1);
    await recordAudit(db(), { accountId: operatorId, action: 'order.note', subjectType: 'order', subjectId: paid.identifier, before: { note: null }, after: { note: 'called' }, reason: 'customer asked' }, clock.now());
    try {
      const page = await orderPage(paid.identifier);
      expect(page).toMatchObject({ identifier: paid.identifier, status: 'PAID', customerEmail: 'demo@hosting-portal.test', pricingStored: true });
      expect(page.total.amountMinor).toBe(seen.priceWithVat.amountMinor);
      expect(page.vat.amountMinor).toBe(seen.vatAmount.amountMinor);
      expect(page.lines.reduce((sum, line) => sum + line.net.amountMinor, 0)).toBe(seen.priceWithoutVat.amountMinor);
      expect(page.lines.every((line) => line.period.length > 0)).toBe(true);
      expect(page.billing).toContainEqual({ name: 'email', label: 'E-mail', value: 'jana@example.test' });
      expect(page.payments).toMatchObject([{ provider: 'gateway', status: 'SUCCEEDED', amount: { amountMinor: seen.priceWithVat.amountMinor } }]);
      const invoice = await findInvoiceForOrder(db(), paid.id);
      expect(page.invoice).toEqual({ number: invoice?.number, downloadUrl: `/api/invoices/${invoice?.number}.pdf` });
      expect(page.history.map((entry) => [entry.summary, entry.actorKind, entry.actorEmail])).toEqual([
        ['Draft → Awaiting payment', 'customer', 'demo@hosting-portal.test'],
        ['Awaiting payment → Paid', 'gateway', null],
        ['order.note', 'operator', demoOperator.email],
      ]);
      expect(page.history[2]).toMatchObject({ reason: 'customer asked', before: '{"note":null}', after: '{"note":"called"}' });
      // A Czech back office names the lines as charged in Czech; English keeps the stored line.
      expect(page.lines[0]?.description).toMatch(/^\S+ package$/);
      const czech = await harness.app.inject({ method: 'POST', url: '/graphql', remoteAddress: operator.ip, headers: { host: 'localhost:3000', cookie: `${SESSION_COOKIE}=${operator.cookie}; lang=cs` }, payload: { query: ORDER, variables: { identifier: paid.identifier } } });
      const czechLines = (czech.json() as { data: { adminOrder: OrderPage } }).data.adminOrder.lines;
      expect(czechLines[0]?.description).toBe(`Balíček ${page.lines[0]?.description.replace(/ package$/, '')}`);
      expect(czechLines.slice(1).map((line) => line.description)).toEqual(page.lines.slice(1).map((line) => line.description.replace(/^Domain /, 'Doména ').replace(/^Private registration of /, 'Soukromá registrace domény ')));
    } finally {
      await db().updateTable('addon_price').set((eb) => ({ amount_minor: eb('amount_minor', '-', 1000n) })).execute();
    }
  });

  it('lists the billing contact in the order of the checkout\'s billing form, the country by its name', async () => {
    const draft = await order();
    const seen = ok(await readOrder(harness.app, demo, draft.identifier));
    // Sent in another order than the form's: the page follows the form, not the request or the database.
    const contact = [
      ...COMPLETE_CONTACT,
      { name: 'phone', value: '+420 777 000 111' },
      { name: 'companyBilling', value: 'true' },
      { name: 'company', value: 'Nováková s.r.o.' },
      { name: 'ic', value: '25596641' },
    ].reverse();
    ok(await mutate(harness.app, demo, 'updateBillingDataAndRecalculateVat', { orderIdentifier: draft.identifier, contact, integrityToken: seen.integrityToken }));
    const page = await orderPage(draft.identifier);
    expect(page.billing.map((value) => [value.label, value.value])).toEqual([
      ['First name', 'Jana'],
      ['Surname', 'Nováková'],
      ['E-mail', 'jana@example.test'],
      ['Phone', '+420 777 000 111'],
      ['Street and number', 'Vinohradská 12'],
      ['City', 'Praha'],
      ['Postcode', '120 00'],
      ['Country', 'Czechia'],
      ['I am buying for a company', 'Yes'],
      ['Company name', 'Nováková s.r.o.'],
      ['Business ID (IČO)', '25596641'],
    ]);
  });

  it('prices a draft with today\'s catalogue', async () => {
    const draft = await order();
    const seen = ok(await readOrder(harness.app, demo, draft.identifier));
    const page = await orderPage(draft.identifier);
    expect(page).toMatchObject({ status: 'DRAFT', pricingStored: false, invoice: null, payments: [], history: [] });
    expect(page.total.amountMinor).toBe(seen.priceWithVat.amountMinor);
  });

  it('shows a bank transfer past its 14 days as expired, in the list and on the page, as the customer\'s checkout does', async () => {
    const waiting = await order('bank-transfer');
    const finishedAt = (await db().selectFrom('orders').select('finished_at').where('id', '=', waiting.id).executeTakeFirstOrThrow()).finished_at as Date;
    const payBy = new Date(finishedAt.getTime() + 14 * 24 * 60 * 60_000).toISOString();
    const TRANSFER = `query ($identifier: String!) {
      adminOrders(filter: { identifier: $identifier }) { orders { identifier status payBy expired } }
      adminOrder(identifier: $identifier) { status payBy expired } }`;
    const read = async () => {
      const result = await graphql(harness.app, operator, TRANSFER, { identifier: waiting.identifier });
      expect(result.errors).toBeUndefined();
      return result.data as { adminOrders: { orders: unknown[] }; adminOrder: unknown };
    };
    expect(await read()).toEqual({ adminOrders: { orders: [{ identifier: waiting.identifier, status: 'AWAITING_PAYMENT', payBy, expired: false }] }, adminOrder: { status: 'AWAITING_PAYMENT', payBy, expired: false } });
    clock.advanceMinutes(14 * 24 * 60 + 1);
    // Sessions ended meanwhile: both sign in again.
    operator = await signInOperator();
    demo = await signInDemo(harness.app, client());
    const customer = await graphql(harness.app, demo, 'query ($id: String!) { order(orderIdentifier: $id) { expired } }', { id: waiting.identifier });
    expect(customer.data).toEqual({ order: { expired: true } });
    expect(await read()).toEqual({ adminOrders: { orders: [{ identifier: waiting.identifier, status: 'AWAITING_PAYMENT', payBy, expired: true }] }, adminOrder: { status: 'AWAITING_PAYMENT', payBy, expired: true } });
    // Any other order has no transfer to wait for.
    const draft = await order();
    const other = (await graphql(harness.app, operator, TRANSFER, { identifier: draft.identifier })).data as { adminOrder: unknown };
    expect(other.adminOrder).toEqual({ status: 'DRAFT', payBy: null, expired: false });
  });

  it('answers ORDER_NOT_FOUND for an unknown identifier', async () => {
    const result = await graphql(harness.app, operator, ORDER, { identifier: 'ORD-NOSUCH00' });
    expect(result.errors?.[0]?.extensions?.code).toBe('ORDER_NOT_FOUND');
  });
});

describe('invoices for operators', () => {
  it('an operator downloads any invoice; another customer still gets 404', async () => {
    const paid = await order('gateway');
    await payByGateway(paid, 'invoice-approve');
    const invoice = await findInvoiceForOrder(db(), paid.id);
    const url = `/api/invoices/${invoice?.number}.pdf`;
    const byOperator = await send(harness.app, operator, 'GET', url);
    expect(byOperator.statusCode).toBe(200);
    expect(byOperator.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await send(harness.app, demo, 'GET', url)).statusCode).toBe(200);
    const stranger = await signUpOtherAccount(harness.app, 'stranger@example.test', '192.0.2.79');
    expect((await send(harness.app, stranger, 'GET', url)).statusCode).toBe(404);
  });
});

describe('the audit log', () => {
  it('lists operators\' actions newest first, filtered by operator, action, subject and days', async () => {
    const operatorId = (await db().selectFrom('accounts').select('id').where('email', '=', demoOperator.email).executeTakeFirstOrThrow()).id;
    clock.advanceMinutes(2);
    await recordAudit(db(), { accountId: operatorId, action: 'package.update', subjectType: 'package', subjectId: 'standard', before: { yearly: '100' }, after: { yearly: '120' } }, clock.now());
    const QUERY = 'query ($filter: AdminAuditFilterInput) { adminAuditLog(filter: $filter) { total entries { operatorEmail action subjectType subjectId before after reason } } }';
    const read = async (filter: Record<string, unknown>) => {
      const result = await graphql(harness.app, operator, QUERY, { filter });
      expect(result.errors).toBeUndefined();
      return (result.data as { adminAuditLog: { total: number; entries: { action: string; subjectId: string; before: string | null; after: string | null; operatorEmail: string }[] } }).adminAuditLog;
    };
    const all = await read({});
    expect(all.entries.map((entry) => entry.action)).toEqual(['package.update', 'order.note']);
    expect(all.entries[0]).toMatchObject({ operatorEmail: demoOperator.email, subjectId: 'standard', after: '{"yearly":"120"}' });
    expect((await read({ action: 'order.note' })).entries.map((entry) => entry.action)).toEqual(['order.note']);
    expect((await read({ subjectType: 'package', subjectId: 'standard' })).total).toBe(1);
    expect((await read({ operator: 'OPERATOR@' })).total).toBe(2);
    expect((await read({ operator: 'demo@' })).total).toBe(0);
    expect((await read({ from: clock.now().toISOString().slice(0, 10) })).entries.map((entry) => entry.action)).toContain('package.update');
    expect((await read({ until: '2026-01-01' })).total).toBe(0);
    const bad = await graphql(harness.app, operator, QUERY, { filter: { from: 'yesterday' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('INVALID_FILTER');
  });
});
