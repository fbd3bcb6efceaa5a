/**
 * VAT rates as dated data: an operator adds a rate from a future day (audited, refused at the field when the day is
 * not after today, the periods would overlap or the rate is outside 0 to 100 %); an order is priced at the rate of
 * the seller's day it is finished on: a draft shows today's rate until the day and is repriced when finished after
 * it, an order finished before keeps its rate, and the invoice shows the rate the finished order used.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findInvoiceForOrder } from '../../server/invoices';
import { DEMO_SELLER } from '../../server/tax/seller';
import { applyPaymentNotification, ensurePayment } from '../../server/payments/settle';
import { client, graphql, signInDemo, signInOperator, testClock } from './accounts';
import type { Client } from './accounts';
import { startTestApp } from './app';
import type { TestApp } from './app';
import { COMPLETE_CONTACT, mutate, newOrder, ok, readOrder } from './checkout-support';

// 10:00 in Prague on 30 December 2026: the new rate below starts on 1 January, the seller's midnight.
const clock = testClock('2026-12-30T09:00:00.000Z');
/** Each test signs in, writes and reads through the whole server: a hang guard for a busy 2-core machine. */
const SLOW = 120_000;
let harness: TestApp;

beforeAll(async () => {
  harness = await startTestApp({ now: clock.now });
}, 180_000);
afterAll(async () => {
  await harness.close();
});

const RATES = '{ adminVatRates { today sellerCountry sellerVatPayer countries { countryCode countryName eu rates { rate validFrom validTo } } } }';
const ADD = 'mutation ($input: AdminVatRateInput!) { adminAddVatRate(input: $input) { countryCode countryName rates { rate validFrom validTo } } }';

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; errors?: Record<string, string> } }[];
}

interface CountryView {
  countryCode: string;
  rates: { rate: string; validFrom: string; validTo: string | null }[];
}

const asOperator = async () => signInOperator(harness.app, client('192.0.2.60'));
const call = async (operator: Client, query: string, variables?: Record<string, unknown>) => (await graphql(harness.app, operator, query, variables)) as Answer;

async function czechRates(operator: Client): Promise<CountryView['rates']> {
  const answer = await call(operator, RATES);
  const countries = (answer.data?.adminVatRates as { countries: CountryView[] }).countries;
  return countries.find((country) => country.countryCode === 'CZ')?.rates ?? [];
}

const auditOf = () => harness.database.db.selectFrom('audit_log').selectAll().where('subject_type', '=', 'vat_rate').orderBy('created_at').orderBy('seq').execute();

/** Finishes a draft for the test gateway with a Czech customer's billing data. */
async function finish(customer: Client, identifier: string) {
  const draft = ok(await readOrder(harness.app, customer, identifier));
  return ok(await mutate(harness.app, customer, 'finishOrder', { orderIdentifier: identifier, contact: COMPLETE_CONTACT, paymentServiceName: 'gateway', integrityToken: draft.integrityToken }));
}

/** Pays the order as the gateway's Approve does, which issues its invoice. */
async function pay(identifier: string) {
  const db = harness.database.db;
  const order = await db.selectFrom('orders').select(['id', 'total_minor', 'currency']).where('identifier', '=', identifier).executeTakeFirstOrThrow();
  const payment = await ensurePayment(db, { orderId: order.id, provider: 'gateway', amountMinor: order.total_minor ?? 0n, currency: order.currency }, clock.now());
  await applyPaymentNotification(db, { provider: 'gateway', eventId: `approve-${order.id}`, type: 'gateway.approve', payment: { id: payment.id, orderId: order.id }, result: 'succeeded' }, clock.now());
  const invoice = await findInvoiceForOrder(db, order.id);
  if (!invoice) throw new Error('the paid order has no invoice');
  return invoice.snapshot;
}

