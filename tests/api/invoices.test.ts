import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/schema';
import { findInvoiceForOrder, renderInvoicePdf } from '../../server/invoices';
import { applyPaymentNotification, ensurePayment, markOrderPaid } from '../../server/payments/settle';
import { client, graphql, send, signInDemo } from './accounts';
import type { Client } from './accounts';
import { startTestApp } from './app';
import type { TestApp } from './app';
import { COMPLETE_CONTACT, mutate, newOrder, ok, readOrder } from './checkout-support';
import type { OrderView } from './checkout-support';
import { signUpOtherAccount } from '../support/payment-orders';
import { pdfText } from '../support/pdf-text';

let harness: TestApp;
let demo: Client;
let other: Client;
beforeAll(async () => {
  harness = await startTestApp();
  demo = await signInDemo(harness.app, client());
  other = await signUpOtherAccount(harness.app, 'invoice-other@example.com', '192.0.2.91');
});
afterAll(async () => {
  await harness.close();
});

const db = (): Kysely<Database> => harness.database.db;

const CZECH_COMPANY = [
  { name: 'firstname', value: 'Jiří' },
  { name: 'surname', value: 'Dvořák' },
  { name: 'email', value: 'jiri@example.test' },
  { name: 'street', value: 'Půlkruhová 5' },
  { name: 'city', value: 'Plzeň' },
  { name: 'zip', value: '301 00' },
  { name: 'country', value: 'CZ' },
  { name: 'companyBilling', value: 'true' },
  { name: 'company', value: 'Účetní služby Černý s.r.o.' },
  { name: 'ic', value: '27082440' },
  { name: 'dic', value: 'CZ27082440' },
];

const SLOVAK_COMPANY = [
  ...COMPLETE_CONTACT.filter((field) => field.name !== 'country'),
  { name: 'country', value: 'SK' },
  { name: 'companyBilling', value: 'true' },
  { name: 'company', value: 'Slovenská firma s.r.o.' },
  { name: 'ic', value: '27082440' },
  { name: 'dic', value: 'SK2020273893' },
];

/** A demo-like order finished through the API with this billing contact, awaiting payment by the gateway. */
async function finishedOrder(contact: { name: string; value: string }[]): Promise<{ id: string; identifier: string; finished: OrderView }> {
  const identifier = await newOrder(harness.database, new Date());
  const draft = ok(await readOrder(harness.app, demo, identifier));
  const finished = ok(await mutate(harness.app, demo, 'finishOrder', { orderIdentifier: identifier, contact, paymentServiceName: 'gateway', integrityToken: draft.integrityToken }));
  const { id } = await db().selectFrom('orders').select('id').where('identifier', '=', identifier).executeTakeFirstOrThrow();
  return { id, identifier, finished };
}

/** Pays the order as the gateway's Approve does: the payment succeeds and the order becomes paid, in one transaction. */
async function payByGateway(order: { id: string }, now: Date): Promise<void> {
  const total = await db().selectFrom('orders').select(['total_minor', 'currency']).where('id', '=', order.id).executeTakeFirstOrThrow();
  const payment = await ensurePayment(db(), { orderId: order.id, provider: 'gateway', amountMinor: total.total_minor ?? 0n, currency: total.currency }, now);
  const outcome = await applyPaymentNotification(db(), { provider: 'gateway', eventId: `approve-${order.id}`, type: 'gateway.approve', payment: { id: payment.id, orderId: order.id }, result: 'succeeded' }, now);
  expect(outcome).toBe('paid');
}

async function invoiceNumberOf(orderId: string): Promise<string> {
  const invoice = await findInvoiceForOrder(db(), orderId);
  if (!invoice) throw new Error('the paid order has no invoice');
  return invoice.number;
}

const download = (who: Client, number: string) => send(harness.app, who, 'GET', `/api/invoices/${number}.pdf`);

