/**
 * Refunds in the back office: full and partial through each provider (the Stripe stand-in's refunds API, the
 * built-in gateway's own refund, a bank transfer to be paid out), never more than was paid, exactly once under
 * parallel requests and retries, and a credit note per refund with gapless numbers, a PDF and the invoices' rules
 * for who may download it.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOperator } from '../../server/db/catalogue';
import type { Database } from '../../server/db/schema';
import { issueCreditNote, refundVat } from '../../server/invoices/credit-note';
import { INTERRUPTED_MESSAGE } from '../../server/admin/refunds';
import { sellerDate } from '../../server/invoices/snapshot';
import { createStripeClient } from '../../server/payments/stripe';
import { ensurePayment, markOrderPaid } from '../../server/payments/settle';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { client, graphql, send, signInDemo } from './accounts';
import type { Client } from './accounts';
import { startTestApp } from './app';
import type { TestApp } from './app';
import { insertOrder, signUpOtherAccount } from '../support/payment-orders';
import { pdfText } from '../support/pdf-text';
import { start as startStripe } from '../support/stripe-stand-in';
import type { StripeStandIn } from '../support/stripe-stand-in';

let stripe: StripeStandIn;
let harness: TestApp;
let operator: Client;
let demo: Client;
let other: Client;
beforeAll(async () => {
  stripe = await startStripe();
  harness = await startTestApp({ payments: { stripe: stripe.config } });
  operator = client('192.0.2.30');
  const signIn = await send(harness.app, operator, 'POST', '/api/auth/sign-in', { email: demoOperator.email, password: demoOperator.password });
  expect(signIn.statusCode).toBe(200);
  demo = await signInDemo(harness.app, client('192.0.2.31'));
  other = await signUpOtherAccount(harness.app, 'refund-other@example.com', '192.0.2.32');
}, 180_000);
afterAll(async () => {
  await harness.close();
  await stripe.close();
});

const db = (): Kysely<Database> => harness.database.db;

// 121.00 EUR: 100.00 net and 21 % VAT, as the customer finished it.
const PRICED = { lines: [{ description: 'Standard hosting', period: '12 months', months: 12, netMinor: '10000' }], vatRateBasisPoints: 2100, netMinor: '10000', vatMinor: '2100', totalMinor: '12100', reverseCharge: false };

type Provider = 'stripe' | 'gateway' | 'transfer';

/** A demo order paid through the provider (a Stripe intent that succeeded at the stand-in), with its invoice. */
async function paidOrder(provider: Provider): Promise<{ id: string; identifier: string; paymentId: string; intent?: string }> {
  const order = await insertOrder(db(), { paymentServiceName: { stripe: 'stripe-card', gateway: 'gateway', transfer: 'bank-transfer' }[provider] });
  await db().updateTable('orders').set({ priced: JSON.stringify(PRICED) }).where('id', '=', order.id).execute();
  let externalId: string | undefined;
  if (provider === 'stripe') {
    const intent = await createStripeClient(stripe.config).paymentIntents.create({ amount: 12_100, currency: 'eur', metadata: { orderId: order.id } });
    stripe.event('payment_intent.succeeded', { id: intent.id });
    externalId = intent.id;
  } else if (provider === 'gateway') {
    externalId = `tx-${randomUUID()}`;
  }
  const payment = await ensurePayment(db(), { orderId: order.id, provider, amountMinor: 12_100n, currency: 'EUR', externalId, status: 'succeeded' }, new Date());
  expect(await markOrderPaid(db(), order.id, new Date())).toBe(true);
  return { ...order, paymentId: payment.id, ...(externalId && provider === 'stripe' ? { intent: externalId } : {}) };
}

const REFUND = `mutation ($input: AdminRefundPaymentInput!) {
  adminRefundPayment(input: $input) {
    refund { id status provider amountFormatted reason failure creditNote { number downloadUrl } }
    order { paidTwice payments { id refundedFormatted refundable } refunds { id status } }
  }
}`;
const RETRY = `mutation ($refundId: String!) {
  adminRetryRefund(refundId: $refundId) {
    refund { id status amountFormatted reason failure creditNote { number downloadUrl } }
    order { paidTwice payments { id refundedFormatted refundable } refunds { id status } }
  }
}`;

