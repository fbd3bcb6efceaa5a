import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/schema';
import { findInvoiceForOrder, renderInvoicePdf } from '../../server/invoices';
import { sellerDate } from '../../server/invoices/snapshot';
import { markOrderPaid } from '../../server/payments/settle';
import { retryUnavailableChecks, VAT_ID_CHECK_MESSAGES, vatIdChecker } from '../../server/tax/vat-id-check';
import { viesClient } from '../../server/tax/vies';
import { STAND_IN_VAT_IDS } from '../../server/tax/vies-stand-in';
import { client, signInDemo, testClock } from './accounts';
import type { Client } from './accounts';
import { startTestApp } from './app';
import type { TestApp } from './app';
import { COMPLETE_CONTACT, mutate, newOrder, ok, readOrder } from './checkout-support';
import type { OrderView } from './checkout-support';
import { pdfText } from '../support/pdf-text';
import { startViesStandIn } from '../support/vies-stand-in';
import type { ViesStandIn } from '../support/vies-stand-in';

const clock = testClock('2026-11-21T10:00:00.000Z');
let vies: ViesStandIn;
let harness: TestApp;
let demo: Client;
beforeAll(async () => {
  vies = await startViesStandIn();
  // The wait is a hang guard, long enough for a busy machine: only the silent ID meets it.
  harness = await startTestApp({ now: clock.now, vies: { url: vies.url, timeoutMs: 3_000 } });
  demo = await signInDemo(harness.app, client());
});
afterAll(async () => {
  await harness.close();
  await vies.close();
});

const db = (): Kysely<Database> => harness.database.db;

/** A German company's billing with this VAT ID: reverse charge is claimed for it. */
const germanCompany = (dic: string) => [
  ...COMPLETE_CONTACT.filter((field) => field.name !== 'country'),
  { name: 'country', value: 'DE' },
  { name: 'companyBilling', value: 'true' },
  { name: 'company', value: 'Beispiel GmbH' },
  { name: 'ic', value: '27082440' },
  { name: 'dic', value: dic },
];

async function draft(): Promise<OrderView> {
  return ok(await readOrder(harness.app, demo, await newOrder(harness.database, clock.now())));
}

async function billed(dic: string, order?: OrderView): Promise<OrderView> {
  const current = order ?? (await draft());
  return ok(await mutate(harness.app, demo, 'updateBillingDataAndRecalculateVat', { orderIdentifier: current.identifier, contact: germanCompany(dic), integrityToken: current.integrityToken }));
}

/** A checker of its own over the stand-in, as another instance of the portal has. */
const standInChecker = () => vatIdChecker(db(), viesClient({ url: vies.url, timeoutMs: 3_000, requesterVatId: 'CZ12345679' }));

const charged = (order: OrderView) => [order.reverseCharge, order.vatRate, order.vatAmount.amountMinor > 0];

