/**
 * A bank transfer the Czech way: the instructions name the account as Czech banks write it beside the IBAN, and the
 * order's QR code, served to its account only while the transfer is awaited, is the one banking apps read: QR Platba
 * (SPAYD) for CZK, the EPC SEPA code for EUR. The code is decoded from the served image, as a phone's camera would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ATTACHMENT_RESOLVERS } from '../../server/mail-attachments';
import { resolveAttachment } from '../../server/mail/attachments';
import { enqueueOrderReceived } from '../../server/mail/order-mail';
import { decodeMailJson } from '../../server/mail/outbox';
import { renderMail } from '../../server/mail/render';
import type { MailAttachmentRef } from '../../server/mail/types';
import { variableSymbol } from '../../server/bank-transfer/instructions';
import { qrCodePng } from '../../server/bank-transfer/qr';
import { DEMO_TRANSFER_ACCOUNT } from '../../server/payments/config';
import { insertOrder, signUpOtherAccount } from '../support/payment-orders';
import { decodeQrSvg } from '../support/qr-decode';
import { client, graphql, send, signInDemo, type Client } from './accounts';
import { startTestApp, type TestApp } from './app';

let harness: TestApp;
let demo: Client;

beforeAll(async () => {
  harness = await startTestApp({ payments: { stripe: undefined, transfer: DEMO_TRANSFER_ACCOUNT } });
  demo = await signInDemo(harness.app, client());
}, 60_000);
afterAll(async () => harness.close());

const transferOrder = (currency: string, totalMinor: bigint) => insertOrder(harness.database.db, { paymentServiceName: 'bank-transfer', currency, totalMinor });
const qrOf = (who: Client, identifier: string) => send(harness.app, who, 'GET', `/api/orders/${identifier}/payment-qr.svg`);

async function instructionsOf(identifier: string) {
  const result = await graphql(harness.app, demo, 'query ($id: String!) { order(orderIdentifier: $id) { paymentInstructions { iban domesticAccount variableSymbol qrCodeUrl } } }', { id: identifier });
  return (result.data as { order: { paymentInstructions: { iban: string; domesticAccount: string | null; variableSymbol: string; qrCodeUrl: string | null } | null } }).order.paymentInstructions;
}

describe('a bank transfer the Czech way', () => {
  it('gives a CZK order the domestic account and a QR Platba code with its amount, account and reference', async () => {
    const order = await transferOrder('CZK', 305_250n);
    const instructions = await instructionsOf(order.identifier);
    expect(instructions).toEqual({ iban: 'CZ6508000000192000145399', domesticAccount: '19-2000145399/0800', variableSymbol: variableSymbol(order.identifier), qrCodeUrl: `/api/orders/${order.identifier}/payment-qr.svg` });

    const response = await qrOf(demo, order.identifier);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = decodeQrSvg(response.body);
    expect(text).toMatch(/^SPD\*1\.0\*/);
    const fields = Object.fromEntries((text ?? '').split('*').slice(2).map((field) => [field.slice(0, field.indexOf(':')), field.slice(field.indexOf(':') + 1)]));
    expect(fields).toEqual({ ACC: 'CZ6508000000192000145399+GIBACZPX', AM: '3052.50', CC: 'CZK', 'X-VS': variableSymbol(order.identifier), MSG: order.identifier, RN: 'HOSTING PORTAL S.R.O.' });
  });

  it('gives a EUR order the EPC SEPA code with its beneficiary, IBAN, amount and reference', async () => {
    const order = await transferOrder('EUR', 13_162n);
    const response = await qrOf(demo, order.identifier);
    expect(response.statusCode).toBe(200);
    const lines = (decodeQrSvg(response.body) ?? '').split('\n');
    expect(lines.slice(0, 8)).toEqual(['BCD', '002', '1', 'SCT', 'GIBACZPX', 'Hosting Portal s.r.o.', 'CZ6508000000192000145399', 'EUR131.62']);
    expect(lines[10]).toBe(variableSymbol(order.identifier));
  });

  it('has no code for a currency no banking app standard takes, and keeps the domestic account', async () => {
    const order = await transferOrder('USD', 9_900n);
    expect(await instructionsOf(order.identifier)).toMatchObject({ domesticAccount: '19-2000145399/0800', qrCodeUrl: null });
    expect((await qrOf(demo, order.identifier)).statusCode).toBe(404);
  });

  it('serves the code to the order\'s account only, and only while the transfer is awaited', async () => {
    const order = await transferOrder('CZK', 10_000n);
    const other = await signUpOtherAccount(harness.app, 'qr-other@example.com');
    const refused = [await qrOf(client('192.0.2.9'), order.identifier), await qrOf(other, order.identifier), await qrOf(demo, 'ORD-NOTFOUND'), await qrOf(demo, 'not-an-order')];
    for (const response of refused) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'PAYMENT_QR_NOT_FOUND', message: 'There is no bank transfer to pay for this order.' } });
    }

    const db = harness.database.db;
    // Past its 14 days the order can no longer be paid: no code to pay it with.
    await db.updateTable('orders').set({ finished_at: new Date(Date.now() - 20 * 24 * 3_600_000) }).where('id', '=', order.id).execute();
    expect((await qrOf(demo, order.identifier)).statusCode).toBe(404);
    const paid = await insertOrder(db, { paymentServiceName: 'bank-transfer', currency: 'CZK', status: 'paid' });
    expect((await qrOf(demo, paid.identifier)).statusCode).toBe(404);
    const card = await insertOrder(db, { paymentServiceName: 'gateway', currency: 'CZK' });
    expect((await qrOf(demo, card.identifier)).statusCode).toBe(404);
  });
});