interface RefundAnswer {
  refund: { id: string; status: string; amountFormatted: string; reason: string; failure: string | null; creditNote: { number: string; downloadUrl: string } | null };
  order: { paidTwice: boolean; payments: { id: string; refundedFormatted: string; refundable: string }[]; refunds: { id: string; status: string }[] };
}

async function refund(order: { identifier: string; paymentId: string }, amount: string, key: string = randomUUID(), reason = 'Customer asked to cancel') {
  const result = await graphql(harness.app, operator, REFUND, { input: { orderIdentifier: order.identifier, paymentId: order.paymentId, amount, reason, idempotencyKey: key } });
  return { answer: result.data?.adminRefundPayment as RefundAnswer | undefined, code: result.errors?.[0]?.extensions?.code, message: result.errors?.[0]?.message };
}

async function refundedMinor(paymentId: string): Promise<bigint> {
  return BigInt((await db().selectFrom('payments').select('refunded_minor').where('id', '=', paymentId).executeTakeFirstOrThrow()).refunded_minor);
}

async function creditNotesOf(orderId: string) {
  return db().selectFrom('credit_notes').select(['number', 'sequence', 'total_minor', 'invoice_number', 'snapshot']).where('order_id', '=', orderId).orderBy('sequence').execute();
}

const year = Number(sellerDate(new Date()).slice(0, 4));

describe('refunds through each provider', () => {
  it('refunds a gateway payment in part, then the rest, each with a credit note; nothing more after that', async () => {
    const order = await paidOrder('gateway');
    const first = await refund(order, '21.00');
    expect(first.code).toBeUndefined();
    expect(first.answer?.refund).toMatchObject({ status: 'refunded', provider: 'gateway', amountFormatted: '€21', reason: 'Customer asked to cancel', failure: null });
    expect(first.answer?.refund.creditNote?.number).toMatch(new RegExp(`^CN-${year}-\\d{6}$`));
    expect(first.answer?.order.payments[0]).toMatchObject({ refundedFormatted: '€21', refundable: '100.00' });

    const rest = await refund(order, '100.00');
    expect(rest.answer?.refund.status).toBe('refunded');
    expect(rest.answer?.order.payments[0]).toMatchObject({ refundedFormatted: '€121', refundable: '0.00' });
    expect(await refundedMinor(order.paymentId)).toBe(12_100n);

    const more = await refund(order, '0.01');
    expect(more.code).toBe('REFUND_EXCEEDS_PAID');
    const notes = await creditNotesOf(order.id);
    expect(notes.map((note) => BigInt(note.total_minor))).toEqual([2_100n, 10_000n]);
    // The parts' VAT adds up to the invoice's VAT.
    const vat = notes.map((note) => BigInt((note.snapshot as { vatMinor: string }).vatMinor));
    expect(vat[0]! + vat[1]!).toBe(2_100n);
    expect(vat[0]).toBe(refundVat({ totalMinor: 12_100n, vatMinor: 2_100n }, 0n, 2_100n));
  });

  it('refunds a card payment through Stripe\'s refunds API, in part and in full', async () => {
    const order = await paidOrder('stripe');
    const part = await refund(order, '12.10');
    expect(part.answer?.refund.status).toBe('refunded');
    const rest = await refund(order, '108.90');
    expect(rest.answer?.refund.status).toBe('refunded');
    const atStripe = [...stripe.refunds.values()].filter((made) => made.payment_intent === order.intent);
    expect(atStripe.map((made) => made.amount)).toEqual([1_210, 10_890]);
    const external = await db().selectFrom('refunds').select('external_id').where('order_id', '=', order.id).orderBy('created_at').execute();
    expect(external.map((row) => row.external_id)).toEqual(atStripe.map((made) => made.id));
  });

  it('records a bank transfer refund as to be paid out, with its credit note, until the operator marks it paid out', async () => {
    const order = await paidOrder('transfer');
    const made = await refund(order, '121');
    expect(made.answer?.refund).toMatchObject({ status: 'to_pay_out' });
    expect(made.answer?.refund.creditNote).not.toBeNull();
    const mark = 'mutation ($id: String!) { adminMarkRefundPaidOut(refundId: $id) { refunds { id status } } }';
    const paidOut = await graphql(harness.app, operator, mark, { id: made.answer?.refund.id });
    expect(paidOut.data?.adminMarkRefundPaidOut).toEqual({ refunds: [{ id: made.answer?.refund.id, status: 'paid_out' }] });
    const again = await graphql(harness.app, operator, mark, { id: made.answer?.refund.id });
    expect(again.errors?.[0]?.extensions?.code).toBe('REFUND_NOT_TO_PAY_OUT');
    const audit = await db().selectFrom('audit_log').select(['action', 'reason']).where('subject_type', '=', 'order').where('subject_id', '=', order.identifier).orderBy('created_at').orderBy('seq').execute();
    expect(audit).toEqual([
      { action: 'payment.refund', reason: 'Customer asked to cancel' },
      { action: 'refund.paidOut', reason: null },
    ]);
  });

  it('refunds the second payment of an order paid twice', async () => {
    const order = await paidOrder('gateway');
    const second = await ensurePayment(db(), { orderId: order.id, provider: 'transfer', amountMinor: 12_100n, currency: 'EUR', status: 'succeeded' }, new Date());
    const made = await refund({ identifier: order.identifier, paymentId: second.id }, '121.00', randomUUID(), 'Paid twice');
    expect(made.answer?.order.paidTwice).toBe(true);
    expect(made.answer?.refund.status).toBe('to_pay_out');
    expect(await refundedMinor(order.paymentId)).toBe(0n);
    expect(await refundedMinor(second.id)).toBe(12_100n);
    // The second payment was never invoiced: giving it back corrects no tax document.
    expect(made.answer?.refund.creditNote).toBeNull();
    expect(await creditNotesOf(order.id)).toEqual([]);
    // Past the surplus, a refund takes invoiced money back, and only that part is credited.
    // A third payment (one per provider) of 10.00 beyond the invoice.
    await ensurePayment(db(), { orderId: order.id, provider: 'stripe', amountMinor: 1_000n, currency: 'EUR', externalId: `pi_surplus_${randomUUID()}`, status: 'succeeded' }, new Date());
    await refund({ identifier: order.identifier, paymentId: order.paymentId }, '15.00');
    expect((await creditNotesOf(order.id)).map((note) => BigInt(note.total_minor))).toEqual([500n]);
  });
});

