/**
 * VAT in CZK on the invoices and credit notes of EUR and USD orders (docs/invoices.md, "VAT in CZK"): the taxable
 * amount and VAT at the Czech National Bank's rate of the day of supply (the last declared on or before it), with the
 * rate and its day, frozen in the document when it is issued.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoOperator } from '../../server/db/catalogue';
import type { Database } from '../../server/db/schema';
import { CNB_HEADER, parseCnbDailyRates } from '../../server/domain/cnb-rates';
import { storeDailyRates } from '../../server/exchange-rates/repository';
import { findInvoiceForOrder } from '../../server/invoices';
import { findCreditNoteByNumber, issueCreditNote, renderCreditNotePdf } from '../../server/invoices/credit-note';
import { applyPaymentNotification, ensurePayment } from '../../server/payments/settle';
import { send, signInDemo, client } from './accounts';
import type { Client } from './accounts';
import { startTestApp } from './app';
import type { TestApp } from './app';
import { insertOrder, TEST_BILLING } from '../support/payment-orders';
import { pdfText } from '../support/pdf-text';

let harness: TestApp;
let demo: Client;
beforeAll(async () => {
  harness = await startTestApp();
  demo = await signInDemo(harness.app, client());
  // Friday 6 and Monday 9 March 2040 (none on the weekend between), and a day with no dollar.
  for (const file of [
    `06.03.2040 #47\n${CNB_HEADER}\nEMU|euro|1|EUR|24,125\nUSA|dolar|1|USD|22,481\n`,
    `09.03.2040 #48\n${CNB_HEADER}\nEMU|euro|1|EUR|25,000\nUSA|dolar|1|USD|22,900\n`,
    `12.03.2040 #51\n${CNB_HEADER}\nEMU|euro|1|EUR|24,870\n`,
  ]) {
    await storeDailyRates(db(), parseCnbDailyRates(file), new Date());
  }
});
afterAll(async () => {
  await harness.close();
});

const db = (): Kysely<Database> => harness.database.db;

/** 100.00 net and 21 % VAT (or none, reverse charged), as finishOrder keeps an order's pricing. */
const pricing = (reverseCharge = false) =>
  JSON.stringify({
    lines: [{ description: 'Standard package', period: '12 months', months: 12, netMinor: '10000' }],
    vatRateBasisPoints: reverseCharge ? 0 : 2100,
    netMinor: '10000',
    vatMinor: reverseCharge ? '0' : '2100',
    totalMinor: reverseCharge ? '10000' : '12100',
    reverseCharge,
  });

/** An order of the demo account in `currency`, finished, then paid by the gateway at `paidAt`: its invoice's text. */
async function paidInvoice(currency: string, paidAt: Date, options: { reverseCharge?: boolean } = {}): Promise<{ orderId: string; number: string; text: string }> {
  const order = await insertOrder(db(), { currency, totalMinor: options.reverseCharge ? 10_000n : 12_100n, billing: { ...TEST_BILLING } });
  await db().updateTable('orders').set({ priced: pricing(options.reverseCharge) }).where('id', '=', order.id).execute();
  const total = await db().selectFrom('orders').select('total_minor').where('id', '=', order.id).executeTakeFirstOrThrow();
  const payment = await ensurePayment(db(), { orderId: order.id, provider: 'gateway', amountMinor: total.total_minor ?? 0n, currency }, paidAt);
  const outcome = await applyPaymentNotification(db(), { provider: 'gateway', eventId: `approve-${order.id}`, type: 'gateway.approve', payment: { id: payment.id, orderId: order.id }, result: 'succeeded' }, paidAt);
  expect(outcome).toBe('paid');
  const invoice = await findInvoiceForOrder(db(), order.id);
  if (!invoice) throw new Error('the paid order has no invoice');
  const download = await send(harness.app, demo, 'GET', `/api/invoices/${invoice.number}.pdf`);
  expect(download.statusCode).toBe(200);
  return { orderId: order.id, number: invoice.number, text: await pdfText(download.rawPayload) };
}