describe('the e-mail of an order awaiting a transfer', () => {
  it('names the domestic account and attaches the same QR code as the order\'s page, as a PNG', async () => {
    const db = harness.database.db;
    const order = await transferOrder('CZK', 305_250n);
    await enqueueOrderReceived(db, order.id, { transfer: DEMO_TRANSFER_ACCOUNT }, new Date());
    const row = await db.selectFrom('mail_outbox').select(['template', 'data', 'attachments']).where('key', '=', `order-received:${order.id}`).executeTakeFirstOrThrow();
    const attachments = decodeMailJson<MailAttachmentRef[]>(row.attachments);
    const shown = decodeQrSvg((await qrOf(demo, order.identifier)).body);
    expect(attachments).toEqual([{ kind: 'payment-qr', text: shown }]);
    const [ref] = attachments;
    const file = await resolveAttachment(db, DEFAULT_ATTACHMENT_RESOLVERS, ref!);
    expect(file).toMatchObject({ filename: 'payment-qr.png', contentType: 'image/png' });
    expect(file.content.equals(await qrCodePng(shown ?? ''))).toBe(true);

    const mail = await renderMail('order-received', decodeMailJson(row.data), 'https://portal.example');
    const text = mail.text.replace(/\s+/g, ' ');
    expect(text).toMatch(/ACCOUNT NUMBER 19-2000145399\/0800/);
    expect(text).toContain('The attached QR code (payment-qr.png) fills in the transfer when you scan it in your banking app.');
  });

  it('attaches no code in a currency no banking app standard takes, and says nothing of one', async () => {
    const db = harness.database.db;
    const order = await transferOrder('USD', 9_900n);
    await enqueueOrderReceived(db, order.id, { transfer: DEMO_TRANSFER_ACCOUNT }, new Date());
    const row = await db.selectFrom('mail_outbox').select(['data', 'attachments']).where('key', '=', `order-received:${order.id}`).executeTakeFirstOrThrow();
    expect(decodeMailJson(row.attachments)).toEqual([]);
    expect((await renderMail('order-received', decodeMailJson(row.data), 'https://portal.example')).text).not.toContain('QR code');
  });
});