describe('refused refunds write nothing', () => {
  it('refuses more than was paid, a bad amount, no reason, a payment that did not succeed, another order\'s payment', async () => {
    const order = await paidOrder('gateway');
    const pendingOrder = await insertOrder(db());
    const pending = await ensurePayment(db(), { orderId: pendingOrder.id, provider: 'gateway', amountMinor: 12_100n, currency: 'EUR' }, new Date());
    const before = await db().selectFrom('refunds').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const audits = await db().selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect((await refund(order, '121.01')).code).toBe('REFUND_EXCEEDS_PAID');
    for (const amount of ['0', '-5', 'ten', '1.001', '']) expect((await refund(order, amount)).code).toBe('INVALID_AMOUNT');
    // Beyond any amount the portal records (and the database's bigint): the same refusal as any amount over what was paid.
    for (const amount of ['99999999999999999999', '90071992547409.92']) {
      expect(await refund(order, amount)).toEqual({ answer: undefined, code: 'REFUND_EXCEEDS_PAID', message: 'That is more than is left to refund of this payment.' });
    }
    expect((await refund(order, '1.00', randomUUID(), '   ')).code).toBe('REASON_REQUIRED');
    expect((await refund(order, '1.00', 'short')).code).toBe('INVALID_IDEMPOTENCY_KEY');
    expect((await refund({ identifier: pendingOrder.identifier, paymentId: pending.id }, '1.00')).code).toBe('PAYMENT_NOT_REFUNDABLE');
    expect((await refund({ identifier: order.identifier, paymentId: pending.id }, '1.00')).code).toBe('PAYMENT_NOT_FOUND');
    expect((await refund({ identifier: 'ORD-NOPE', paymentId: order.paymentId }, '1.00')).code).toBe('ORDER_NOT_FOUND');
    expect(await db().selectFrom('refunds').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).toEqual(before);
    expect(await db().selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).toEqual(audits);
    expect(await refundedMinor(order.paymentId)).toBe(0n);
  });

  it('is for operators only', async () => {
    const order = await paidOrder('gateway');
    const result = await graphql(harness.app, demo, REFUND, { input: { orderIdentifier: order.identifier, paymentId: order.paymentId, amount: '1', reason: 'x', idempotencyKey: randomUUID() } });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await refundedMinor(order.paymentId)).toBe(0n);
  });
});