describe('invoice numbers', () => {
  it('gives 50 orders paid at once 50 distinct consecutive numbers of the year', async () => {
    const orders = [];
    for (let index = 0; index < 50; index += 1) orders.push(await finishedOrder(COMPLETE_CONTACT));
    const paidAt = new Date('2031-06-01T10:00:00Z');
    await Promise.all(orders.map((order) => payByGateway(order, paidAt)));

    const numbers = await Promise.all(orders.map((order) => invoiceNumberOf(order.id)));
    expect(new Set(numbers).size).toBe(50);
    expect([...numbers].sort()).toEqual(Array.from({ length: 50 }, (_, index) => `2031-${String(index + 1).padStart(6, '0')}`));
    // Each invoice is for what was charged, although paying one order changes what the next would cost (its credit for the current package).
    const totals = await db().selectFrom('invoices').innerJoin('orders', 'orders.id', 'invoices.order_id').select(['invoices.total_minor as invoiced', 'orders.total_minor as charged']).where('invoices.year', '=', 2031).execute();
    expect(totals.map((row) => BigInt(row.invoiced))).toEqual(totals.map((row) => BigInt(row.charged ?? -1n)));
    const counter = await db().selectFrom('invoice_counter').select('last_number').where('year', '=', 2031).executeTakeFirstOrThrow();
    expect(counter.last_number).toBe(50);
  }, 180_000);

  it('takes back the number of a payment that rolls back, so the next payment gets it: no gaps', async () => {
    const [failing, next] = [await finishedOrder(COMPLETE_CONTACT), await finishedOrder(COMPLETE_CONTACT)];
    const paidAt = new Date('2032-02-03T08:00:00Z');
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          expect(await markOrderPaid(trx, failing.id, paidAt)).toBe(true);
          throw new Error('the paying transaction fails after the invoice was issued');
        }),
    ).rejects.toThrow('the paying transaction fails');
    expect(await findInvoiceForOrder(db(), failing.id)).toBeUndefined();
    await payByGateway(next, paidAt);
    expect(await invoiceNumberOf(next.id)).toBe('2032-000001');
  });

  it('starts each year at 000001 and counts the years apart', async () => {
    const [late, early] = [await finishedOrder(COMPLETE_CONTACT), await finishedOrder(COMPLETE_CONTACT)];
    // 23:30 UTC on 31 December is already 1 January at the seller's, in Prague.
    await payByGateway(late, new Date('2033-12-31T23:30:00Z'));
    await payByGateway(early, new Date('2033-12-31T12:00:00Z'));
    expect(await invoiceNumberOf(late.id)).toBe('2034-000001');
    expect(await invoiceNumberOf(early.id)).toBe('2033-000001');
  });
});