describe('VAT rates in the back office', () => {
  it('lists every country with its rates since 2000, and the seller as a Czech VAT payer', async () => {
    const answer = await call(await asOperator(), RATES);
    const rates = answer.data?.adminVatRates as { today: string; sellerCountry: string; sellerVatPayer: boolean; countries: CountryView[] };
    expect(rates).toMatchObject({ today: '2026-12-30', sellerCountry: 'CZ', sellerVatPayer: true });
    expect(rates.countries.find((country) => country.countryCode === 'CZ')).toMatchObject({ countryName: 'Czechia', eu: true, rates: [{ rate: '21', validFrom: '2000-01-01', validTo: null }] });
    expect(rates.countries.find((country) => country.countryCode === 'FI')?.rates).toEqual([{ rate: '25.5', validFrom: '2000-01-01', validTo: null }]);
  }, SLOW);

  it('refuses a first day today or past, a day that is no date, a rate outside 0 to 100 %, and an unknown country, each at its field, writing nothing', async () => {
    const operator = await asOperator();
    const refusal = async (input: Record<string, string>) => {
      const answer = await call(operator, ADD, { input: { countryCode: 'CZ', rate: '23', validFrom: '2027-01-01', ...input } });
      expect(answer.data).toBeNull();
      return answer.errors?.[0]?.extensions;
    };
    expect((await refusal({ validFrom: '2026-12-30' }))?.errors?.validFrom).toMatch(/must start after today \(2026-12-30\)/);
    expect((await refusal({ validFrom: '2026-06-01' }))?.errors?.validFrom).toMatch(/must start after today/);
    expect((await refusal({ validFrom: '1.1.2027' }))?.errors?.validFrom).toMatch(/as a date, e\.g\. 2027-01-01/);
    expect((await refusal({ rate: '101' }))?.errors?.rate).toMatch(/0 to 100/);
    expect((await refusal({ rate: '-5' }))?.errors?.rate).toMatch(/0 to 100/);
    expect(await refusal({ rate: 'lots', validFrom: 'tomorrow' })).toMatchObject({ code: 'INVALID_INPUT', errors: { rate: expect.any(String), validFrom: expect.any(String) } });
    expect((await refusal({ countryCode: 'XX' }))?.code).toBe('NOT_FOUND');
    expect(await czechRates(operator)).toEqual([{ rate: '21', validFrom: '2000-01-01', validTo: null }]);
    expect(await auditOf()).toEqual([]);
  }, SLOW);

  it('prices orders finished before a new rate\'s first day at the old rate and orders finished from it at the new one, on the invoice too', async () => {
    const customer = await signInDemo(harness.app, client('192.0.2.61'));
    const before = await newOrder(harness.database, clock.now());
    const after = await newOrder(harness.database, clock.now());
    expect(ok(await readOrder(harness.app, customer, after)).vatRate).toBe('21');

    const operator = await asOperator();
    const added = await call(operator, ADD, { input: { countryCode: 'CZ', rate: '23', validFrom: '2027-01-01' } });
    expect(added.errors).toBeUndefined();
    expect((added.data?.adminAddVatRate as CountryView).rates).toEqual([
      { rate: '21', validFrom: '2000-01-01', validTo: '2026-12-31' },
      { rate: '23', validFrom: '2027-01-01', validTo: null },
    ]);
    const [audit] = await auditOf();
    const { id: operatorId } = await harness.database.db.selectFrom('accounts').select('id').where('role', '=', 'operator').orderBy('created_at').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'vatRate.add', subject_id: 'CZ', actor: 'operator', account_id: operatorId });
    expect(audit?.before).toEqual({ '2000-01-01': '21 %' });
    expect(audit?.after).toEqual({ '2000-01-01': '21 % to 2026-12-31', '2027-01-01': '23 %' });
    // A second rate from the same day would give 1 January two rates.
    const overlapping = await call(operator, ADD, { input: { countryCode: 'CZ', rate: '22', validFrom: '2027-01-01' } });
    expect(overlapping.errors?.[0]?.extensions?.errors?.validFrom).toMatch(/has a rate from 2027-01-01.*overlap/);

    // Until the day, drafts show today's rate; an order finished now keeps it.
    expect(ok(await readOrder(harness.app, customer, after)).vatRate).toBe('21');
    const finishedBefore = await finish(customer, before);
    expect(finishedBefore.vatRate).toBe('21');

    // 00:30 on 1 January in Prague (23:30 UTC): the draft is repriced, and finished at the new rate.
    clock.advanceMinutes(38 * 60 + 30);
    const later = await signInDemo(harness.app, client('192.0.2.62'));
    const draft = ok(await readOrder(harness.app, later, after));
    expect(draft.vatRate).toBe('23');
    const finishedAfter = await finish(later, after);
    expect(finishedAfter.vatRate).toBe('23');
    expect(finishedAfter.vatAmount.amountMinor).toBe(Math.round((finishedAfter.priceWithoutVat.amountMinor * 23) / 100));
    expect(ok(await readOrder(harness.app, later, before)).vatRate).toBe('21');

    // Both paid on 1 January: each invoice shows the rate its order was finished at.
    expect((await pay(before)).vatRates).toEqual([{ rateBasisPoints: 2100, taxableMinor: String(finishedBefore.priceWithoutVat.amountMinor), vatMinor: String(finishedBefore.vatAmount.amountMinor) }]);
    expect((await pay(after)).vatRates).toEqual([{ rateBasisPoints: 2300, taxableMinor: String(finishedAfter.priceWithoutVat.amountMinor), vatMinor: String(finishedAfter.vatAmount.amountMinor) }]);
  }, SLOW);
});

describe('a seller that is not a VAT payer (SELLER_VAT_PAYER=no)', () => {
  it('charges no VAT, the back office says so, and the invoice is marked', async () => {
    const payer = harness;
    harness = await startTestApp({ now: clock.now, seller: { ...DEMO_SELLER, vatPayer: false } });
    try {
      expect(((await call(await asOperator(), RATES)).data?.adminVatRates as { sellerVatPayer: boolean }).sellerVatPayer).toBe(false);
      const customer = await signInDemo(harness.app, client('192.0.2.63'));
      const identifier = await newOrder(harness.database, clock.now());
      const finished = await finish(customer, identifier);
      expect([finished.vatRate, finished.vatAmount.amountMinor, finished.priceWithVat.amountMinor]).toEqual(['0', 0, finished.priceWithoutVat.amountMinor]);
      expect(await pay(identifier)).toMatchObject({ sellerVatPayer: false, totalVatMinor: '0', reverseCharge: false });
    } finally {
      await harness.close();
      harness = payer;
    }
  }, 180_000);
});