describe('exactly once', () => {
  it('20 parallel full refunds of one card payment refund it once, and Stripe sees one refund', async () => {
    const order = await paidOrder('stripe');
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(order, '121.00')));
    expect(answers.filter((answer) => answer.answer?.refund.status === 'refunded')).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 'REFUND_EXCEEDS_PAID')).toHaveLength(19);
    expect([...stripe.refunds.values()].filter((made) => made.payment_intent === order.intent)).toHaveLength(1);
    expect(await refundedMinor(order.paymentId)).toBe(12_100n);
    expect(await creditNotesOf(order.id)).toHaveLength(1);
  });

  it('20 parallel requests with one key (a double click) are one refund', async () => {
    const order = await paidOrder('stripe');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(order, '10.00', key)));
    expect(answers.every((answer) => answer.code === undefined)).toBe(true);
    expect(new Set(answers.map((answer) => answer.answer?.refund.id)).size).toBe(1);
    expect([...stripe.refunds.values()].filter((made) => made.payment_intent === order.intent)).toHaveLength(1);
    expect(await refundedMinor(order.paymentId)).toBe(1_000n);
  });

  it('a provider failure leaves the refund failed with its amount reserved; the retry with the same key refunds once', async () => {
    const order = await paidOrder('stripe');
    const key = randomUUID();
    stripe.refuseRefunds = 'Your card was declined.';
    const failed = await refund(order, '50.00', key);
    stripe.refuseRefunds = undefined;
    expect(failed.answer?.refund.status).toBe('failed');
    expect(failed.answer?.refund.failure).toContain('Your card was declined.');
    expect(failed.answer?.refund.creditNote).toBeNull();
    expect(await refundedMinor(order.paymentId)).toBe(5_000n);
    // The reserved amount is not refundable twice meanwhile.
    expect((await refund(order, '71.01')).code).toBe('REFUND_EXCEEDS_PAID');

    const retried = await refund(order, '50.00', key);
    expect(retried.answer?.refund).toMatchObject({ id: failed.answer?.refund.id, status: 'refunded', failure: null });
    const again = await refund(order, '50.00', key);
    expect(again.answer?.refund).toMatchObject({ id: failed.answer?.refund.id, status: 'refunded' });
    expect((await refund(order, '60.00', key)).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect([...stripe.refunds.values()].filter((made) => made.payment_intent === order.intent).map((made) => made.amount)).toEqual([5_000]);
    expect(await refundedMinor(order.paymentId)).toBe(5_000n);
    expect(await creditNotesOf(order.id)).toHaveLength(1);
  });

  it('a refund Stripe made but answered with an error is found by its id when asked again, at once or after Stripe forgot the key: the money leaves once', async () => {
    for (const later of [false, true]) {
      const order = await paidOrder('stripe');
      const key = randomUUID();
      stripe.loseRefundAnswers = 'An unknown error occurred.';
      const lost = await refund(order, '40.00', key);
      stripe.loseRefundAnswers = undefined;
      // The money left, but the portal was told otherwise: the refund is failed, its amount still reserved.
      expect(lost.answer?.refund.status).toBe('failed');
      const atStripe = () => [...stripe.refunds.values()].filter((made) => made.payment_intent === order.intent);
      expect(atStripe().map((made) => made.amount)).toEqual([4_000]);
      // At once the key would replay the error; a day later Stripe no longer knows it and would refund again.
      if (later) stripe.forgetIdempotencyKeys();
      const retried = await refund(order, '40.00', key);
      expect(retried.answer?.refund).toMatchObject({ id: lost.answer?.refund.id, status: 'refunded', failure: null });
      expect(atStripe().map((made) => made.amount)).toEqual([4_000]);
      const stored = await db().selectFrom('refunds').select('external_id').where('id', '=', lost.answer?.refund.id ?? '').executeTakeFirstOrThrow();
      expect(stored.external_id).toBe(atStripe()[0]?.id);
      expect(await refundedMinor(order.paymentId)).toBe(4_000n);
      expect(await creditNotesOf(order.id)).toHaveLength(1);
    }
  });

  it('a refund that failed on an earlier visit is asked for again by its id, with its own key: once, and only while failed', async () => {
    const order = await paidOrder('stripe');
    stripe.refuseRefunds = 'Your card was declined.';
    const failed = await refund(order, '30.00');
    stripe.refuseRefunds = undefined;
    const refundId = failed.answer?.refund.id ?? '';
    expect(failed.answer?.refund.status).toBe('failed');
    const retry = async (id: string) => {
      const result = await graphql(harness.app, operator, RETRY, { refundId: id });
      return { answer: result.data?.adminRetryRefund as RefundAnswer | undefined, code: result.errors?.[0]?.extensions?.code };
    };
    const [first, second] = await Promise.all([retry(refundId), retry(refundId)]);
    expect([first.answer?.refund.id, second.answer?.refund.id]).toEqual([refundId, refundId]);
    await expect.poll(async () => (await retry(refundId)).answer?.refund.status).toBe('refunded');
    expect([...stripe.refunds.values()].filter((made) => made.payment_intent === order.intent).map((made) => made.amount)).toEqual([3_000]);
    expect(await refundedMinor(order.paymentId)).toBe(3_000n);
    expect(await creditNotesOf(order.id)).toHaveLength(1);
    // Asking again is an operator's action like the first: written once, by whom, with the failure it followed.
    const audit = await db().selectFrom('audit_log').select(['action', 'before']).where('subject_id', '=', order.identifier).orderBy('created_at').orderBy('seq').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['payment.refund', 'payment.refundRetry']);
    expect(JSON.stringify(audit[1]?.before)).toContain('Your card was declined.');
    expect((await retry(randomUUID())).code).toBe('REFUND_NOT_FOUND');
    expect((await retry('not-an-id')).code).toBe('REFUND_NOT_FOUND');
  });

  it('a refund the server stopped asking for (pending for 10 minutes) shows as failed, and Try again refunds it once', async () => {
    const order = await paidOrder('stripe');
    // As a crash leaves it: the amount reserved and the refund pending, the provider never asked.
    const interrupted = async (minutesAgo: number) => {
      const id = randomUUID();
      const at = new Date(Date.now() - minutesAgo * 60_000);
      await db().updateTable('payments').set((eb) => ({ refunded_minor: eb('refunded_minor', '+', 1_000n) })).where('id', '=', order.paymentId).execute();
      const operatorId = (await db().selectFrom('accounts').select('id').where('email', '=', demoOperator.email).executeTakeFirstOrThrow()).id;
      await db()
        .insertInto('refunds')
        .values({ id, payment_id: order.paymentId, order_id: order.id, idempotency_key: randomUUID(), amount_minor: 1_000n, currency: 'EUR', refunded_before_minor: 0n, reason: 'Interrupted', status: 'pending', external_id: null, failure: null, operator_id: operatorId, created_at: at, updated_at: at })
        .execute();
      return id;
    };
    const stale = await interrupted(11);
    const recent = await interrupted(1);
    const listed = await graphql(harness.app, operator, 'query ($o: String!) { adminOrderRefunds(orderIdentifier: $o) { refunds { id status failure } } }', { o: order.identifier });
    const refunds = (listed.data?.adminOrderRefunds as { refunds: { id: string; status: string; failure: string | null }[] }).refunds;
    expect(refunds.find((refund) => refund.id === stale)).toEqual({ id: stale, status: 'failed', failure: INTERRUPTED_MESSAGE });
    // One that may still be waiting for the provider is left alone.
    expect(refunds.find((refund) => refund.id === recent)?.status).toBe('pending');
    const retried = await graphql(harness.app, operator, RETRY, { refundId: stale });
    expect((retried.data?.adminRetryRefund as RefundAnswer).refund).toMatchObject({ id: stale, status: 'refunded', failure: null });
    expect([...stripe.refunds.values()].filter((made) => made.payment_intent === order.intent).map((made) => made.amount)).toEqual([1_000]);
    expect(await refundedMinor(order.paymentId)).toBe(2_000n);
  });

  it("a failed refund's reason is in the operator's language: from its code, the provider's own message kept; one failed before the codes as stored", async () => {
    const order = await paidOrder('stripe');
    stripe.refuseRefunds = 'Your card was declined.';
    const failed = await refund(order, '10.00');
    stripe.refuseRefunds = undefined;
    const stored = await db().selectFrom('refunds').select(['failure', 'failure_code', 'failure_detail']).where('id', '=', failed.answer?.refund.id ?? '').executeTakeFirstOrThrow();
    expect(stored).toEqual({ failure: failed.answer?.refund.failure, failure_code: 'PROVIDER_REFUSED', failure_detail: expect.stringContaining('Your card was declined.') });
    // The English words are those it always had.
    expect(failed.answer?.refund.failure).toBe(`The provider did not refund: ${stored.failure_detail ?? ''}`);

    // Rows as a gateway's refusal, a missing Stripe set-up, an interrupted server and a refund failed before the codes leave them.
    const operatorId = (await db().selectFrom('accounts').select('id').where('email', '=', demoOperator.email).executeTakeFirstOrThrow()).id;
    const failedRow = async (failure: string, failure_code: string | null, minutesAgo = 0, status: 'failed' | 'pending' = 'failed') => {
      const id = randomUUID();
      const at = new Date(Date.now() - minutesAgo * 60_000);
      await db()
        .insertInto('refunds')
        .values({ id, payment_id: order.paymentId, order_id: order.id, idempotency_key: randomUUID(), amount_minor: 100n, currency: 'EUR', refunded_before_minor: 0n, reason: 'Test', status, external_id: null, failure: status === 'failed' ? failure : null, failure_code, operator_id: operatorId, created_at: at, updated_at: at })
        .execute();
      return id;
    };
    const gateway = await failedRow('The provider did not refund: The gateway has no approved transaction for this payment.', 'GATEWAY_NO_TRANSACTION');
    const notConfigured = await failedRow('Card payments are not configured on this server, so the card refund cannot be made.', 'PROVIDER_NOT_CONFIGURED');
    const interrupted = await failedRow('', null, 11, 'pending');
    const old = await failedRow('The provider did not refund: an old reason, stored in English only.', null);

    const listed = async (headers: Record<string, string>) => {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: operator.ip,
        headers: { host: 'localhost:3000', cookie: `${SESSION_COOKIE}=${operator.cookie ?? ''}`, ...headers },
        payload: { query: 'query ($o: String!) { adminOrderRefunds(orderIdentifier: $o) { totalFormatted refunds { id failure } } }', variables: { o: order.identifier } },
      });
      const { refunds, totalFormatted } = (response.json() as { data: { adminOrderRefunds: { totalFormatted: string; refunds: { id: string; failure: string | null }[] } } }).data.adminOrderRefunds;
      return Object.assign(new Map(refunds.map((each) => [each.id, each.failure])), { totalFormatted });
    };
    const czech = await listed({ 'accept-language': 'cs-CZ,cs;q=0.9' });
    // The amounts in the reader's language too: €121 in English, 121 € in Czech.
    expect(czech.totalFormatted).toBe('121\u00a0€');
    expect(czech.get(failed.answer?.refund.id ?? '')).toBe(`Poskytovatel platbu nevrátil: ${stored.failure_detail ?? ''}`);
    expect(czech.get(gateway)).toBe('Poskytovatel platbu nevrátil: platební brána k této platbě nemá žádnou schválenou transakci.');
    expect(czech.get(notConfigured)).toBe('Platby platební kartou nejsou na tomto serveru nastaveny, takže vrácení na kartu nelze provést.');
    expect(czech.get(interrupted)).toBe('Server se zastavil dřív, než poskytovatel odpověděl. Tlačítko Zkusit znovu požádá o totéž vrácení ještě jednou; dvakrát vyplaceno být nemůže.');
    expect(czech.get(old)).toBe('The provider did not refund: an old reason, stored in English only.');
    const english = await listed({});
    expect(english.totalFormatted).toBe('€121');
    expect(english.get(gateway)).toBe('The provider did not refund: The gateway has no approved transaction for this payment.');
    expect(english.get(interrupted)).toBe(INTERRUPTED_MESSAGE);
    expect(english.get(old)).toBe('The provider did not refund: an old reason, stored in English only.');
  });

  it('two payments of an order paid twice, refunded in full and completing at the same moment, credit the invoice exactly once', async () => {
    const order = await paidOrder('gateway');
    const second = await ensurePayment(db(), { orderId: order.id, provider: 'transfer', amountMinor: 12_100n, currency: 'EUR', status: 'succeeded' }, new Date());
    const { id: operatorId } = await db().selectFrom('accounts').select('id').where('email', '=', demoOperator.email).executeTakeFirstOrThrow();
    // Both reserved, as the refunds service does before it asks the providers.
    const refunds = [order.paymentId, second.id].map((paymentId) => ({ id: randomUUID(), paymentId }));
    for (const made of refunds) {
      await db()
        .insertInto('refunds')
        .values({ id: made.id, payment_id: made.paymentId, order_id: order.id, idempotency_key: randomUUID(), amount_minor: 12_100n, currency: 'EUR', refunded_before_minor: 0n, reason: 'Paid twice', status: 'pending', external_id: null, failure: null, operator_id: operatorId, created_at: new Date(), updated_at: new Date() })
        .execute();
    }
    // The providers answer both at once: each refund is completed with its credit note in a transaction of its own
    // (side by side on PostgreSQL; PGlite runs transactions one after another).
    await Promise.all(
      refunds.map((made) =>
        db().transaction().execute(async (trx) => {
          await trx.updateTable('refunds').set({ status: 'refunded' }).where('id', '=', made.id).execute();
          await issueCreditNote(trx, { id: made.id, orderId: order.id, reason: 'Paid twice', paymentMethod: 'Online payment' }, new Date());
        }),
      ),
    );
    // 242.00 given back of 242.00 paid: the whole invoice of 121.00 is corrected, by one of the two refunds.
    expect((await creditNotesOf(order.id)).map((note) => BigInt(note.total_minor))).toEqual([12_100n]);
  });

  it('credit note numbers stay gapless and distinct under parallel refunds of many orders', async () => {
    const orders = [];
    for (let index = 0; index < 12; index += 1) orders.push(await paidOrder(index % 2 === 0 ? 'gateway' : 'transfer'));
    const answers = await Promise.all(orders.map((order) => refund(order, '5.00')));
    expect(answers.every((answer) => answer.answer?.refund.creditNote !== null)).toBe(true);
    const all = await db().selectFrom('credit_notes').select(['number', 'sequence']).where('year', '=', year).orderBy('sequence').execute();
    expect(all.map((note) => note.sequence)).toEqual(all.map((_, index) => index + 1));
    expect(all.map((note) => note.number)).toEqual(all.map((_, index) => `CN-${year}-${String(index + 1).padStart(6, '0')}`));
  });
});