describe('the VAT ID check with VIES', () => {
  it('grants reverse charge to a VAT ID VIES confirms, with its consultation number', async () => {
    const order = await billed('DE123456789');
    expect(charged(order)).toEqual([true, '0', false]);
    expect(order.vatIdCheck).toMatchObject({ vatId: 'DE123456789', status: 'VALID', message: null, checkedAt: clock.now().toISOString() });
    expect(order.vatIdCheck?.consultationNumber).toMatch(/^WAPIAAAA[0-9A-F]{12}$/);
    expect(vies.asked).toContain('DE123456789');
  });

  it('charges VAT to a VAT ID VIES does not know, and says so at the field', async () => {
    const order = await billed(STAND_IN_VAT_IDS.invalid);
    expect(charged(order)).toEqual([false, '19', true]);
    expect(order.vatIdCheck).toMatchObject({ status: 'INVALID', message: VAT_ID_CHECK_MESSAGES.invalid, consultationNumber: null });
  });

  it.each([
    ['the member state is unavailable (MS_UNAVAILABLE)', STAND_IN_VAT_IDS.unavailable],
    ['VIES timed out (TIMEOUT)', STAND_IN_VAT_IDS.viesTimeout],
    ['VIES does not answer in time', STAND_IN_VAT_IDS.silent],
  ])('charges VAT for now when %s, tells the customer why, and asks again next time', async (_case, vatId) => {
    const order = await billed(vatId);
    expect(charged(order)).toEqual([false, '19', true]);
    expect(order.vatIdCheck).toMatchObject({ vatId, status: 'UNAVAILABLE', message: VAT_ID_CHECK_MESSAGES.unavailable });
    const before = vies.asked.filter((asked) => asked === vatId).length;
    await billed(vatId, order);
    expect(vies.asked.filter((asked) => asked === vatId).length).toBe(before + 1);
  });

  it('counts a network error as unavailable', async () => {
    const closed = await startViesStandIn();
    await closed.close();
    const check = vatIdChecker(db(), viesClient({ url: closed.url, timeoutMs: 3_000, requesterVatId: 'CZ12345679' }));
    expect(await check('DE123123123', clock.now())).toMatchObject({ vatId: 'DE123123123', status: 'unavailable', consultationNumber: null });
  });

  it('keeps VIES answers for a day per VAT ID, shared through the database', async () => {
    const vatId = 'DE246813579';
    const first = await billed(vatId);
    const again = await billed(vatId);
    expect(vies.asked.filter((asked) => asked === vatId)).toHaveLength(1);
    expect(again.vatIdCheck?.consultationNumber).toBe(first.vatIdCheck?.consultationNumber);
    // Another instance's checker reads the same rows.
    const otherInstance = vatIdChecker(db(), async () => ({ status: 'unavailable', reason: 'never asked' }));
    expect((await otherInstance(vatId, clock.now())).status).toBe('valid');
    const nextDay = await standInChecker()(vatId, new Date(clock.now().getTime() + 24 * 60 * 60 * 1000 + 1));
    expect(vies.asked.filter((asked) => asked === vatId)).toHaveLength(2);
    expect(nextDay.consultationNumber).not.toBe(first.vatIdCheck?.consultationNumber);
  });

  it('asks the checks VIES could not answer again: a draft loses its VAT, a finished order keeps its price', async () => {
    const vatId = 'DE135792468';
    vies.down.add(vatId);
    const open = await billed(vatId);
    const finishing = await billed(vatId);
    const finished = ok(await mutate(harness.app, demo, 'finishOrder', { orderIdentifier: finishing.identifier, paymentServiceName: 'gateway', integrityToken: finishing.integrityToken }));
    expect([charged(open), charged(finished)]).toEqual([
      [false, '19', true],
      [false, '19', true],
    ]);
    const check = standInChecker();
    expect(await retryUnavailableChecks(db(), check, clock.now())).toBe(0);

    vies.down.delete(vatId);
    expect(await retryUnavailableChecks(db(), check, clock.now())).toBe(2);
    const openAfter = ok(await readOrder(harness.app, demo, open.identifier));
    expect(charged(openAfter)).toEqual([true, '0', false]);
    expect(openAfter.vatIdCheck?.status).toBe('VALID');
    const finishedAfter = ok(await readOrder(harness.app, demo, finished.identifier));
    expect([charged(finishedAfter), finishedAfter.priceWithVat.amountMinor]).toEqual([[false, '19', true], finished.priceWithVat.amountMinor]);
    const recorded = await db().selectFrom('orders').select('vat_id_check').where('identifier', '=', finished.identifier).executeTakeFirstOrThrow();
    expect(recorded.vat_id_check).toMatchObject({ vatId, status: 'valid' });
    // Nothing is left to ask.
    expect(await retryUnavailableChecks(db(), check, clock.now())).toBe(0);
  });

  it('puts the consultation number of a reverse-charged order on its invoice', async () => {
    const order = await billed('DE987654321');
    const finished = ok(await mutate(harness.app, demo, 'finishOrder', { orderIdentifier: order.identifier, paymentServiceName: 'gateway', integrityToken: order.integrityToken }));
    expect(charged(finished)).toEqual([true, '0', false]);
    const { id } = await db().selectFrom('orders').select('id').where('identifier', '=', order.identifier).executeTakeFirstOrThrow();
    expect(await markOrderPaid(db(), id, clock.now())).toBe(true);
    const invoice = await findInvoiceForOrder(db(), id);
    expect(invoice?.snapshot).toMatchObject({ reverseCharge: true, vies: { consultationNumber: order.vatIdCheck?.consultationNumber, checkedAt: order.vatIdCheck?.checkedAt } });
    const text = await pdfText((await renderInvoicePdf(db(), invoice?.number ?? '')) ?? new Uint8Array());
    expect(text).toContain(`VIES consultation number ${order.vatIdCheck?.consultationNumber ?? '?'} of ${sellerDate(clock.now())}`);
  });
});