describe('an invoice in EUR or USD that charges VAT', () => {
  it('states the taxable amount and VAT in CZK at the rate of the last working day before a weekend supply, with the rate and its day', async () => {
    // Sunday 8 March 2040 at noon in Prague: Friday's rate.
    const { text } = await paidInvoice('EUR', new Date('2040-03-08T11:00:00Z'));
    expect(text).toContain('VAT rate 21 %: taxable amount 100.00 EUR, VAT 21.00 EUR');
    // 100.00 × 24.125 = 2412.50; 21.00 × 24.125 = 506.625, to the haléř 506.63.
    expect(text).toContain('VAT in CZK: taxable amount 2412.50 CZK, VAT 506.63 CZK');
    expect(text).toContain('Exchange rate of the Czech National Bank of 6 Mar 2040: 1 EUR = 24.125 CZK');
  });

  it("takes the rate declared on the day of supply itself, Prague's day", async () => {
    // 23:30 UTC on Sunday is already Monday 9 March in Prague.
    const { text } = await paidInvoice('EUR', new Date('2040-03-08T23:30:00Z'));
    expect(text).toContain('VAT in CZK: taxable amount 2500.00 CZK, VAT 525.00 CZK');
    expect(text).toContain('Exchange rate of the Czech National Bank of 9 Mar 2040: 1 EUR = 25.000 CZK');
  });

  it("in USD takes the dollar's own last rate, also when the day's file had none", async () => {
    const { text } = await paidInvoice('USD', new Date('2040-03-12T15:00:00Z'));
    expect(text).toContain('VAT rate 21 %: taxable amount 100.00 USD, VAT 21.00 USD');
    // 100.00 × 22.900 = 2290.00; 21.00 × 22.900 = 480.90.
    expect(text).toContain('VAT in CZK: taxable amount 2290.00 CZK, VAT 480.90 CZK');
    expect(text).toContain('Exchange rate of the Czech National Bank of 9 Mar 2040: 1 USD = 22.900 CZK');
  });

  it('keeps its rate: the same bytes after the stored rates change and newer ones come', async () => {
    const { number } = await paidInvoice('EUR', new Date('2040-03-07T10:00:00Z'));
    const first = (await send(harness.app, demo, 'GET', `/api/invoices/${number}.pdf`)).rawPayload;
    await db().updateTable('cnb_rates').set({ rate: '30.000' }).where('currency', '=', 'EUR').where('rate_date', '=', '2040-03-06').execute();
    await storeDailyRates(db(), parseCnbDailyRates(`07.03.2040 #47\n${CNB_HEADER}\nEMU|euro|1|EUR|26,000\n`), new Date());
    try {
      const later = (await send(harness.app, demo, 'GET', `/api/invoices/${number}.pdf`)).rawPayload;
      expect(Buffer.compare(first, later)).toBe(0);
      expect(await pdfText(later)).toContain('Exchange rate of the Czech National Bank of 6 Mar 2040: 1 EUR = 24.125 CZK');
    } finally {
      await db().updateTable('cnb_rates').set({ rate: '24.125' }).where('currency', '=', 'EUR').where('rate_date', '=', '2040-03-06').execute();
      await db().deleteFrom('cnb_rates').where('currency', '=', 'EUR').where('rate_date', '=', '2040-03-07').execute();
    }
  });

  it("gives its credit notes the CZK amounts at the invoice's rate, not the rate of the refund's day", async () => {
    const paid = await paidInvoice('EUR', new Date('2040-03-06T16:00:00Z'));
    const payment = await db().selectFrom('payments').select('id').where('order_id', '=', paid.orderId).executeTakeFirstOrThrow();
    const operator = await db().selectFrom('accounts').select('id').where('email', '=', demoOperator.email).executeTakeFirstOrThrow();
    const refundId = randomUUID();
    const at = new Date('2040-03-12T10:00:00Z');
    await db()
      .insertInto('refunds')
      .values({ id: refundId, payment_id: payment.id, order_id: paid.orderId, idempotency_key: randomUUID(), amount_minor: 12_100n, currency: 'EUR', refunded_before_minor: 0n, reason: 'Cancelled', status: 'refunded', external_id: null, failure: null, operator_id: operator.id, created_at: at, updated_at: at })
      .execute();
    const issued = await db().transaction().execute((trx) => issueCreditNote(trx, { id: refundId, orderId: paid.orderId, reason: 'Cancelled', paymentMethod: 'Online payment' }, at));
    const note = await findCreditNoteByNumber(db(), issued?.number ?? '');
    if (!note) throw new Error('the refund has no credit note');
    const text = await pdfText(await renderCreditNotePdf(note.snapshot));
    expect(text).toContain('VAT rate 21 %: taxable amount -100.00 EUR, VAT -21.00 EUR');
    expect(text).toContain('VAT in CZK: taxable amount -2412.50 CZK, VAT -506.63 CZK');
    expect(text).toContain('Exchange rate of the Czech National Bank of 6 Mar 2040: 1 EUR = 24.125 CZK');
  });
});

describe('an invoice without VAT in CZK', () => {
  it('in CZK needs no rate', async () => {
    const { text } = await paidInvoice('CZK', new Date('2040-03-09T10:00:00Z'));
    expect(text).toContain('VAT rate 21 %: taxable amount 100.00 CZK, VAT 21.00 CZK');
    expect(text).not.toContain('VAT in CZK');
    expect(text).not.toContain('Exchange rate');
  });

  it('reverse charged charges no VAT to state', async () => {
    const { text } = await paidInvoice('EUR', new Date('2040-03-09T10:00:00Z'), { reverseCharge: true });
    expect(text).not.toContain('VAT in CZK');
  });

  it('when no rate at all is stored for the day or before: the payment goes through, and the operator is told in the log', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // Before the first rate of the database (the sample's, 26 November 2026).
      const { number, text } = await paidInvoice('EUR', new Date('2025-01-06T10:00:00Z'));
      expect(text).toContain('VAT rate 21 %: taxable amount 100.00 EUR, VAT 21.00 EUR');
      expect(text).not.toContain('VAT in CZK');
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(`Invoice ${number} (order `));
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('in EUR was issued without its VAT in CZK: no Czech National Bank rate of EUR is stored for 2025-01-06 or before.'));
    } finally {
      logged.mockRestore();
    }
  });
});