describe('the credit note PDF', () => {
  it('names the invoice it corrects, the refunded net, VAT and total, and the reason', async () => {
    const order = await paidOrder('gateway');
    const made = await refund(order, '60.50', randomUUID(), 'Website moved elsewhere');
    const invoice = await db().selectFrom('invoices').select('number').where('order_id', '=', order.id).executeTakeFirstOrThrow();
    const note = made.answer?.refund.creditNote;
    expect(note?.downloadUrl).toBe(`/api/credit-notes/${note?.number}.pdf`);
    const response = await send(harness.app, demo, 'GET', note?.downloadUrl ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Credit note');
    expect(text).toContain(`Credit note number: ${note?.number}`);
    expect(text).toContain(`Corrects invoice: ${invoice.number}`);
    expect(text).toContain(`Order: ${order.identifier}`);
    expect(text).toContain('Website moved elsewhere');
    expect(text).toContain('Refunded without VAT: 50.00 EUR');
    expect(text).toContain('Refunded VAT: 10.50 EUR');
    expect(text).toContain('Total refunded: 60.50 EUR');
    expect(text).toContain('Jana Nováková');
  });

  it('downloads for the order\'s owner and operators; another account and visitors get the unknown number\'s 404', async () => {
    const order = await paidOrder('transfer');
    const note = (await refund(order, '1.00')).answer?.refund.creditNote;
    const url = note?.downloadUrl ?? '';
    expect((await send(harness.app, demo, 'GET', url)).statusCode).toBe(200);
    expect((await send(harness.app, operator, 'GET', url)).statusCode).toBe(200);
    // The owner finds it on the order in My orders.
    const mine = await graphql(harness.app, demo, '{ myOrders { identifier creditNotes { number totalFormatted downloadUrl } } }');
    const listed = (mine.data?.myOrders as { identifier: string; creditNotes: unknown[] }[]).find((candidate) => candidate.identifier === order.identifier);
    expect(listed?.creditNotes).toEqual([{ number: note?.number, totalFormatted: '€1', downloadUrl: url }]);
    const refused = [await send(harness.app, other, 'GET', url), await send(harness.app, client('192.0.2.33'), 'GET', url), await send(harness.app, demo, 'GET', `/api/credit-notes/CN-${year}-999999.pdf`)];
    expect(refused.map((response) => [response.statusCode, (response.json() as { error: { code: string } }).error.code])).toEqual(Array.from({ length: 3 }, () => [404, 'CREDIT_NOTE_NOT_FOUND']));
  });
});