describe('GET /api/invoices/NUMBER.pdf', () => {
  let order: Awaited<ReturnType<typeof finishedOrder>>;
  let number: string;
  beforeAll(async () => {
    order = await finishedOrder(CZECH_COMPANY);
    await payByGateway(order, new Date('2035-03-04T09:30:00Z'));
    number = await invoiceNumberOf(order.id);
  });

  it('gives the owner the PDF as an attachment, privately cached', async () => {
    const response = await download(demo, number);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${number}.pdf"`);
    expect(response.headers['cache-control']).toBe('private');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers another account, a visitor, an unknown and a malformed number with the same JSON 404', async () => {
    const unknown = '2035-999999';
    for (const [who, wanted] of [
      [other, number],
      [client('192.0.2.92'), number],
      [demo, unknown],
      [demo, 'not-a-number'],
    ] as const) {
      const response = await download(who, wanted);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ error: { code: 'INVOICE_NOT_FOUND', message: 'There is no such invoice among your orders.' } });
    }
  });

  it('sends the same bytes on every download, also after the catalogue prices change', async () => {
    const first = (await download(demo, number)).rawPayload;
    const second = (await download(demo, number)).rawPayload;
    expect(Buffer.compare(first, second)).toBe(0);
    await db().updateTable('addon_price').set((eb) => ({ amount_minor: eb('amount_minor', '+', 1000n) })).execute();
    await db().updateTable('vat_rate_period').set({ rate_basis_points: 2500 }).where('country_code', '=', 'CZ').execute();
    try {
      const later = (await download(demo, number)).rawPayload;
      expect(Buffer.compare(first, later)).toBe(0);
      expect(Buffer.compare(first, (await renderInvoicePdf(db(), number)) ?? Buffer.alloc(0))).toBe(0);
    } finally {
      await db().updateTable('addon_price').set((eb) => ({ amount_minor: eb('amount_minor', '-', 1000n) })).execute();
      await db().updateTable('vat_rate_period').set({ rate_basis_points: 2100 }).where('country_code', '=', 'CZ').execute();
    }
  });

  it('prints the number, seller, buyer with IČO and DIČ, each line, the VAT per rate and totals, in Czech letters', async () => {
    const text = await pdfText((await download(demo, number)).rawPayload);
    // As the customer saw it when finishing: what was charged.
    const charged = order.finished;
    const money = (amount: { amountMinor: number }) => `${(amount.amountMinor / 100).toFixed(2)} EUR`;
    expect(text).toContain('Tax invoice');
    expect(text).toContain(`Invoice number: ${number}`);
    expect(text).toContain('Issue date: 2035-03-04');
    expect(text).toContain(`Order: ${order.identifier}`);
    expect(text).toContain('Payment method: Online payment');
    expect(text).toContain('Demo Hosting Portal s.r.o. (demo)');
    expect(text).toContain('Ukázková 1');
    expect(text).toContain('IČO: 12345679');
    expect(text).toContain('Účetní služby Černý s.r.o.');
    expect(text).toContain('Jiří Dvořák');
    expect(text).toContain('Půlkruhová 5');
    expect(text).toContain('IČO: 27082440');
    expect(text).toContain('DIČ / VAT ID: CZ27082440');
    expect(text).toContain('Standard package');
    for (const item of charged.items.filter((candidate) => candidate.checked)) expect(text).toContain(money(item.currentVariant.price));
    expect(text).toContain('12 months\n2035-03-04 – 2036-03-04');
    expect(text).toContain('Private registration of');
    expect(text).toContain(`VAT rate 21 %: taxable amount ${money(charged.priceWithoutVat)}, VAT ${money(charged.vatAmount)}`);
    expect(text).toContain(`Total: ${money(charged.priceWithVat)}`);
    expect(text).not.toContain('Reverse charge');
  });

  it('says "Reverse charge" and charges no VAT for a company of another EU country with its VAT ID', async () => {
    const slovak = await finishedOrder(SLOVAK_COMPANY);
    await payByGateway(slovak, new Date('2035-03-05T09:30:00Z'));
    const text = await pdfText((await download(demo, await invoiceNumberOf(slovak.id))).rawPayload);
    expect(text).toContain('Reverse charge: VAT to be accounted for by the customer');
    expect(text).toContain('DIČ / VAT ID: SK2020273893');
    expect(text).toMatch(/VAT rate 0 %: taxable amount [\d.]+ EUR, VAT 0\.00 EUR/);
  });
});

describe('Order.invoice', () => {
  const INVOICE = 'query ($id: String!) { order(orderIdentifier: $id) { status invoice { number issuedAt downloadUrl } } }';

  it('is null until the order is paid, then names the number, the issue time and the download address', async () => {
    const order = await finishedOrder(COMPLETE_CONTACT);
    const before = await graphql(harness.app, demo, INVOICE, { id: order.identifier });
    expect(before.data?.order).toEqual({ status: 'AWAITING_PAYMENT', invoice: null });
    await payByGateway(order, new Date('2036-01-10T10:00:00Z'));
    const after = await graphql(harness.app, demo, INVOICE, { id: order.identifier });
    expect(after.data?.order).toEqual({ status: 'PAID', invoice: { number: '2036-000001', issuedAt: '2036-01-10T10:00:00.000Z', downloadUrl: '/api/invoices/2036-000001.pdf' } });
  });
});
