/**
 * What the checkout reads to show the screen that fits an order's status: when it was paid, until when a bank
 * transfer is awaited and whether that time is over, a refused change that says whether the order is paid or only
 * sent for payment, and where a draft's billing form starts (the account's e-mail, the domain holder).
 */
import { describe, expect, it } from 'vitest';
import { markOrderPaid } from '../../server/payments/settle';
import { client, graphql, signInDemo, testClock } from './accounts';
import { COMPLETE_CONTACT, codeOf, mutate, newOrder, ok, readOrder, startCheckoutFile } from './checkout-support';

const clock = testClock('2026-11-21T10:00:00.000Z');
const file = startCheckoutFile(clock);
const DAY_MINUTES = 24 * 60;

interface StatusView {
  status: string;
  paidAt: string | null;
  payBy: string | null;
  expired: boolean;
  paymentInstructions: { variableSymbol: string } | null;
  contactInputs: { name: string; value: string }[];
}

async function statusOf(identifier: string): Promise<StatusView> {
  const result = await graphql(file.harness.app, file.demo, 'query ($id: String!) { order(orderIdentifier: $id) { status paidAt payBy expired paymentInstructions { variableSymbol } contactInputs { name value } } }', { id: identifier });
  return (result.data as { order: StatusView }).order;
}

/** Days later the session has ended: the customer signs in again. */
async function later(minutes: number): Promise<void> {
  clock.advanceMinutes(minutes);
  file.demo = await signInDemo(file.harness.app, client());
}

const valueOf = (view: StatusView, name: string) => view.contactInputs.find((input) => input.name === name)?.value;

async function finished(paymentServiceName: string) {
  const identifier = await newOrder(file.harness.database, clock.now());
  const order = ok(await readOrder(file.harness.app, file.demo, identifier));
  const sent = ok(await mutate(file.harness.app, file.demo, 'finishOrder', { orderIdentifier: identifier, contact: COMPLETE_CONTACT, paymentServiceName, integrityToken: order.integrityToken }));
  return { identifier, draftToken: order.integrityToken, sent };
}

describe('an order awaiting a bank transfer', () => {
  it('is to be paid within the 14 days its domains are reserved, and is expired after them', async () => {
    const { identifier } = await finished('bank-transfer');
    const waiting = await statusOf(identifier);
    expect(waiting).toMatchObject({ status: 'AWAITING_PAYMENT', paidAt: null, payBy: new Date(clock.now().getTime() + 14 * DAY_MINUTES * 60_000).toISOString(), expired: false });
    expect(waiting.paymentInstructions?.variableSymbol).toMatch(/^\d{10}$/);
    // The order-received e-mail names the same day.
    const { db } = file.harness.database;
    const { id } = await db.selectFrom('orders').select('id').where('identifier', '=', identifier).executeTakeFirstOrThrow();
    const mail = await db.selectFrom('mail_outbox').select('data').where('key', '=', `order-received:${id}`).executeTakeFirstOrThrow();
    expect(mail.data).toMatchObject({ orderIdentifier: identifier, payBy: waiting.payBy });
    await later(14 * DAY_MINUTES);
    expect(await statusOf(identifier)).toMatchObject({ expired: false, paymentInstructions: waiting.paymentInstructions });
    await later(1);
    // Expired: nothing is offered to pay it with any more (a transfer that still arrives is matched by customer care).
    expect(await statusOf(identifier)).toMatchObject({ status: 'AWAITING_PAYMENT', payBy: waiting.payBy, expired: true, paymentInstructions: null });
  });

  it('an online payment has no such limit: no payBy, never expired', async () => {
    const { identifier } = await finished('gateway');
    await later(30 * DAY_MINUTES);
    expect(await statusOf(identifier)).toMatchObject({ status: 'AWAITING_PAYMENT', payBy: null, expired: false });
  });
});

describe('a paid order', () => {
  it('says when it was paid, and a change or a second finish is refused as ORDER_ALREADY_PAID, not as merely sent', async () => {
    const { identifier, draftToken, sent } = await finished('bank-transfer');
    // Sent for payment in another tab: the page still holding the draft's token is told so.
    const second = await mutate(file.harness.app, file.demo, 'finishOrder', { orderIdentifier: identifier, contact: COMPLETE_CONTACT, paymentServiceName: 'gateway', integrityToken: draftToken });
    expect(codeOf(second)).toBe('ORDER_ALREADY_FINISHED');
    expect(second.errors?.[0]?.message).toMatch(/sent for payment in another tab or window/);

    const row = await file.harness.database.db.selectFrom('orders').select('id').where('identifier', '=', identifier).executeTakeFirstOrThrow();
    await later(5);
    expect(await markOrderPaid(file.harness.database.db, row.id, clock.now())).toBe(true);
    expect(await statusOf(identifier)).toMatchObject({ status: 'PAID', paidAt: clock.now().toISOString(), payBy: null, expired: false });

    const again = await mutate(file.harness.app, file.demo, 'finishOrder', { orderIdentifier: identifier, contact: COMPLETE_CONTACT, paymentServiceName: 'gateway', integrityToken: sent.integrityToken });
    expect(codeOf(again)).toBe('ORDER_ALREADY_PAID');
    expect(again.errors?.[0]?.message).toMatch(/already paid/);
    expect(codeOf(await mutate(file.harness.app, file.demo, 'updateOrderVoucher', { orderIdentifier: identifier, code: 'WELCOME10', integrityToken: draftToken }))).toBe('ORDER_ALREADY_PAID');
  });
});

describe("a draft's billing form", () => {
  it("starts from the domain holder and the account's e-mail, until the customer saves billing details of their own", async () => {
    const holder = { firstname: 'Hana', surname: 'Holder', email: '', phone: '+420 601 000 000', address: 'Dlouhá 5', city: 'Brno', zip: '60200', countryCode: 'SK' };
    const identifier = await newOrder(file.harness.database, clock.now(), (seed) => ({
      ...seed,
      items: seed.items.map((item) => (item.type === 'private_registration' ? { ...item, contact: { ...item.contact, ...holder } } : item)),
    }));
    const started = await statusOf(identifier);
    expect(Object.fromEntries(started.contactInputs.map((input) => [input.name, input.value]))).toMatchObject({
      firstname: 'Hana',
      surname: 'Holder',
      phone: '+420 601 000 000',
      street: 'Dlouhá 5',
      city: 'Brno',
      zip: '60200',
      // The holder has no e-mail: the account's; the country prices the order, so it stays the billing one.
      email: 'demo@hosting-portal.test',
      country: 'CZ',
    });

    const order = ok(await readOrder(file.harness.app, file.demo, identifier));
    ok(await mutate(file.harness.app, file.demo, 'updateBillingDataAndRecalculateVat', { orderIdentifier: identifier, contact: [{ name: 'firstname', value: 'Bill' }, { name: 'email', value: 'bill@example.test' }], integrityToken: order.integrityToken }));
    const saved = await statusOf(identifier);
    expect([valueOf(saved, 'firstname'), valueOf(saved, 'surname'), valueOf(saved, 'email')]).toEqual(['Bill', '', 'bill@example.test']);
  });
});
